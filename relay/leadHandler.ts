/**
 * The relay's decision for one POSTed lead, the same on the Node server and the edge Worker: refuse
 * what is malformed, invalid or spam (spam is only counted), answer a repeated key or a duplicate
 * from the lead already stored, apply the rate limits, store the lead, then make its first delivery
 * attempt and answer within `answerWithinMs` (a slow Telegram gets "queued", the attempt goes on).
 */
import type { ContactResult } from '@/features/contact/api'
import type { Dispatcher } from './dispatcher'
import { hash53, leadFingerprint, screenSubmission, submissionHash, type SpamReason } from './intake'
import type { Lead, LeadStore } from './leadStore'
import type { Logger } from './log'
import type { RateWindow } from './settings'
import { formatContactMessage, formatSubmissionTime } from './telegram'

/** The same address and message within this time is the same lead. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000
/** How long a POST waits for the first delivery attempt before answering "queued". */
export const ANSWER_WITHIN_MS = 5000

export interface RelayAnswer {
  result: ContactResult
  httpStatus: number
}

export interface LeadHandlerOptions {
  store: LeadStore
  dispatcher: Dispatcher
  /** The agency's name, for the chat message's first line. */
  brand: () => string
  timeZone: string
  rateLimits: { perAddress: RateWindow; global: RateWindow }
  log: Logger
  now: () => number
  answerWithinMs?: number
  /** Keeps an attempt going after the answer (the Worker's ctx.waitUntil); Node needs nothing. */
  keepAlive?: (work: Promise<unknown>) => void
}

const HTTP = { sent: 200, queued: 202, invalid: 422, rateLimited: 429, notConfigured: 503 } as const

const answer = {
  sent: { result: { status: 'sent' }, httpStatus: HTTP.sent },
  queued: { result: { status: 'queued' }, httpStatus: HTTP.queued },
  notConfigured: { result: { status: 'not-configured' }, httpStatus: HTTP.notConfigured },
  conflict: {
    result: { status: 'error', message: 'This key was already used for a different message.' },
    httpStatus: 409,
  },
} satisfies Record<string, RelayAnswer>

/** Scripts that fill the hidden field are told it worked; a too-fast send is told to wait. */
function spamAnswer(reason: SpamReason): RelayAnswer {
  return reason === 'honeypot'
    ? answer.sent
    : { result: { status: 'rate-limited', retryAfterSeconds: 5 }, httpStatus: HTTP.rateLimited }
}

/** Resolves with the work's result, or 'later' if it takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'later'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const later = new Promise<'later'>((resolve) => (timer = setTimeout(() => resolve('later'), ms)))
  return Promise.race([work, later]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}

export function createLeadHandler(
  options: LeadHandlerOptions,
): (body: unknown, address: string) => Promise<RelayAnswer> {
  const { store, dispatcher, log, now, rateLimits } = options
  const answerWithinMs = options.answerWithinMs ?? ANSWER_WITHIN_MS

  /** The answer a stored lead gets, whenever it is asked about again. */
  const answerFor = (lead: Lead): RelayAnswer =>
    lead.status === 'delivered' ? answer.sent : dispatcher.configured ? answer.queued : answer.notConfigured

  /** A key the relay has seen: the same lead again, or another message under a used key. */
  const repeated = (known: Lead, bodyHash: string): RelayAnswer => {
    if (known.bodyHash !== bodyHash) {
      log('warn', 'lead.key-conflict', { lead: known.id })
      return answer.conflict
    }
    log('info', 'lead.repeated', { lead: known.id, status: known.status })
    return answerFor(known)
  }

  return async (body, address) => {
    const intake = screenSubmission(body)
    if (intake.kind === 'malformed')
      return { result: { status: 'error', message: intake.message }, httpStatus: 400 }
    if (intake.kind === 'invalid')
      return { result: { status: 'invalid', errors: intake.errors }, httpStatus: HTTP.invalid }
    if (intake.spam) {
      await store.countRefusal(intake.spam, now())
      log('warn', 'lead.refused', { reason: intake.spam })
      return spamAnswer(intake.spam)
    }

    const { key, submission, source } = intake
    const bodyHash = submissionHash(submission)
    const fingerprint = leadFingerprint(submission)
    /** A lead stored before: this key again, or the same lead under another key. */
    const fromKnown = (first: Lead): RelayAnswer => {
      if (first.key === key) return repeated(first, bodyHash)
      log('info', 'lead.duplicate', { lead: first.id, status: first.status })
      return answerFor(first)
    }
    // Read first: the common repeat (a retried POST) costs no write.
    const known =
      (await store.findByKey(key)) ?? (await store.findDuplicate(fingerprint, now() - DUPLICATE_WINDOW_MS))
    if (known) return fromKnown(known)

    const receivedAt = now()
    const id = crypto.randomUUID()
    const message = formatContactMessage(
      submission,
      formatSubmissionTime(new Date(receivedAt), options.timeZone),
      options.brand(),
      source,
    )
    const admission = await store.admit(
      { id, key, bodyHash, fingerprint, receivedAt, submission, message, ...(source ? { source } : {}) },
      `address:${hash53(address)}`,
      receivedAt - DUPLICATE_WINDOW_MS,
      rateLimits.perAddress,
      rateLimits.global,
    )
    if (admission.kind === 'rate-limited') {
      // Not kept here: the visitor's browser keeps it and sends it again on the next visit.
      log('warn', 'lead.refused', { reason: 'rate-limited', retryInMs: admission.waitMs })
      return {
        result: { status: 'rate-limited', retryAfterSeconds: Math.ceil(admission.waitMs / 1000) },
        httpStatus: HTTP.rateLimited,
      }
    }
    // A request running beside this one stored it first.
    if (admission.kind === 'known') return fromKnown(admission.lead)
    log('info', 'lead.accepted', { lead: id })
    if (!dispatcher.configured) {
      log('error', 'lead.not-configured', {
        lead: id,
        action: 'set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID: waiting leads are sent once they are set',
      })
      return answer.notConfigured
    }
    const attempt = dispatcher.attempt(id).catch((error: unknown) => {
      log('error', 'lead.attempt-failed', { lead: id, error: String(error) })
      return 'not-claimed' as const
    })
    const result = await within(attempt, answerWithinMs)
    if (result === 'later') options.keepAlive?.(attempt)
    return result === 'delivered' ? answer.sent : answer.queued
  }
}
