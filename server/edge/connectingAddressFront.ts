/**
 * The front `npm run serve:edge` puts before the Worker on workerd: it passes every request through
 * and sets CF-Connecting-IP to the address of the connection it accepted. Deployed, Cloudflare sets
 * that header and the Worker believes it; locally, Miniflare (as under `wrangler dev`) keeps the one
 * a client sends, so without this front anyone could pick the address the per-address limit counts.
 */
import http from 'node:http'
import { answerClientErrors } from '../clientErrors'

/** Hop-by-hop headers (RFC 9110, 7.6.1): they describe one connection, not the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
])

/** The header the Worker reads the visitor's address from. */
const CONNECTING_ADDRESS = 'cf-connecting-ip'

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
function plainAddress(address: string | undefined): string {
  return (address ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '')
}

/** The request's headers for the Worker, as raw pairs (repeated headers stay as sent). */
function headersFor(request: http.IncomingMessage): string[] {
  const raw = request.rawHeaders
  const headers: string[] = []
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase()
    if (name !== CONNECTING_ADDRESS && !HOP_BY_HOP.has(name)) headers.push(raw[index]!, raw[index + 1]!)
  }
  headers.push('CF-Connecting-IP', plainAddress(request.socket.remoteAddress))
  return headers
}

/** The Worker's response headers for the visitor, without hop-by-hop ones. */
function responseHeaders(response: http.IncomingMessage): string[] {
  const raw = response.rawHeaders
  const headers: string[] = []
  for (let index = 0; index < raw.length; index += 2)
    if (!HOP_BY_HOP.has(raw[index]!.toLowerCase())) headers.push(raw[index]!, raw[index + 1]!)
  return headers
}

/** A request with nothing after its headers: one that can be sent again as it is. */
function hasNoBody(request: http.IncomingMessage): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')
}

/**
 * A server (not yet listening) that forwards every request to `upstream` (http://host:port).
 *
 * workerd closes a kept-alive connection after an answer that left the request's body unread (a 403
 * or 413), and the close can reach a pooled socket only once a next request has been put on it. So
 * a request without a body rides a kept-alive connection and is sent again, once, on a fresh one if
 * the reused one turns out closed; a request with a body, which cannot be sent twice, gets a
 * connection of its own.
 */
export function connectingAddressFront(
  upstream: { host: string; port: number },
  /** Headers of the answers this server makes itself (the site's security headers). */
  ownHeaders: Record<string, string> = {},
): http.Server {
  const keptAlive = new http.Agent({ keepAlive: true })
  const oneEach = new http.Agent({ keepAlive: false })
  const server = http.createServer((request, response) => {
    const bodiless = hasNoBody(request)
    const forward = (retried: boolean) => {
      const forwarded = http.request({
        agent: bodiless ? keptAlive : oneEach,
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: headersFor(request),
      })
      forwarded.on('response', (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders(answer))
        answer.pipe(response)
        answer.on('error', () => response.destroy())
      })
      forwarded.on('error', () => {
        // The Worker may answer (a 413) before the body is all sent, and then close: its answer stands.
        if (response.headersSent) return
        if (bodiless && forwarded.reusedSocket && !retried) return forward(true)
        response
          .writeHead(502, {
            ...ownHeaders,
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          })
          .end('Bad Gateway')
      })
      response.once('close', () => {
        if (!response.writableFinished) forwarded.destroy()
      })
      if (bodiless) forwarded.end()
      else request.pipe(forwarded)
    }
    forward(false)
  })
  answerClientErrors(server, ownHeaders)
  return server
}
