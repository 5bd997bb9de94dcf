/**
 * Keeps the visit's landing data (lib/leadSource) for the session, only with Accept All: the page
 * the visit came in on records it (sessionStorage `landingSource`) once the visitor has accepted,
 * Decline deletes it, and without consent nothing is stored: a lead then carries the current
 * page's landing data.
 */
import { STORAGE_KEYS } from '@/config/constants'
import { cleanLeadSource, isLanding, landingOf, type Landing, type LeadSource } from '@/lib/leadSource'
import { currentConsent } from './consentStore'

/** Where the landing is kept: sessionStorage unless a test passes its own. */
export interface LandingPlace {
  storage: () => Storage | undefined
  address: () => URL
  referrer: () => string
}

const browser: LandingPlace = {
  storage: () => {
    try {
      return window.sessionStorage
    } catch {
      return undefined
    }
  },
  address: () => new URL(window.location.href),
  referrer: () => document.referrer,
}

function stored(place: LandingPlace): Landing | undefined {
  try {
    const text = place.storage()?.getItem(STORAGE_KEYS.landingSource)
    return text ? cleanLeadSource(JSON.parse(text)) : undefined
  } catch {
    return undefined
  }
}

/** Applies the visitor's choice: records this page if it is the landing of an accepted visit, or forgets. */
export function applyLandingConsent(place: LandingPlace = browser): void {
  try {
    const storage = place.storage()
    if (!storage) return
    const consent = currentConsent()
    if (consent !== 'accepted') {
      if (consent === 'declined') storage.removeItem(STORAGE_KEYS.landingSource)
      return
    }
    if (stored(place) || !isLanding(place.address(), place.referrer())) return
    storage.setItem(STORAGE_KEYS.landingSource, JSON.stringify(landingOf(place.address(), place.referrer())))
  } catch {
    // Storage full or blocked: the lead carries the current page's landing data instead.
  }
}

/** What a lead sent from this page carries: the kept landing (with consent) or this page's. */
export function currentLeadSource(place: LandingPlace = browser): LeadSource {
  const address = place.address()
  const landing =
    (currentConsent() === 'accepted' ? stored(place) : undefined) ?? landingOf(address, place.referrer())
  return { ...landing, page: address.pathname }
}
