/**
 * POST /api/contact on the Node server: the shared HTTP handling (relay/contactHttp.ts) over
 * node:http's request and response. The bot token never leaves this process.
 */
import type http from 'node:http'
import { BodyTooLargeError, clientAddress, handleContactRequest, requestHost } from '../../relay/contactHttp'
import type { RelayAnswer } from '../../relay/leadHandler'
import type { Logger } from './log'

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(new BodyTooLargeError(maxBytes))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function createContactRelay(options: {
  handleLead: (body: unknown, address: string) => Promise<RelayAnswer>
  trustProxyHops: number
  log: Logger
}): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const { trustProxyHops } = options
  return async (req, res) => {
    const response = await handleContactRequest(
      {
        method: req.method ?? 'GET',
        header: (name) => header(req, name),
        host: requestHost(header(req, 'host') ?? '', header(req, 'x-forwarded-host'), trustProxyHops),
        address: clientAddress(
          req.socket.remoteAddress ?? 'unknown',
          header(req, 'x-forwarded-for'),
          trustProxyHops,
        ),
        readBody: (maxBytes) => readBody(req, maxBytes),
      },
      options.handleLead,
      options.log,
    )
    res.writeHead(response.status, response.headers).end(response.body)
  }
}
