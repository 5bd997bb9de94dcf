import { STORAGE_KEYS } from '@/config/constants'
import type { ContactSubmission } from './schema'

export interface SavedContactForm extends ContactSubmission {
  timestamp: string
}

/** Appends an unsent submission to browser storage so the visitor's words are never lost. */
export function saveUnsentSubmission(storage: Storage, submission: ContactSubmission, now: Date): void {
  let saved: SavedContactForm[] = []
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.savedContactForms) ?? '[]')
    if (Array.isArray(parsed)) saved = parsed as SavedContactForm[]
  } catch {
    // A corrupt entry is replaced rather than blocking the save.
  }
  saved.push({ ...submission, timestamp: now.toISOString() })
  storage.setItem(STORAGE_KEYS.savedContactForms, JSON.stringify(saved))
}
