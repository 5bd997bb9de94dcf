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
  /** The site's origin as the visitor addressed it (scheme, host and port): see requestOrigin. */
  origin: string
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

/** The first value of a header a proxy may have sent as a list. */
const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined

/**
 * The origin the visitor addressed, as `scheme://host[:port]`: the connection's, or behind trusted
 * proxies the scheme and host they forwarded (a proxy that ends TLS or rewrites Host would otherwise
 * make every genuine post look cross-origin). Empty when the host is not one a URL can hold.
 */
export function requestOrigin(
  connection: { scheme: string; host: string },
  forwarded: { proto: string | undefined; host: string | undefined },
  trustProxyHops: number,
): string {
  const proto = trustProxyHops > 0 ? firstValue(forwarded.proto)?.toLowerCase() : undefined
  const scheme = proto === 'http' || proto === 'https' ? proto : connection.scheme
  const host = (trustProxyHops > 0 ? firstValue(forwarded.host) : undefined) ?? connection.host
  try {
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return ''
  }
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

/**
 * Same-origin only, scheme, host and port alike: a page elsewhere cannot post leads through a
 * visitor's browser, nor can the site's http address post to its https one or the reverse.
 */
function isCrossOrigin(request: ContactHttpRequest): boolean {
  if (request.header('sec-fetch-site') === 'cross-site') return true
  const origin = request.header('origin')
  if (origin === undefined) return false
  try {
    return new URL(origin).origin !== request.origin
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return true
  }
}

/**
 * A request body as text, counted as it is read: past `maxBytes` nothing more is kept (the rest is
 * read and dropped) and the promise rejects with BodyTooLargeError, whatever the framing
 * (Content-Length, chunked, none). For hosts whose request body is a web stream (the Worker).
 */
export async function readStreamWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string> {
  if (!body) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Read the rest and drop it rather than cancel the stream: a cancelled upload can cut off the
      // answer on its way back through a proxy (wrangler's), and the client must get its 413.
      while (!(await reader.read()).done);
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
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
  let body: unknown
  try {
    // Read whatever the framing, a declared length past the cap too: what is past the cap is read
    // and dropped, since an answer sent before the upload has ended is cut off on its way back
    // through a proxy that closes the connection (the front of serve:edge, workerd), and the
    // client must get its 413.
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
