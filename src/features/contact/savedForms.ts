import { STORAGE_KEYS } from '@/config/constants'
import type { ContactSubmission } from './schema'

/** A message that could not be sent, kept in the visitor's browser under savedContactForms. */
export interface SavedContactForm extends ContactSubmission {
  /** When the visitor sent it (ISO). */
  timestamp: string
  /** Its idempotency key: however often it is re-sent, the agency receives it once. */
  key?: string
  fillMs?: number
  /** Automatic re-sends tried on later visits. */
  resendAttempts?: number
}

export function readSavedForms(storage: Storage): SavedContactForm[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.savedContactForms) ?? '[]')
    return Array.isArray(parsed) ? (parsed as SavedContactForm[]) : []
  } catch {
    return []
  }
}

export function writeSavedForms(storage: Storage, forms: SavedContactForm[]): void {
  if (forms.length === 0) storage.removeItem(STORAGE_KEYS.savedContactForms)
  else storage.setItem(STORAGE_KEYS.savedContactForms, JSON.stringify(forms))
}

/** Whether anything waits to be re-sent: cheap enough to ask on every page load. */
export function hasSavedForms(storage: Storage): boolean {
  return (storage.getItem(STORAGE_KEYS.savedContactForms) ?? '[]') !== '[]'
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether a kept message is older than the days the privacy policy promises to keep it (or has no
 * readable time, so no age can be vouched for).
 */
export function isExpired(saved: Pick<SavedContactForm, 'timestamp'>, now: Date, days: number): boolean {
  const at = Date.parse(saved.timestamp)
  return !Number.isFinite(at) || now.getTime() - at > days * DAY_MS
}

/**
 * Deletes the kept messages older than the retention period, sent or not: the legal texts promise
 * the browser keeps one no longer. Returns how many it deleted.
 */
export function dropExpiredForms(storage: Storage, now: Date, days: number): number {
  const forms = readSavedForms(storage)
  const kept = forms.filter((saved) => !isExpired(saved, now, days))
  if (kept.length !== forms.length) writeSavedForms(storage, kept)
  return forms.length - kept.length
}

/**
 * Keeps an unsent message so the visitor's words are never lost; the same message (same key) sent
 * and failed twice is kept once.
 */
export function saveUnsentSubmission(
  storage: Storage,
  submission: ContactSubmission,
  now: Date,
  key: string,
  fillMs: number,
): void {
  const others = readSavedForms(storage).filter((saved) => saved.key !== key)
  writeSavedForms(storage, [...others, { ...submission, timestamp: now.toISOString(), key, fillMs }])
}
