/**
 * POST /api/contact: the production server's side of the contact form. It checks the request, refuses
 * spam and floods, writes the lead to the outbox and makes the first delivery attempt; the answer
 * follows the contract in src/features/contact/api.ts. The bot token never leaves this process.
 */
import type http from 'node:http'
import { CONTACT_BODY_MAX_BYTES, HTTP_STATUS, type ContactResult } from '@/features/contact/api'
import { leadFingerprint, screenSubmission, type SpamReason } from '@/features/contact/relay/intake'
import type { RateLimiter } from '@/features/contact/relay/rateLimiter'
import { formatContactMessage, formatSubmissionTime } from '@/features/contact/relay/telegram'
import type { Logger } from './log'
import type { Courier } from './outbox/courier'
import { newLeadId, type Outbox } from './outbox/outbox'
import type { LeadState, StoredLead } from './outbox/records'

/** The same address and message within this time is the same lead. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000

export interface RelayOptions {
  outbox: Outbox
  courier: Courier
  /** The agency's name, for the chat message's first line (read per lead: a rebuild may change it). */
  brand: () => string
  /** The agency's time zone: the message says when the lead arrived in it. */
  timeZone: string
  limits: { perAddress: RateLimiter; global: RateLimiter }
  log: Logger
  now?: () => number
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The answer a stored lead gets, whenever it is asked about again. */
function resultOf(state: LeadState | undefined, configured: boolean): ContactResult {
  if (!state) return { status: 'error', message: 'The lead could not be stored.' }
  if (state.status === 'delivered') return { status: 'sent' }
  if (state.status === 'refused') return spamAnswer(state.refusedFor ?? 'honeypot')
  return configured ? { status: 'queued' } : { status: 'not-configured' }
}

/** Scripts that fill the hidden field are told it worked; a too-fast send is told to wait. */
function spamAnswer(reason: SpamReason): ContactResult {
  return reason === 'honeypot' ? { status: 'sent' } : { status: 'rate-limited', retryAfterSeconds: 5 }
}

/** The relay's decision for one parsed body from `address`. */
export function createLeadHandler(
  options: RelayOptions,
): (body: unknown, address: string) => Promise<ContactResult> {
  const { outbox, courier, log, limits } = options
  const now = options.now ?? Date.now
  return async (body, address) => {
    const intake = screenSubmission(body)
    if (intake.kind === 'malformed') return { status: 'error', message: intake.message }
    if (intake.kind === 'invalid') return { status: 'invalid', errors: intake.errors }

    const known = outbox.findByKey(intake.key)
    if (known) {
      log('info', 'lead.repeated', { lead: known.lead.id, status: known.status })
      const latest = known.status === 'pending' ? await courier.deliverNow(known.lead.id) : known
      return resultOf(latest, courier.configured)
    }
    const fingerprint = leadFingerprint(intake.submission)
    const duplicate = outbox.findDuplicate(fingerprint, DUPLICATE_WINDOW_MS)
    if (duplicate) {
      log('info', 'lead.duplicate', { lead: duplicate.lead.id, status: duplicate.status })
      return resultOf(duplicate, courier.configured)
    }

    const receivedAt = new Date(now())
    const lead: StoredLead = {
      id: newLeadId(receivedAt),
      key: intake.key,
      receivedAt: receivedAt.toISOString(),
      fingerprint,
      submission: intake.submission,
      text: formatContactMessage(
        intake.submission,
        formatSubmissionTime(receivedAt, options.timeZone),
        options.brand(),
      ),
    }
    if (intake.spam) {
      const kept = outbox.refuse(lead, intake.spam)
      log('warn', 'lead.refused', { reason: intake.spam, lead: kept?.lead.id ?? null, kept: Boolean(kept) })
      return spamAnswer(intake.spam)
    }
    const wait = Math.max(limits.perAddress.waitMs(address, now()), limits.global.waitMs('all', now()))
    if (wait > 0) {
      // Not kept here: the visitor's browser keeps it and sends it again on the next visit.
      log('warn', 'lead.refused', {
        reason: 'rate-limited',
        retryInMs: wait,
        perAddress: limits.perAddress.waitMs(address, now()) > 0,
      })
      return { status: 'rate-limited', retryAfterSeconds: Math.ceil(wait / 1000) }
    }
    limits.perAddress.record(address, now())
    limits.global.record('all', now())

    const accepted = outbox.accept(lead)
    log('info', 'lead.accepted', { lead: lead.id })
    if (!courier.configured) {
      log('error', 'lead.not-configured', {
        lead: lead.id,
        action: 'set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID and restart: pending leads are sent then',
      })
      return { status: 'not-configured' }
    }
    return resultOf((await courier.deliverNow(accepted.lead.id)) ?? accepted, true)
  }
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (declared > limit) {
      reject(new HttpError(413, `The body may be at most ${limit} bytes.`))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new HttpError(413, `The body may be at most ${limit} bytes.`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Same-origin only: a page elsewhere cannot post leads through a visitor's browser. */
function isCrossOrigin(req: http.IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = req.headers.origin
  if (!origin) return false
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

function send(res: http.ServerResponse, result: ContactResult, status = HTTP_STATUS[result.status]): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  }
  if (result.status === 'rate-limited') headers['Retry-After'] = String(result.retryAfterSeconds)
  res.writeHead(status, headers).end(JSON.stringify(result))
}

/** The HTTP side: method, origin, content type and size, then the lead handler. */
export function createContactRelay(
  options: RelayOptions & { clientAddress: (req: http.IncomingMessage) => string },
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const handle = createLeadHandler(options)
  return async (req, res) => {
    try {
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST')
        send(res, { status: 'error', message: 'Use POST.' }, 405)
        return
      }
      if (isCrossOrigin(req)) throw new HttpError(403, 'Requests from other sites are not accepted.')
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
        throw new HttpError(415, 'The body must be application/json.')
      let body: unknown
      try {
        body = JSON.parse(await readBody(req, CONTACT_BODY_MAX_BYTES))
      } catch (error) {
        if (error instanceof HttpError) throw error
        throw new HttpError(400, 'The body is not valid JSON.')
      }
      send(res, await handle(body, options.clientAddress(req)))
    } catch (error) {
      if (error instanceof HttpError) {
        options.log('warn', 'contact.refused-request', { status: error.status, reason: error.message })
        send(res, { status: 'error', message: error.message }, error.status)
        return
      }
      options.log('error', 'contact.failed', { error: String(error) })
      if (!res.headersSent) send(res, { status: 'error', message: 'The message could not be stored.' }, 500)
      else res.destroy()
    }
  }
}
