import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { retryDelayMs } from '../../scripts/server/outbox/courier'
import { leadBody, relayStack, TEST_TOKEN } from '../support/relayStack'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

let standIn: TelegramStandIn
const dirs: string[] = []
const stacks: { close(): Promise<void> }[] = []

function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  dirs.push(dir)
  return dir
}

function stack(options: Partial<Parameters<typeof relayStack>[0]> = {}) {
  const created = relayStack({ dataDir: freshDir(), telegramUrl: standIn.url, ...options })
  stacks.push(created)
  return created
}

const arrivedFor = (company: string) =>
  standIn.received.filter((entry) => entry.body.text?.includes(`<b>Company:</b> ${company}`))
const deliveredFor = (company: string) => arrivedFor(company).filter((entry) => entry.answered === 'ok')

beforeAll(async () => {
  standIn = await startTelegramStandIn()
})

afterEach(async () => {
  standIn.behave({ kind: 'ok' })
  await Promise.all(stacks.splice(0).map((created) => created.close()))
})

afterAll(async () => {
  await standIn.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('POST /api/contact, the relay', () => {
  it('stores the lead, delivers it at once and answers sent', async () => {
    const relay = stack()
    const body = leadBody()
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    const [message] = deliveredFor(body.company)
    expect(message!.path).toBe(`/bot${TEST_TOKEN}/sendMessage`)
    expect(message!.body).toMatchObject({ chat_id: '-1001', parse_mode: 'HTML' })
    expect(message!.body.text).toContain(`<b>Email:</b> ${body.email}`)
    expect(relay.outbox.all()).toMatchObject([{ status: 'delivered', attempts: 1 }])
    expect(relay.log.entries.map((entry) => entry.event)).toEqual(['lead.accepted', 'lead.delivered'])
  })

  it("answers invalid with the form's own messages, and keeps nothing", async () => {
    const relay = stack()
    await expect(relay.handle(leadBody({ email: 'olha@', message: 'short' }), '10.0.0.1')).resolves.toEqual({
      status: 'invalid',
      errors: {
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
      },
    })
    await expect(relay.handle(leadBody({ industry: 'Crypto casinos' }), '10.0.0.1')).resolves.toEqual({
      status: 'invalid',
      errors: { industry: 'Please select an industry.' },
    })
    expect(relay.outbox.all()).toEqual([])
  })

  it('refuses a body without a key as malformed', async () => {
    const relay = stack()
    await expect(relay.handle(leadBody({ key: 'short' }), '10.0.0.1')).resolves.toMatchObject({
      status: 'error',
    })
    await expect(relay.handle([1, 2], '10.0.0.1')).resolves.toMatchObject({ status: 'error' })
  })

  it.each([
    ['a 5xx', { kind: 'error', status: 502, description: 'Bad Gateway' }],
    ['no answer', { kind: 'hang' }],
    ['an unreadable answer', { kind: 'malformed', status: 200 }],
    ['a reset connection', { kind: 'reset' }],
  ] as const)('after %s, answers queued and retries until it is delivered, once', async (_, behaviour) => {
    const relay = stack({ timeoutMs: 300 })
    const body = leadBody()
    standIn.behave(behaviour, body.company)
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
    await vi.waitFor(() => expect(arrivedFor(body.company).length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    })
    standIn.behave({ kind: 'ok' }, body.company)
    await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(deliveredFor(body.company)).toHaveLength(1)
    expect(relay.outbox.all()[0]).toMatchObject({ status: 'delivered' })
    expect(relay.log.entries.filter((entry) => entry.event === 'lead.retry').length).toBeGreaterThanOrEqual(2)
  })

  it('waits as long as a 429 asks before sending anything again', async () => {
    const relay = stack()
    const body = leadBody()
    standIn.behave(
      { kind: 'error', status: 429, description: 'Too Many Requests: retry after 1', retryAfter: 1 },
      body.company,
    )
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
    const firstAt = arrivedFor(body.company)[0]!.at
    standIn.behave({ kind: 'ok' }, body.company)
    // While Telegram asked to wait, another lead is kept, not sent.
    const other = leadBody()
    await expect(relay.handle(other, '10.0.0.2')).resolves.toEqual({ status: 'queued' })
    expect(arrivedFor(other.company)).toHaveLength(0)
    await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
    await vi.waitFor(() => expect(deliveredFor(other.company)).toHaveLength(1), { timeout: 5000 })
    expect(deliveredFor(body.company)[0]!.at - firstAt).toBeGreaterThanOrEqual(1000)
    expect(relay.log.entries.find((entry) => entry.event === 'lead.retry')?.fields).toMatchObject({
      status: 429,
      retryInMs: 1000,
    })
  })

  it.each([
    [400, 'Bad Request: chat not found'],
    [401, 'Unauthorized'],
    [403, 'Forbidden: bot was kicked from the supergroup chat'],
  ])(
    'after a %i, keeps the lead as failed, says what to do, and delivers it when an operator re-sends it',
    async (status, description) => {
      const relay = stack()
      const body = leadBody()
      standIn.behave({ kind: 'error', status, description }, body.company)
      await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(arrivedFor(body.company)).toHaveLength(1)
      const [state] = relay.outbox.all()
      expect(state).toMatchObject({ status: 'failed', lastStatus: status, lastError: description })
      const rejected = relay.log.entries.find((entry) => entry.event === 'lead.rejected')!
      expect(rejected.level).toBe('error')
      expect(rejected.fields.action).toContain(`npm run leads -- resend ${state!.lead.id}`)
      standIn.behave({ kind: 'ok' }, body.company)
      relay.outbox.requeue(state!.lead.id)
      await relay.courier.deliverNow(state!.lead.id)
      expect(deliveredFor(body.company)).toHaveLength(1)
      expect(relay.outbox.get(state!.lead.id)).toMatchObject({ status: 'delivered', attempts: 2 })
    },
  )

  it("delivers a retried or doubled POST once (the browser's key)", async () => {
    const relay = stack()
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: 150 }, body.company)
    const answers = await Promise.all([relay.handle(body, '10.0.0.1'), relay.handle(body, '10.0.0.1')])
    expect(answers).toEqual([{ status: 'sent' }, { status: 'sent' }])
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    expect(arrivedFor(body.company)).toHaveLength(1)
    expect(relay.outbox.all()).toHaveLength(1)
  })

  it('suppresses the same address and message sent again under a new key', async () => {
    const relay = stack()
    const body = leadBody()
    await relay.handle(body, '10.0.0.1')
    await expect(
      relay.handle(
        { ...body, key: `${body.key}-again`, message: `  ${body.message.toUpperCase()} ` },
        '10.0.0.1',
      ),
    ).resolves.toEqual({
      status: 'sent',
    })
    expect(arrivedFor(body.company)).toHaveLength(1)
    expect(relay.log.entries.map((entry) => entry.event)).toContain('lead.duplicate')
  })

  it('keeps a lead with the hidden field filled aside, undelivered, and tells the script it worked', async () => {
    const relay = stack()
    const body = leadBody({ website: 'https://cheap-seo.example' })
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    expect(arrivedFor(body.company)).toHaveLength(0)
    expect(relay.outbox.all()).toMatchObject([{ status: 'refused', refusedFor: 'honeypot' }])
    expect(relay.log.entries).toContainEqual(
      expect.objectContaining({
        event: 'lead.refused',
        fields: expect.objectContaining({ reason: 'honeypot' }),
      }),
    )
  })

  it('refuses a form sent faster than a person can fill it in, and keeps it aside', async () => {
    const relay = stack()
    for (const fillMs of [400, undefined]) {
      const body = leadBody({ fillMs })
      await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({
        status: 'rate-limited',
        retryAfterSeconds: 5,
      })
      expect(arrivedFor(body.company)).toHaveLength(0)
    }
    expect(relay.outbox.all().map((state) => state.refusedFor)).toEqual(['too-fast', 'too-fast'])
  })

  it('limits leads per address and in all, and logs each refusal', async () => {
    const relay = stack({ perAddress: 2, global: 3 })
    await expect(relay.handle(leadBody(), '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    await expect(relay.handle(leadBody(), '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    const limited = await relay.handle(leadBody(), '10.0.0.1')
    expect(limited).toMatchObject({ status: 'rate-limited' })
    expect(limited.status === 'rate-limited' && limited.retryAfterSeconds).toBeGreaterThan(50)
    await expect(relay.handle(leadBody(), '10.0.0.2')).resolves.toEqual({ status: 'sent' })
    await expect(relay.handle(leadBody(), '10.0.0.3')).resolves.toMatchObject({ status: 'rate-limited' })
    expect(relay.outbox.all()).toHaveLength(3)
    expect(relay.log.entries.filter((entry) => entry.fields.reason === 'rate-limited')).toHaveLength(2)
  })

  it('without a chat configured, keeps the lead and says so; configured later, it delivers it', async () => {
    const dataDir = freshDir()
    const unconfigured = relayStack({ dataDir, telegramUrl: undefined })
    const body = leadBody()
    await expect(unconfigured.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'not-configured' })
    await expect(unconfigured.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'not-configured' })
    expect(unconfigured.outbox.pending()).toHaveLength(1)
    await unconfigured.close()
    const configured = relayStack({ dataDir, telegramUrl: standIn.url })
    stacks.push(configured)
    await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
  })
})

