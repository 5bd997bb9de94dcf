import { readFileSync } from 'node:fs'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { STAND_IN_BOT, startTelegramStandIn, TELEGRAM_ERRORS } from '../support/telegramStandIn'

/** The lowest port Linux hands out for listen(0) and for a connection's own end. */
function lowestEphemeralPort(): number {
  return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
}

const portOf = (url: string) => Number(new URL(url).port)

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

describe('the Telegram stand-in', () => {
  it('listens below the ports the system hands out, so that the port down() frees is still free for up()', async () => {
    const standIns = await Promise.all([1, 2, 3].map(() => startTelegramStandIn()))
    try {
      const ports = standIns.map((standIn) => portOf(standIn.url))
      expect(new Set(ports).size).toBe(ports.length)
      for (const port of ports) expect(port).toBeLessThan(lowestEphemeralPort())
      const [first] = standIns
      await first!.down()
      expect(await refused(portOf(first!.url))).toBe(true)
      await first!.up()
      expect((await fetch(`${first!.url}/__requests`)).ok).toBe(true)
    } finally {
      await Promise.all(standIns.map((standIn) => standIn.close()))
    }
  })

  it('answers sendMessage as Telegram does: its JSON, its statuses and descriptions, retry_after with a 429', async () => {
    const standIn = await startTelegramStandIn()
    const send = async (body: object, token: string = STAND_IN_BOT.token) => {
      const response = await fetch(`${standIn.url}/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return [response.status, await response.json()]
    }
    const chat = { chat_id: STAND_IN_BOT.chatId }
    try {
      expect(await send({ ...chat, text: '<b>Company:</b> A &amp; B', parse_mode: 'HTML' })).toEqual([
        200,
        { ok: true, result: { message_id: 1 } },
      ])
      expect(await send({ ...chat, text: 'x <id>', parse_mode: 'HTML' })).toEqual([
        400,
        {
          ok: false,
          error_code: 400,
          description: 'Bad Request: can\'t parse entities: Unsupported start tag "id" at byte offset 2',
        },
      ])
      expect(await send({ ...chat, text: 'hi' }, '123456:other')).toEqual([
        401,
        { ok: false, error_code: 401, description: 'Unauthorized' },
      ])
      expect(await send({ chat_id: '-5', text: 'hi' })).toEqual([
        400,
        { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
      ])
      standIn.behave(TELEGRAM_ERRORS.floodWait(3))
      expect(await send({ ...chat, text: 'hi' })).toEqual([
        429,
        {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 3',
          parameters: { retry_after: 3 },
        },
      ])
      expect(standIn.received.map((entry) => [entry.company, entry.answered])).toEqual([
        ['A & B', 'ok'],
        ['', 'refused'],
        ['', 'refused'],
        ['', 'refused'],
        ['', 'error'],
      ])
      expect(standIn.delivered().map((entry) => entry.shown?.text)).toEqual(['Company: A & B'])
    } finally {
      await standIn.close()
    }
  })
})
