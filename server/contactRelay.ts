/**
 * POST /api/contact on the Node server: node:http's request and response around the relay's own
 * handling (relay/relay.ts). The bot token never leaves this process.
 */
import type http from 'node:http'
import { BodyTooLargeError } from '../relay/contactHttp'
import type { Relay } from '../relay/relay'

export function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The body, counted as it arrives, whatever its framing. Past `maxBytes` nothing more is kept and the
 * promise rejects, but the connection stays open: node:http reads and drops the rest once the 413 has
 * been sent (within the server's requestTimeout), so the client gets its answer instead of a reset.
 */
export function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const collect = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        req.off('data', collect)
        req.resume()
        reject(new BodyTooLargeError(maxBytes))
        return
      }
      chunks.push(chunk)
    }
    req.on('data', collect)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function createContactRelay(
  relay: Pick<Relay, 'contact'>,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  return async (req, res) => {
    const response = await relay.contact({
      method: req.method ?? 'GET',
      header: (name) => header(req, name),
      // This server speaks plain HTTP: TLS, if any, ends at a proxy (X-Forwarded-Proto, TRUST_PROXY).
      scheme: 'http',
      host: header(req, 'host') ?? '',
      connection: req.socket.remoteAddress ?? 'unknown',
      readBody: (maxBytes) => readBody(req, maxBytes),
    })
    res.writeHead(response.status, response.headers).end(response.body)
  }
}
