/**
 * A stand-in for the Telegram Bot API on 127.0.0.1, for the relay's tests. It records every
 * sendMessage it receives and answers as told: ok, an error status (with retry_after for 429), a
 * malformed body, no answer at all (hang), a reset connection, or nothing listening (down).
 * Behaviour can be set for everyone or per company named in the message, so parallel tests choose
 * their own outcome: over HTTP with POST /__behave {company?, behaviour}; GET /__requests?company=X
 * lists what arrived for a company (all of it without the parameter).
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type StandInBehaviour =
  | { kind: 'ok'; delayMs?: number }
  | { kind: 'error'; status: number; description: string; retryAfter?: number }
  | { kind: 'malformed'; status: number }
  | { kind: 'hang' }
  | { kind: 'reset' }

export interface ReceivedMessage {
  path: string
  body: { chat_id?: string; text?: string; parse_mode?: string; message_thread_id?: number }
  /** What the stand-in did with it. */
  answered: StandInBehaviour['kind']
  at: number
}

export interface TelegramStandIn {
  url: string
  received: ReceivedMessage[]
  /** The messages answered ok: what the agency's chat now shows. */
  delivered(company?: string): ReceivedMessage[]
  /** The most sendMessage calls that were open at once, since the start or the last reset. */
  peakConcurrency(reset?: boolean): number
  behave(behaviour: StandInBehaviour, company?: string): void
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

export function companyOf(text: unknown): string {
  return /<b>Company:<\/b> (.*)/.exec(String(text))?.[1] ?? ''
}

/**
 * Where a stand-in without a port of its own listens: below the range the system hands out for
 * listen(0) and for the local end of a connection (Linux: 32768 up), so that a port freed by down()
 * is still free for up(). An ephemeral one was taken by another server of the same test meanwhile.
 */
const OWN_PORTS = { from: 20_000, to: 32_767 }
const OWN_PORT_TRIES = 50

function isInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
}

/** A stand-in on `port`, or on a free port of OWN_PORTS when none is given. */
export async function startTelegramStandIn(port?: number): Promise<TelegramStandIn> {
  const received: ReceivedMessage[] = []
  let everyone: StandInBehaviour = { kind: 'ok' }
  const byCompany = new Map<string, StandInBehaviour>()
  const sockets = new Set<Socket>()
  let open = 0
  let peak = 0

  const answer = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk))
    req.on('end', () => {
      if (url.pathname === '/__requests') {
        const company = url.searchParams.get('company')
        answer(
          res,
          200,
          company === null ? received : received.filter((entry) => companyOf(entry.body.text) === company),
        )
        return
      }
      if (url.pathname === '/__behave') {
        const { company, behaviour } = JSON.parse(raw) as { company?: string; behaviour: StandInBehaviour }
        if (company) byCompany.set(company, behaviour)
        else everyone = behaviour
        answer(res, 200, { ok: true })
        return
      }
      let body: ReceivedMessage['body'] = {}
      try {
        body = JSON.parse(raw || '{}') as ReceivedMessage['body']
      } catch {
        // recorded as sent
      }
      const behaviour = byCompany.get(companyOf(body.text)) ?? everyone
      received.push({ path: url.pathname, body, answered: behaviour.kind, at: Date.now() })
      peak = Math.max(peak, ++open)
      res.on('close', () => open--)
      switch (behaviour.kind) {
        case 'ok':
          setTimeout(
            () => answer(res, 200, { ok: true, result: { message_id: received.length } }),
            behaviour.delayMs ?? 0,
          )
          return
        case 'error':
          answer(res, behaviour.status, {
            ok: false,
            error_code: behaviour.status,
            description: behaviour.description,
            ...(behaviour.retryAfter ? { parameters: { retry_after: behaviour.retryAfter } } : {}),
          })
          return
        case 'malformed':
          res.writeHead(behaviour.status, { 'Content-Type': 'text/html' }).end('<html>502 Bad Gateway</html>')
          return
        case 'hang':
          return
        case 'reset':
          req.socket.destroy()
          return
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
      server.closeAllConnections()
    })
  if (port !== undefined) await listen(port)
  else {
    for (let attempt = 1; ; attempt++) {
      const candidate = OWN_PORTS.from + Math.floor(Math.random() * (OWN_PORTS.to - OWN_PORTS.from + 1))
      try {
        await listen(candidate)
        break
      } catch (error) {
        if (!isInUse(error) || attempt === OWN_PORT_TRIES) throw error
      }
    }
  }
  const actualPort = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${actualPort}`,
    received,
    delivered: (company) =>
      received.filter(
        (entry) =>
          entry.answered === 'ok' && (company === undefined || companyOf(entry.body.text) === company),
      ),
    peakConcurrency(reset = false) {
      const seen = peak
      if (reset) peak = open
      return seen
    },
    behave(behaviour, company) {
      if (company) byCompany.set(company, behaviour)
      else everyone = behaviour
    },
    down: stop,
    up: () => (server.listening ? Promise.resolve() : listen(actualPort)),
    close: stop,
  }
}
