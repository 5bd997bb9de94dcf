import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { onRequestPost } from '../../functions/api/contact'
import type { EdgeEnv, KeyValueStore } from '@/features/contact/relay/edgeRelay'
import { leadBody, TEST_TOKEN } from '../support/relayStack'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

/** Workers KV in memory (no expiry needed within a test). */
function memoryKv(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get: async (key) => data.get(key) ?? null,
    put: async (key, value) => void data.set(key, value),
    delete: async (key) => void data.delete(key),
    list: async ({ prefix }) => ({
      keys: [...data.keys()].filter((key) => key.startsWith(prefix)).map((name) => ({ name })),
    }),
  }
}

let standIn: TelegramStandIn
beforeAll(async () => {
  standIn = await startTelegramStandIn()
})
afterEach(() => standIn.behave({ kind: 'ok' }))
afterAll(() => standIn.close())

const deliveredFor = (company: string) => standIn.delivered(company)

/** Calls the Pages Function as Cloudflare would; background work is awaited before returning. */
async function post(env: EdgeEnv, body: unknown, headers: Record<string, string> = {}) {
  const background: Promise<unknown>[] = []
  const response = await onRequestPost({
    request: new Request('https://bandera.example/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://bandera.example',
        'CF-Connecting-IP': '203.0.113.9',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    env,
    waitUntil: (promise) => void background.push(promise),
  })
  await Promise.all(background)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const env = (extra: Partial<EdgeEnv> = {}): EdgeEnv => ({
  TELEGRAM_BOT_TOKEN: TEST_TOKEN,
  TELEGRAM_CHAT_ID: '-1001',
  TELEGRAM_API_BASE: standIn.url,
  ...extra,
})

describe('the edge function (Cloudflare Pages), same contract as the server', () => {
  it('delivers a lead and answers sent', async () => {
    const body = leadBody()
    await expect(post(env(), body)).resolves.toEqual({ status: 200, body: { status: 'sent' } })
    expect(deliveredFor(body.company)).toHaveLength(1)
    expect(deliveredFor(body.company)[0]!.path).toBe(`/bot${TEST_TOKEN}/sendMessage`)
  })

  it('answers invalid, malformed, cross-site, wrong type and oversize requests as the server does', async () => {
    expect(await post(env(), leadBody({ email: 'nope' }))).toEqual({
      status: 422,
      body: { status: 'invalid', errors: { email: 'Please enter a valid email address.' } },
    })
    expect((await post(env(), '{not json')).status).toBe(400)
    expect((await post(env(), leadBody(), { Origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await post(env(), leadBody(), { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await post(env(), leadBody({ message: 'x'.repeat(20_000) }))).status).toBe(413)
  })

  it('says not-configured without the bot settings', async () => {
    expect(await post({}, leadBody())).toEqual({ status: 503, body: { status: 'not-configured' } })
  })

  it('keeps spam away from the chat', async () => {
    const honeypot = leadBody({ website: 'x' })
    expect((await post(env(), honeypot)).body).toEqual({ status: 'sent' })
    expect((await post(env(), leadBody({ fillMs: 10 }))).status).toBe(429)
    expect(deliveredFor(honeypot.company)).toHaveLength(0)
  })

  it('with KV: delivers a doubled POST once and limits leads per address', async () => {
    const LEADS = memoryKv()
    const body = leadBody()
    await post(env({ LEADS, RATE_LIMIT_PER_ADDRESS: '2/10' }), body)
    expect((await post(env({ LEADS, RATE_LIMIT_PER_ADDRESS: '2/10' }), body)).body).toEqual({
      status: 'sent',
    })
    expect(deliveredFor(body.company)).toHaveLength(1)
    await post(env({ LEADS, RATE_LIMIT_PER_ADDRESS: '2/10' }), leadBody())
    const limited = await post(env({ LEADS, RATE_LIMIT_PER_ADDRESS: '2/10' }), leadBody())
    expect(limited.status).toBe(429)
  })

  it('with KV: keeps a lead the chat cannot take, answers queued, and delivers it on a later request', async () => {
    const LEADS = memoryKv()
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 502, description: 'Bad Gateway' }, body.company)
    expect(await post(env({ LEADS }), body)).toEqual({ status: 202, body: { status: 'queued' } })
    expect(standIn.received.filter((entry) => entry.body.text?.includes(body.company))).toHaveLength(3)
    standIn.behave({ kind: 'ok' }, body.company)
    await post(env({ LEADS }), leadBody())
    expect(deliveredFor(body.company)).toHaveLength(1)
    expect([...LEADS.data.keys()].some((key) => key.startsWith('pending:'))).toBe(false)
    expect((await post(env({ LEADS }), body)).body).toEqual({ status: 'sent' })
  })

  it("without KV: answers an error the browser keeps the lead for, never a provider's words", async () => {
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 400, description: 'Bad Request: chat not found' }, body.company)
    const answer = await post(env(), body)
    expect(answer.status).toBe(503)
    expect(JSON.stringify(answer.body)).not.toContain('chat not found')
  })
})
