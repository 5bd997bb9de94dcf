import type { ContactRequest } from './api'
import { postLead, type PostOutcome } from './postLead'
import { saveUnsentSubmission } from './savedForms'
import type { ContactField, ContactSubmission } from './schema'

export const SUCCESS_MESSAGE = "Your message has been sent successfully. We'll get back to you soon!"
export const FAILURE_MESSAGE = 'Failed to send message. Please try again or contact us directly.'
export const NOT_CONFIGURED_MESSAGE = 'Telegram bot not configured. Please contact the administrator.'
export const unexpectedErrorMessage = (email: string) =>
  `An unexpected error occurred. Please try again later or contact us directly at ${email}.`

const KEPT = 'Your message is saved in this browser and will be sent automatically on your next visit.'
/** What the visitor is told about a failure: our own plain words, never a provider's. */
export const FAILURE_REASONS = {
  unreachable: `We could not reach our server. ${KEPT}`,
  serverError: `Our server is experiencing technical difficulties. ${KEPT}`,
  rateLimited: (minutes: number) =>
    `Too many messages were sent from your network just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}. ${KEPT}`,
  notConfigured: `${NOT_CONFIGURED_MESSAGE} ${KEPT}`,
} as const

export type SubmitOutcome =
  /** Delivered, or safely kept by the relay until the chat can be reached. */
  | { kind: 'success' }
  /** The relay's own check of the fields failed: messages go under the fields. */
  | { kind: 'invalid'; errors: Partial<Record<ContactField, string>> }
  /** Not sent; kept in the browser. `reason` is for the visitor. */
  | { kind: 'failed'; reason: string; offerEmail: boolean }
  | { kind: 'unexpected' }

/** The catalogue's rule: a failure that mentions the e-mail server or technical difficulties offers e-mail. */
export function suggestsEmailInstead(reason: string): boolean {
  return /e-?mail server|technical difficult/i.test(reason)
}

function failed(reason: string): SubmitOutcome {
  return { kind: 'failed', reason, offerEmail: suggestsEmailInstead(reason) }
}

/** What a relay answer (or the lack of one) means to the visitor. */
export function outcomeOf(post: PostOutcome): SubmitOutcome {
  if (post.kind === 'unreachable') return failed(FAILURE_REASONS.unreachable)
  if (post.kind === 'server-error') return failed(FAILURE_REASONS.serverError)
  if (post.kind === 'unreadable') return { kind: 'unexpected' }
  const { result } = post
  switch (result.status) {
    case 'sent':
    case 'queued':
      return { kind: 'success' }
    case 'invalid':
      return { kind: 'invalid', errors: result.errors }
    case 'rate-limited':
      return failed(FAILURE_REASONS.rateLimited(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))))
    case 'not-configured':
      return failed(FAILURE_REASONS.notConfigured)
    case 'error':
      return { kind: 'unexpected' }
  }
}

export interface SubmitDeps {
  fetch: typeof fetch
  storage: Storage
  now: () => Date
}

/**
 * Sends the form through the site's relay and sorts the answer into the outcome the form shows
 * (success, invalid, failed, unexpected). On a failure the message stays in the browser, with
 * its key, and is sent again on the next visit.
 */
export async function submitContact(
  request: ContactRequest & { fillMs: number },
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const outcome = outcomeOf(await postLead(request, deps.fetch))
  if (outcome.kind === 'failed' || outcome.kind === 'unexpected') {
    const { key, fillMs, website: _honeypot, source: _source, ...submission } = request
    try {
      saveUnsentSubmission(deps.storage, submission satisfies ContactSubmission, deps.now(), key, fillMs)
    } catch {
      // Storage itself failed (quota, privacy mode): the form keeps the values on screen.
    }
  }
  return outcome
}
