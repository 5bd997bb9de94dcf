/**
 * The operator's line to a running server: HTTP on a Unix socket inside DATA_DIR, readable and
 * writable by the server's user only (0600, whatever the umask), so only who may read the outbox may
 * use it. `npm run leads` talks to it while the server runs, since the server holds the database.
 */
import { chmodSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { LEAD_STATUSES, type LeadStatus } from '../../relay/leadStore'
import { OperatorError, type OperatorCommands } from './operator'

function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock')
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

/** The command a request names, run against the outbox. */
function route(commands: OperatorCommands, method: string, url: URL): Promise<unknown> | undefined {
  const lead = /^\/leads\/([^/]+)(\/resend)?$/.exec(url.pathname)
  const id = lead ? decodeURIComponent(lead[1]!) : ''
  if (method === 'GET' && url.pathname === '/summary') return commands.summary()
  if (method === 'GET' && url.pathname === '/leads') {
    const status = url.searchParams.get('status')
    return commands.list(LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : undefined)
  }
  if (method === 'GET' && lead && !lead[2]) return commands.show(id)
  if (method === 'POST' && lead?.[2]) return commands.resend(id)
  if (method === 'DELETE' && lead && !lead[2]) return commands.remove(id)
  const backupTo = url.searchParams.get('to')
  if (method === 'POST' && url.pathname === '/backup' && backupTo) return commands.backup(backupTo)
  return undefined
}

export async function startControlSocket(dataDir: string, commands: OperatorCommands): Promise<http.Server> {
  const socket = controlSocketPath(dataDir)
  // The outbox is ours alone, so a socket file left here belongs to a server that is gone.
  rmSync(socket, { force: true })
  const server = http.createServer((req, res) => {
    const work = route(commands, req.method ?? 'GET', new URL(req.url ?? '/', 'http://control'))
    if (!work) {
      reply(res, 404, { error: 'Unknown command.' })
      return
    }
    work.then(
      (body) => reply(res, 200, body ?? null),
      (error: unknown) =>
        reply(res, error instanceof OperatorError ? 409 : 500, {
          error: error instanceof Error ? error.message : String(error),
        }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socket, resolve)
  })
  chmodSync(socket, 0o600)
  return server
}

/** A command to the running server, or undefined when no server is running. */
export function askServer(
  dataDir: string,
  method: 'GET' | 'POST' | 'DELETE',
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
