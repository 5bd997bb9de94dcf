import type { ContactSubmission } from './schema'
import { loadRuntimeConfig } from './runtimeConfig'
import { saveUnsentSubmission } from './savedForms'
import { formatContactMessage, sendToTelegram } from './telegram'

export const SUCCESS_MESSAGE = "Your message has been sent successfully. We'll get back to you soon!"
export const FAILURE_MESSAGE = 'Failed to send message. Please try again or contact us directly.'
export const unexpectedErrorMessage = (email: string) =>
  `An unexpected error occurred. Please try again later or contact us directly at ${email}.`

export type SubmitOutcome =
  | { kind: 'success' }
  /** The provider refused or could not be reached; `reason` is its own words. */
  | { kind: 'failed'; reason: string; offerEmail: boolean }
  | { kind: 'unexpected' }

/** The catalogue's rule: a failure that mentions the e-mail server or technical difficulties offers e-mail. */
export function suggestsEmailInstead(reason: string): boolean {
  return /e-?mail server|technical difficult/i.test(reason)
}

export interface SubmitDeps {
  fetch: typeof fetch
  storage: Storage
  now: () => Date
  brand: string
}

/** The whole send flow of section 7 and 8: send, and on any failure keep the data in the browser. */
export async function submitContact(submission: ContactSubmission, deps: SubmitDeps): Promise<SubmitOutcome> {
  const now = deps.now()
  try {
    const config = await loadRuntimeConfig(deps.fetch)
    const result = await sendToTelegram(config, formatContactMessage(submission, now, deps.brand), deps.fetch)
    if (result.ok) return { kind: 'success' }
    saveUnsentSubmission(deps.storage, submission, now)
    return { kind: 'failed', reason: result.error, offerEmail: suggestsEmailInstead(result.error) }
  } catch {
    try {
      saveUnsentSubmission(deps.storage, submission, now)
    } catch {
      // Storage itself failed (quota, privacy mode): the form keeps the values on screen.
    }
    return { kind: 'unexpected' }
  }
}
