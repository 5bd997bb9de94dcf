/**
 * The front `npm run serve:edge` puts before the Worker on workerd: it passes every request through
 * and sets CF-Connecting-IP to the address of the connection it accepted. Deployed, Cloudflare sets
 * that header and the Worker believes it; locally, Miniflare (as under `wrangler dev`) keeps the one
 * a client sends, so without this front anyone could pick the address the per-address limit counts.
 */
import http from 'node:http'
import { HEALTH_PATH } from '../../relay/upkeep'
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

/**
 * The request's headers for the Worker, as raw pairs (repeated headers stay as sent); without
 * Accept-Encoding when this front reads the answer itself.
 */
function headersFor(request: http.IncomingMessage, { plainAnswer = false } = {}): string[] {
  const raw = request.rawHeaders
  const headers: string[] = []
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase()
    if (name === CONNECTING_ADDRESS || HOP_BY_HOP.has(name)) continue
    if (plainAnswer && name === 'accept-encoding') continue
    headers.push(raw[index]!, raw[index + 1]!)
  }
  headers.push('CF-Connecting-IP', plainAddress(request.socket.remoteAddress))
  return headers
}

/**
 * The Worker's response headers for the visitor, without hop-by-hop ones; without the body's length
 * and encoding when this front writes another body.
 */
function responseHeaders(response: http.IncomingMessage, { rewrittenBody = false } = {}): string[] {
  const raw = response.rawHeaders
  const headers: string[] = []
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase()
    if (HOP_BY_HOP.has(name)) continue
    if (rewrittenBody && (name === 'content-length' || name === 'content-encoding')) continue
    headers.push(raw[index]!, raw[index + 1]!)
  }
  return headers
}

/** A health check an uptime monitor makes (GET or HEAD /healthz, any query). */
function isHealthCheck(request: http.IncomingMessage): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.url?.split('?')[0] === HEALTH_PATH
}

/**
 * The Worker's health report as 503 "unavailable" for a `problem` it cannot see (the disk under its
 * database), its counts kept, as the Node server's report says it.
 */
function answerUnavailable(answer: http.IncomingMessage, response: http.ServerResponse, problem: string) {
  const chunks: Buffer[] = []
  answer.on('data', (chunk: Buffer) => chunks.push(chunk))
  answer.on('error', () => response.destroy())
  answer.on('end', () => {
    let report: Record<string, unknown> = {}
    try {
      report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    } catch {
      // No report (a 5xx page of the runtime): the problem alone.
    }
    const { status: _, error: __, ...rest } = report
    const body = JSON.stringify({ status: 'unavailable', error: problem, ...rest })
    response.writeHead(503, responseHeaders(answer, { rewrittenBody: true }))
    response.end(response.req.method === 'HEAD' ? undefined : body)
  })
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
  /**
   * Why the local database cannot take a lead though the Worker may not know it yet (a full disk
   * under it: D1 reads on, and its log has room to reuse), or undefined. Asked on each health check,
   * which it turns into a 503, as `npm run serve` answers.
   */
  healthProblem?: () => Promise<string | undefined>,
): http.Server {
  const keptAlive = new http.Agent({ keepAlive: true })
  const oneEach = new http.Agent({ keepAlive: false })
  const server = http.createServer(async (request, response) => {
    const problem =
      healthProblem && isHealthCheck(request)
        ? await healthProblem().catch((error: unknown) => `The disk cannot be read: ${String(error)}`)
        : undefined
    const bodiless = hasNoBody(request)
    const forward = (retried: boolean) => {
      const forwarded = http.request({
        agent: bodiless ? keptAlive : oneEach,
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: headersFor(request, { plainAnswer: problem !== undefined }),
      })
      forwarded.on('response', (answer) => {
        if (problem !== undefined) return answerUnavailable(answer, response, problem)
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
