/** What the relay makes of a POSTed body, before anything is stored or sent. */
import { MIN_FILL_TIME_MS } from '@/config/constants'
import { contactRequestSchema, HONEYPOT_FIELD } from '@/features/contact/api'
import { cleanLeadSource, type LeadSource } from '@/lib/leadSource'
import {
  CONTACT_FIELDS,
  fieldErrors,
  type ContactField,
  type ContactSubmission,
} from '@/features/contact/schema'

export type SpamReason = 'honeypot' | 'too-fast'

export type Intake =
  /** Not a request the form would send (no key, wrong types): a 400, nothing is kept. */
  | { kind: 'malformed'; message: string }
  /** A field breaks a rule of the form: the visitor sees the messages under the fields. */
  | { kind: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { kind: 'lead'; key: string; submission: ContactSubmission; source?: LeadSource; spam?: SpamReason }

export function screenSubmission(body: unknown): Intake {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { kind: 'malformed', message: 'The body must be a JSON object.' }
  const result = contactRequestSchema.safeParse(body)
  if (!result.success) {
    const outside = result.error.issues.find(
      (issue) => !CONTACT_FIELDS.includes(issue.path[0] as ContactField),
    )
    if (outside)
      return { kind: 'malformed', message: `${String(outside.path[0] ?? 'body')}: ${outside.message}` }
    return { kind: 'invalid', errors: fieldErrors(result.error) }
  }
  const { key, fillMs, [HONEYPOT_FIELD]: honeypot, source: rawSource, ...submission } = result.data
  // Where it came from is kept as far as it is valid; a bad value is dropped, never refused.
  const source = cleanLeadSource(rawSource)
  const spam: SpamReason | undefined = honeypot?.trim()
    ? 'honeypot'
    : fillMs === undefined || fillMs < MIN_FILL_TIME_MS
      ? 'too-fast'
      : undefined
  return { kind: 'lead', key, submission, ...(source ? { source } : {}), ...(spam ? { spam } : {}) }
}

/**
 * A 53-bit hash (cyrb53) of a text: plenty to tell a few thousand leads apart, and synchronous, so it
 * costs nothing on either target. Not for secrets.
 */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** Two submissions with the same address and message are the same lead, however often they come. */
export function leadFingerprint(submission: ContactSubmission): string {
  const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')
  return hash53(`${normal(submission.email)}\n${normal(submission.message)}`)
}

/** The submitted fields exactly: a key sent again with other fields is not the same request. */
export function submissionHash(submission: ContactSubmission): string {
  return hash53(JSON.stringify(CONTACT_FIELDS.map((field) => submission[field])))
}
