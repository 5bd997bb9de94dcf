/**
 * A stand-in for the Telegram Bot API on 127.0.0.1. It answers sendMessage according to the
 * company named in the message, so parallel tests choose their own outcome:
 *   "Refusal Ltd"       -> ok: false, "Bad Request: chat not found"
 *   "Difficulties Inc"  -> ok: false, a description that mentions technical difficulties
 *   "Dropped Co"        -> the connection is destroyed (a network failure)
 *   anything else       -> ok: true, after 400ms (so the sending state can be seen)
 * GET /__requests?company=X lists what it received for that company.
 */
import http from 'node:http'
import { TELEGRAM_STAND_IN_PORT } from './ports'

interface Received {
  path: string
  body: Record<string, unknown>
}

const received: Received[] = []

function companyOf(text: unknown): string {
  return /<b>Company:<\/b> (.*)/.exec(String(text))?.[1] ?? ''
}

const server = http.createServer((req, res) => {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  if (req.method === 'GET' && url.pathname === '/__requests') {
    const company = url.searchParams.get('company') ?? ''
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
    res.end(JSON.stringify(received.filter((entry) => companyOf(entry.body.text) === company)))
    return
  }
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>
    received.push({ path: url.pathname, body })
    const company = companyOf(body.text)
    if (company === 'Dropped Co') {
      req.socket.destroy()
      return
    }
    const reply =
      company === 'Refusal Ltd'
        ? { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } }
        : company === 'Difficulties Inc'
          ? {
              status: 503,
              body: {
                ok: false,
                error_code: 503,
                description: 'Service is experiencing technical difficulties',
              },
            }
          : { status: 200, body: { ok: true, result: { message_id: received.length } } }
    setTimeout(
      () => {
        res.writeHead(reply.status, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify(reply.body))
      },
      reply.status === 200 ? 400 : 0,
    )
  })
})

server.listen(TELEGRAM_STAND_IN_PORT, '127.0.0.1', () => {
  console.log(`Telegram stand-in on http://127.0.0.1:${TELEGRAM_STAND_IN_PORT}`)
})
