/**
 * A stand-in for the Telegram Bot API on 127.0.0.1, as strict as Telegram, for every test of the
 * lead path (the relay in-process, both servers as processes, the end-to-end tests through
 * tests/e2e/support/telegram-stand-in.ts). Its sendMessage knows one bot and one chat: another token
 * gets 401 and another chat 400 "chat not found", as Telegram answers; the text is parsed as Telegram
 * parses it (telegramHtml.ts: the documented tags and entities only, 4096 characters once parsed)
 * and refused with Telegram's own description otherwise. It records every sendMessage it receives.
 *
 * Tests choose what Telegram does beyond that, for everyone or per company named in the message, so
 * parallel tests choose their own outcome: ok (after a delay), an error status with Telegram's
 * description (with retry_after for 429: see TELEGRAM_ERRORS), a malformed body, no answer at all
 * (hang), a reset connection, or nothing listening (down). Over HTTP: POST /__behave {company?,
 * behaviour}; GET /__requests?company=X lists what arrived for a company (all of it without the
 * parameter).
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { telegramText, type MessageEntity } from './telegramHtml'

/** The bot and chat the stand-in knows, unless it is told others. */
export const STAND_IN_BOT = { token: '123456:relay-test-token', chatId: '-1001' } as const

export type StandInBehaviour =
  | { kind: 'ok'; delayMs?: number }
  | { kind: 'error'; status: number; description: string; retryAfter?: number }
  | { kind: 'malformed'; status: number }
  | { kind: 'hang' }
  | { kind: 'reset' }

/** What Telegram answers when it refuses a message for who sends it or where, or asks to wait. */
export const TELEGRAM_ERRORS = {
  blocked: { kind: 'error', status: 403, description: 'Forbidden: bot was blocked by the user' },
  kicked: { kind: 'error', status: 403, description: 'Forbidden: bot was kicked from the group chat' },
  floodWait: (seconds: number) =>
    ({
      kind: 'error',
      status: 429,
      description: `Too Many Requests: retry after ${seconds}`,
      retryAfter: seconds,
    }) as const,
} satisfies Record<string, StandInBehaviour | ((...args: never[]) => StandInBehaviour)>

export interface ReceivedMessage {
  path: string
  body: { chat_id?: string; text?: string; parse_mode?: string; message_thread_id?: number }
  /** The company the message names ("Company: ..." as the chat shows it), or ''. */
  company: string
  /** What the stand-in did with it: 'refused' is Telegram's own refusal of the request. */
  answered: StandInBehaviour['kind'] | 'refused'
  /** The answer's status and description, when it was not ok. */
  status?: number
  description?: string
  /** The text as the chat shows it, with its entities, once accepted. */
  shown?: { text: string; entities: MessageEntity[] }
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

export interface StandInOptions {
  port?: number
  token?: string
  chatId?: string
  /** Forum topics of the chat (message_thread_id); none by default. */
  topics?: number[]
}

/** The company a sendMessage names, in HTML parse mode or as plain text. */
export function companyOf(body: ReceivedMessage['body']): string {
  const parsed = telegramText(body.text, body.parse_mode)
  const text = parsed.ok ? parsed.text : String(body.text ?? '').replace(/<\/?b>/g, '')
  return /^Company: (.*)$/m.exec(text)?.[1] ?? ''
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

type Refusal = { status: number; description: string }

/** Telegram's refusal of a sendMessage call to `path`, or its text as the chat shows it. */
function checkSendMessage(
  path: string,
  body: ReceivedMessage['body'],
  bot: Required<Omit<StandInOptions, 'port'>>,
): Refusal | { shown: NonNullable<ReceivedMessage['shown']> } {
  const match = /^\/bot([^/]*)\/([^/]*)$/.exec(path)
  // A token that is not one of a bot's: the Bot API has no such address.
  if (!match || !/^\d+:[\w-]+$/.test(match[1]!)) return { status: 404, description: 'Not Found' }
  if (match[1] !== bot.token) return { status: 401, description: 'Unauthorized' }
  if (match[2]!.toLowerCase() !== 'sendmessage') return { status: 404, description: 'Not Found' }
  if (body.chat_id === undefined || String(body.chat_id) === '')
    return { status: 400, description: 'Bad Request: chat_id is empty' }
  if (String(body.chat_id) !== bot.chatId) return { status: 400, description: 'Bad Request: chat not found' }
  if (body.message_thread_id !== undefined && !bot.topics.includes(Number(body.message_thread_id)))
    return { status: 400, description: 'Bad Request: message thread not found' }
  const parsed = telegramText(body.text, body.parse_mode)
  if (!parsed.ok) return { status: 400, description: parsed.description }
  return { shown: { text: parsed.text, entities: parsed.entities } }
}

/** A stand-in on `port`, or on a free port of OWN_PORTS when none is given. */
export async function startTelegramStandIn(options: StandInOptions = {}): Promise<TelegramStandIn> {
  const { port } = options
  const bot = {
    token: options.token ?? STAND_IN_BOT.token,
    chatId: options.chatId ?? STAND_IN_BOT.chatId,
    topics: options.topics ?? [],
  }
  const received: ReceivedMessage[] = []
  let everyone: StandInBehaviour = { kind: 'ok' }
  const byCompany = new Map<string, StandInBehaviour>()
  const sockets = new Set<Socket>()
  let open = 0
  let peak = 0

  const answer = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  const refuse = (res: http.ServerResponse, { status, description }: Refusal, retryAfter?: number) =>
    answer(res, status, {
      ok: false,
      error_code: status,
      description,
      ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}),
    })

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk))
    req.on('end', () => {
      if (url.pathname === '/__requests') {
        const company = url.searchParams.get('company')
        answer(res, 200, company === null ? received : received.filter((entry) => entry.company === company))
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
        // Telegram finds no parameters in it
      }
      const company = companyOf(body)
      const behaviour = byCompany.get(company) ?? everyone
      const entry: ReceivedMessage = {
        path: url.pathname,
        body,
        company,
        answered: behaviour.kind,
        at: Date.now(),
      }
      received.push(entry)
      peak = Math.max(peak, ++open)
      res.on('close', () => open--)
      switch (behaviour.kind) {
        case 'ok': {
          const checked = checkSendMessage(url.pathname, body, bot)
          if ('shown' in checked) entry.shown = checked.shown
          else Object.assign(entry, { answered: 'refused', ...checked })
          const messageId = received.length
          setTimeout(() => {
            if ('shown' in checked) answer(res, 200, { ok: true, result: { message_id: messageId } })
            else refuse(res, checked)
          }, behaviour.delayMs ?? 0)
          return
        }
        case 'error':
          Object.assign(entry, { status: behaviour.status, description: behaviour.description })
          refuse(res, behaviour, behaviour.retryAfter)
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
        (entry) => entry.answered === 'ok' && (company === undefined || entry.company === company),
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
