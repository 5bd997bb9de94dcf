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
