/**
 * The contract of `POST /api/contact`, shared by the browser, the production server's relay and the
 * edge function: what the form sends and every answer it can get.
 */
import * as z from 'zod/mini'
import { contactSchema, type ContactField } from './schema'

export const CONTACT_API_PATH = '/api/contact'

/** Bodies larger than this are refused before parsing (the longest valid lead is about 4 KB). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024

/** The name of the hidden field people never see and scripts fill in. */
export const HONEYPOT_FIELD = 'website'

export const contactRequestSchema = z.extend(contactSchema, {
  /** Chosen by the browser for one message: a retried or doubled POST with it is delivered once. */
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'A key of 16 to 100 letters, digits, _ or -.')),
  /** Milliseconds from the visitor's first keystroke in the form to the send. */
  fillMs: z.optional(z.number().check(z.int(), z.nonnegative())),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(2000))),
  /**
   * Where the lead came from (lib/leadSource): any JSON here, the relay keeps only what
   * cleanLeadSource finds valid, so a bad value never costs the visitor their message.
   */
  source: z.optional(z.unknown()),
})

export type ContactRequest = z.infer<typeof contactRequestSchema>

/** Every answer of the relay. The HTTP status says the same: 200, 202, 422, 429, 503, 4xx/5xx. */
export type ContactResult =
  /** Delivered to the agency's chat. */
  | { status: 'sent' }
  /** Kept by the relay, which delivers it as soon as the chat can be reached. */
  | { status: 'queued' }
  | { status: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** The relay has no chat to deliver to (no bot token or chat id). */
  | { status: 'not-configured' }
  /** The request itself was refused (not JSON, too large, another origin) or the relay failed. */
  | { status: 'error'; message: string }

export const HTTP_STATUS: Record<ContactResult['status'], number> = {
  sent: 200,
  queued: 202,
  invalid: 422,
  'rate-limited': 429,
  'not-configured': 503,
  error: 400,
}

const STATUSES = new Set(Object.keys(HTTP_STATUS))

/** A reply body that follows the contract, or undefined. */
export function parseContactResult(body: unknown): ContactResult | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { status } = body as { status?: unknown }
  return typeof status === 'string' && STATUSES.has(status) ? (body as ContactResult) : undefined
}
