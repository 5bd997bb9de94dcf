/**
 * The `POST /api/contact` contract for a static deployment, as an edge function (Cloudflare Pages
 * Functions: functions/api/contact.ts). Same checks and answers as the production server's relay; the
 * differences come from the platform:
 * - durability: with a KV namespace bound as LEADS, a lead that cannot be delivered at once is kept
 *   there (pending:<id>) and retried at the start of later requests; without one, the answer is an
 *   error and the visitor's browser keeps the lead and sends it again on the next visit;
 * - idempotency and duplicates are remembered in LEADS (a week), rate limits per address too;
 * - attempts within one request are bounded, since a request cannot wait for minutes.
 */
import { CONTACT_BODY_MAX_BYTES, HTTP_STATUS, type ContactResult } from '../api'
import { leadFingerprint, screenSubmission } from './intake'
import {
  formatContactMessage,
  formatSubmissionTime,
  isTelegramConfigured,
  sendMessage,
  telegramConfigFromEnv,
  type DeliveryResult,
  type TelegramConfig,
} from './telegram'

/** The part of a Workers KV namespace the relay uses. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>
  delete(key: string): Promise<void>
  list(options: { prefix: string }): Promise<{ keys: { name: string }[] }>
}

export interface EdgeEnv {
  TELEGRAM_BOT_TOKEN?: string
  TELEGRAM_CHAT_ID?: string
  TELEGRAM_TOPIC_ID?: string
  TELEGRAM_API_BASE?: string
  LEAD_TIME_ZONE?: string
  /** "5/10": five leads per address per ten minutes (the production server's default). */
  RATE_LIMIT_PER_ADDRESS?: string
  LEADS?: KeyValueStore
}

export interface EdgeContext {
  /** Keeps the function alive for background work after the answer (retries of pending leads). */
  waitUntil(promise: Promise<unknown>): void
}

export interface EdgeDeps {
  fetch: typeof fetch
  now: () => number
  /** Pause between attempts within one request. */
  sleep: (ms: number) => Promise<void>
  brand: string
  log: (event: string, fields: Record<string, unknown>) => void
}

const WEEK_SECONDS = 7 * 24 * 60 * 60
const DAY_SECONDS = 24 * 60 * 60
/** Attempts within one request, and the pauses between them. */
const IN_REQUEST_PAUSES_MS = [500, 1500]
/** A 429 asking for longer than this is not waited for inside a request. */
const LONGEST_IN_REQUEST_WAIT_MS = 5000

interface PendingLead {
  id: string
  key: string
  fingerprint: string
  text: string
  attempts: number
  lastError: string
}

function json(result: ContactResult, status = HTTP_STATUS[result.status]): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  }
  if (result.status === 'rate-limited') headers['Retry-After'] = String(result.retryAfterSeconds)
  return new Response(JSON.stringify(result), { status, headers })
}

function perAddressLimit(env: EdgeEnv): { limit: number; windowSeconds: number } {
  const match = /^(\d+)\/(\d+)$/.exec(env.RATE_LIMIT_PER_ADDRESS?.trim() ?? '')
  return match
    ? { limit: Number(match[1]), windowSeconds: Number(match[2]) * 60 }
    : { limit: 5, windowSeconds: 600 }
}

/** Up to three attempts, honouring a short retry_after; the last result is returned. */
async function deliverWithinRequest(
  config: TelegramConfig,
  text: string,
  deps: EdgeDeps,
): Promise<DeliveryResult> {
  let result = await sendMessage(config, text, { fetch: deps.fetch })
  for (const pause of IN_REQUEST_PAUSES_MS) {
    if (result.outcome !== 'retry') return result
    const wait = result.retryAfterMs ?? pause
    if (wait > LONGEST_IN_REQUEST_WAIT_MS) return result
    await deps.sleep(wait)
    result = await sendMessage(config, text, { fetch: deps.fetch })
  }
  return result
}

/** Retries the leads kept in LEADS after an earlier failure. */
async function flushPendingLeads(env: EdgeEnv, deps: EdgeDeps): Promise<number> {
  const store = env.LEADS
  const config = telegramConfigFromEnv(env as Record<string, string | undefined>)
  if (!store || !isTelegramConfigured(config)) return 0
  let delivered = 0
  for (const { name } of (await store.list({ prefix: 'pending:' })).keys) {
    const raw = await store.get(name)
    if (!raw) continue
    const lead = JSON.parse(raw) as PendingLead
    const result = await sendMessage(config, lead.text, { fetch: deps.fetch })
    if (result.outcome === 'delivered') {
      await store.put(`key:${lead.key}`, 'sent', { expirationTtl: WEEK_SECONDS })
      await store.delete(name)
      delivered++
      deps.log('lead.delivered', { lead: lead.id, attempt: lead.attempts + 1 })
    } else {
      await store.put(name, JSON.stringify({ ...lead, attempts: lead.attempts + 1, lastError: result.error }))
      deps.log('lead.retry', { lead: lead.id, attempt: lead.attempts + 1, error: result.error })
    }
  }
  return delivered
}

