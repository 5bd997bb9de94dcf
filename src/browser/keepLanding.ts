/**
 * On every page: fetches the landing store (browser/landingStore.ts, its own chunk) only when there is
 * something to keep, a page the visit came in on after Accept All, and forgets the kept landing on
 * Decline. The check is small so that pages without consent carry none of the reading code.
 */
import { STORAGE_KEYS } from '@/config/constants'
import { currentConsent, subscribeToConsent } from './consentStore'

function cameFromOutside(): boolean {
  try {
    return new URL(document.referrer).origin !== window.location.origin
  } catch {
    return true
  }
}

function apply(): void {
  try {
    const consent = currentConsent()
    if (consent === 'declined') sessionStorage.removeItem(STORAGE_KEYS.landingSource)
    else if (
      consent === 'accepted' &&
      !sessionStorage.getItem(STORAGE_KEYS.landingSource) &&
      cameFromOutside()
    )
      void import('./landingStore').then((store) => store.applyLandingConsent())
  } catch {
    // Storage blocked: a lead carries the current page's landing data instead.
  }
}

/** Records the landing on this page load and after every choice. */
export function keepLandingForSession(): void {
  apply()
  subscribeToConsent(apply)
}
