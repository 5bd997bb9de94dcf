import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@/config/constants'

export type Consent = 'accepted' | 'declined'

/**
 * The visitor's cookie choice (localStorage `cookieConsent`), outside React state like the theme:
 * the banner, the footer's Cookie settings and the award frames subscribe here, so accepting in
 * the banner loads the frames at once, without a reload, and a choice made in another tab applies
 * too. The server, and the first render in the browser, see no choice.
 */
const listeners = new Set<() => void>()
/** The stored value as written; undefined until first read. */
let stored: string | null | undefined
/** True while the visitor reviews the choice again (footer: Cookie settings). */
let reviewing = false

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent)
  } catch {
    return null
  }
}

function storedValue(): string | null {
  if (stored === undefined) stored = readStored()
  return stored
}

function emit() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEYS.cookieConsent) return
  stored = readStored()
  emit()
}

function subscribe(listener: () => void) {
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

export function setConsent(consent: Consent): void {
  stored = consent
  reviewing = false
  try {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, consent)
  } catch {
    // Storage blocked: the choice lasts for this page view.
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
  return useSyncExternalStore(
    subscribe,
    () => parseConsent(storedValue()),
    () => null,
  )
}

/** Whether a choice is stored: the cookie banner shows only to visitors who have none yet. */
export function useHasStoredChoice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => storedValue() !== null,
    () => false,
  )
}

export function useReviewingConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reviewing,
    () => false,
  )
}