async function tooManyFrom(env: EdgeEnv, address: string, now: number): Promise<number> {
  const store = env.LEADS
  if (!store) return 0
  const { limit, windowSeconds } = perAddressLimit(env)
  const slot = Math.floor(now / 1000 / windowSeconds)
  const counter = `rate:${address}:${slot}`
  const count = Number((await store.get(counter)) ?? 0)
  if (count >= limit) return (slot + 1) * windowSeconds - Math.floor(now / 1000)
  await store.put(counter, String(count + 1), { expirationTtl: Math.max(60, windowSeconds * 2) })
  return 0
}

export async function handleEdgeContact(
  request: Request,
  env: EdgeEnv,
  context: EdgeContext,
  deps: EdgeDeps,
): Promise<Response> {
  const store = env.LEADS
  context.waitUntil(
    flushPendingLeads(env, deps).catch((error: unknown) =>
      deps.log('lead.flush-failed', { error: String(error) }),
    ),
  )

  if (request.method !== 'POST') return json({ status: 'error', message: 'Use POST.' }, 405)
  const origin = request.headers.get('Origin')
  if (
    request.headers.get('Sec-Fetch-Site') === 'cross-site' ||
    (origin && new URL(origin).host !== new URL(request.url).host)
  )
    return json({ status: 'error', message: 'Requests from other sites are not accepted.' }, 403)
  if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? ''))
    return json({ status: 'error', message: 'The body must be application/json.' }, 415)
  const raw = await request.text()
  if (new TextEncoder().encode(raw).length > CONTACT_BODY_MAX_BYTES)
    return json({ status: 'error', message: `The body may be at most ${CONTACT_BODY_MAX_BYTES} bytes.` }, 413)
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return json({ status: 'error', message: 'The body is not valid JSON.' })
  }

  const intake = screenSubmission(body)
  if (intake.kind === 'malformed') return json({ status: 'error', message: intake.message })
  if (intake.kind === 'invalid') return json({ status: 'invalid', errors: intake.errors })
  if (intake.spam) {
    deps.log('lead.refused', { reason: intake.spam })
    return json(
      intake.spam === 'honeypot' ? { status: 'sent' } : { status: 'rate-limited', retryAfterSeconds: 5 },
    )
  }

  const config = telegramConfigFromEnv(env as Record<string, string | undefined>)
  if (!isTelegramConfigured(config)) {
    deps.log('lead.not-configured', {})
    return json({ status: 'not-configured' })
  }
  const fingerprint = leadFingerprint(intake.submission)
  const known =
    store && ((await store.get(`key:${intake.key}`)) ?? (await store.get(`fingerprint:${fingerprint}`)))
  if (known) return json(known === 'sent' ? { status: 'sent' } : { status: 'queued' })

  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown'
  const wait = await tooManyFrom(env, address, deps.now())
  if (wait > 0) {
    deps.log('lead.refused', { reason: 'rate-limited' })
    return json({ status: 'rate-limited', retryAfterSeconds: wait })
  }

  const receivedAt = new Date(deps.now())
  const id = `${receivedAt.toISOString()}-${intake.key.slice(0, 8)}`
  const text = formatContactMessage(
    intake.submission,
    formatSubmissionTime(receivedAt, env.LEAD_TIME_ZONE?.trim() || 'Europe/Kyiv'),
    deps.brand,
  )
  const result = await deliverWithinRequest(config, text, deps)
  if (result.outcome === 'delivered') {
    await store?.put(`key:${intake.key}`, 'sent', { expirationTtl: WEEK_SECONDS })
    await store?.put(`fingerprint:${fingerprint}`, 'sent', { expirationTtl: DAY_SECONDS })
    deps.log('lead.delivered', { lead: id, attempt: 1 })
    return json({ status: 'sent' })
  }
  deps.log(result.outcome === 'rejected' ? 'lead.rejected' : 'lead.retry', {
    lead: id,
    status: result.status ?? null,
    error: result.error,
  })
  if (!store) return json({ status: 'error', message: 'The chat could not be reached.' }, 503)
  const pending: PendingLead = {
    id,
    key: intake.key,
    fingerprint,
    text,
    attempts: 1,
    lastError: result.error,
  }
  await store.put(`pending:${id}`, JSON.stringify(pending))
  await store.put(`key:${intake.key}`, 'queued', { expirationTtl: WEEK_SECONDS })
  await store.put(`fingerprint:${fingerprint}`, 'queued', { expirationTtl: DAY_SECONDS })
  return json({ status: 'queued' })
}
