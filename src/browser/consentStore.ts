import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@/config/constants'

export type Consent = 'accepted' | 'declined'

/**
 * The visitor's cookie choice (localStorage `cookieConsent`), outside React state like the theme:
 * the banner, the footer's Cookie settings and the award frames subscribe here, so accepting in
 * the banner loads the frames at once, without a reload, and a choice made in another tab applies
 * too. Storage is the one source: every read takes the stored value as it is now (a part that
 * mounts late, or one whose code loaded after the choice, sees it), and every choice, whichever
 * part made it, is announced to all subscribers. Only where storage is blocked does the choice live
 * in memory, for this page view. The server, and the first render in the browser, see no choice.
 */
const listeners = new Set<() => void>()
/** The choice made on this page while storage is blocked. */
let unstorable: string | null = null
/** True while the visitor reviews the choice again (footer: Cookie settings). */
let reviewing = false

function storedValue(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent)
  } catch {
    return unstorable
  }
}

function emit() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) emit()
}

/** Calls `listener` after every choice, made here, in another tab or by opening Cookie settings. */
export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** Only the two values the banner writes count; anything else reads as no consent to third parties. */
export function parseConsent(value: string | null): Consent | null {
  return value === 'accepted' || value === 'declined' ? value : null
}

/** The choice as it stands now (null before one): read afresh each time. */
export function currentConsent(): Consent | null {
  return parseConsent(storedValue())
}

export function setConsent(consent: Consent): void {
  reviewing = false
  try {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, consent)
  } catch {
    // Storage blocked: the choice lasts for this page view.
    unstorable = consent
  }
  emit()
}

/** Opens the banner again so the visitor can change the choice. */
export function reviewConsent(): void {
  reviewing = true
  emit()
}

/** The choice made, or null before one (and on the server). */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeToConsent, currentConsent, () => null)
}

/** Whether a choice is stored: the cookie banner shows only to visitors who have none yet. */
export function useHasStoredChoice(): boolean {
  return useSyncExternalStore(
    subscribeToConsent,
    () => storedValue() !== null,
    () => false,
  )
}

export function useReviewingConsent(): boolean {
  return useSyncExternalStore(
    subscribeToConsent,
    () => reviewing,
    () => false,
  )
}