describe('the outbox across an outage and a restart', () => {
  it('delivers every lead sent while Telegram was down exactly once, across a restart', async () => {
    const dataDir = freshDir()
    await standIn.down()
    try {
      let relay = relayStack({ dataDir, telegramUrl: standIn.url })
      const before = [leadBody(), leadBody()]
      for (const body of before)
        await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await relay.close()
      relay = relayStack({ dataDir, telegramUrl: standIn.url })
      stacks.push(relay)
      const after = leadBody()
      await expect(relay.handle(after, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      // A browser that did not get the answer sends the same lead again.
      await expect(relay.handle(before[0]!, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await standIn.up()
      for (const body of [...before, after])
        await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
      await new Promise((resolve) => setTimeout(resolve, 400))
      for (const body of [...before, after]) expect(deliveredFor(body.company)).toHaveLength(1)
      expect(relay.outbox.all().every((state) => state.status === 'delivered')).toBe(true)
    } finally {
      await standIn.up().catch(() => {})
    }
  })
})

describe('retry delays', () => {
  it('double from the base up to the cap', () => {
    const policy = { baseMs: 1000, maxMs: 60_000 }
    expect([1, 2, 3, 4, 6, 7, 20].map((failed) => retryDelayMs(failed, policy))).toEqual([
      1000, 2000, 4000, 8000, 32_000, 60_000, 60_000,
    ])
  })
})
