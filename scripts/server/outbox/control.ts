/**
 * The operator's line to a running server: an HTTP endpoint on a Unix socket inside DATA_DIR (so only
 * who may read the outbox may use it). `npm run leads` lists and re-sends leads through it.
 */
import { rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Courier } from './courier'
import type { Outbox } from './outbox'
import type { LeadState } from './records'

function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock')
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

/** Re-sends a failed or refused lead now; resolves with its state after the attempt. */
export async function resendLead(
  outbox: Outbox,
  courier: Courier,
  id: string,
): Promise<LeadState | undefined> {
  outbox.requeue(id)
  return courier.deliverNow(id)
}

export async function startControlSocket(
  dataDir: string,
  outbox: Outbox,
  courier: Courier,
): Promise<http.Server> {
  const socket = controlSocketPath(dataDir)
  // The outbox lock is ours, so a socket file left here belongs to a server that is gone.
  rmSync(socket, { force: true })
  const server = http.createServer((req, res) => {
    const resend = /^\/leads\/([\w-]+)\/resend$/.exec(req.url ?? '')
    if (req.method === 'GET' && req.url === '/leads') {
      reply(res, 200, outbox.all())
    } else if (req.method === 'POST' && resend) {
      resendLead(outbox, courier, resend[1]!).then(
        (state) => reply(res, 200, state),
        (error: unknown) =>
          reply(res, 409, { error: error instanceof Error ? error.message : String(error) }),
      )
    } else {
      reply(res, 404, { error: 'Unknown command.' })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socket, resolve)
  })
  return server
}

/** A command to the running server, or undefined when no server is running. */
export function askServer(
  dataDir: string,
  method: 'GET' | 'POST',
  urlPath: string,
): Promise<{ status: number; body: unknown } | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketPath(dataDir), method, path: urlPath }, (res) => {
      let raw = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (raw += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(raw || 'null') }))
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error),
    )
    request.end()
  })
}
