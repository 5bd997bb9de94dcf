/**
 * POST /api/contact as HTTP, for both targets: method, origin, content type and size, then the lead
 * handler. The Node server and the Worker each adapt their own request type to ContactHttpRequest.
 */
import { CONTACT_BODY_MAX_BYTES, type ContactResult } from '@/features/contact/api'
import type { RelayAnswer } from './leadHandler'
import type { Logger } from './log'

export interface ContactHttpRequest {
  method: string
  /** A request header (lower-case name), or undefined. */
  header(name: string): string | undefined
  /** The host the visitor addressed: see requestHost. */
  host: string
  /** The visitor's address: see clientAddress. */
  address: string
  /** The body as text; rejects with BodyTooLargeError past `maxBytes`. */
  readBody(maxBytes: number): Promise<string>
}

export interface ContactHttpResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The body may be at most ${maxBytes} bytes.`)
  }
}

/**
 * The host the visitor addressed: behind trusted proxies the one they forwarded (a proxy that
 * rewrites Host would otherwise make every genuine post look cross-origin).
 */
export function requestHost(host: string, forwardedHost: string | undefined, trustProxyHops: number): string {
  const forwarded = forwardedHost?.split(',')[0]?.trim()
  return trustProxyHops > 0 && forwarded ? forwarded : host
}

/** The visitor's address: the connection's, or the one trusted proxies put in X-Forwarded-For. */
export function clientAddress(
  connection: string,
  forwardedFor: string | undefined,
  trustProxyHops: number,
): string {
  if (trustProxyHops === 0) return connection
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? connection
}

/** Same-origin only: a page elsewhere cannot post leads through a visitor's browser. */
function isCrossOrigin(request: ContactHttpRequest): boolean {
  if (request.header('sec-fetch-site') === 'cross-site') return true
  const origin = request.header('origin')
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return true
  }
}

export function contactResponse(result: ContactResult, status: number): ContactHttpResponse {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  if (result.status === 'rate-limited') headers['Retry-After'] = String(result.retryAfterSeconds)
  return { status, headers, body: JSON.stringify(result) }
}

const refusal = (status: number, message: string) => contactResponse({ status: 'error', message }, status)

export async function handleContactRequest(
  request: ContactHttpRequest,
  handleLead: (body: unknown, address: string) => Promise<RelayAnswer>,
  log: Logger,
): Promise<ContactHttpResponse> {
  if (request.method !== 'POST') {
    const response = refusal(405, 'Use POST.')
    response.headers.Allow = 'POST'
    return response
  }
  const refuse = (status: number, message: string) => {
    log('warn', 'contact.refused-request', { status, reason: message })
    return refusal(status, message)
  }
  if (isCrossOrigin(request)) return refuse(403, 'Requests from other sites are not accepted.')
  if (!/^application\/json\b/i.test(request.header('content-type') ?? ''))
    return refuse(415, 'The body must be application/json.')
  if (Number(request.header('content-length')) > CONTACT_BODY_MAX_BYTES)
    return refuse(413, new BodyTooLargeError(CONTACT_BODY_MAX_BYTES).message)
  let body: unknown
  try {
    body = JSON.parse(await request.readBody(CONTACT_BODY_MAX_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, error.message)
    return refuse(400, 'The body is not valid JSON.')
  }
  try {
    const { result, httpStatus } = await handleLead(body, request.address)
    return contactResponse(result, httpStatus)
  } catch (error) {
    // The outbox cannot be read or written: the visitor's browser keeps the lead (a 5xx says so).
    log('error', 'contact.failed', { error: String(error) })
    return refusal(503, 'The message could not be stored.')
  }
}
