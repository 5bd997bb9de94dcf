import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_IN_FLIGHT, retryDelayMs } from '../../relay/dispatcher'
import type { SqlDatabase } from '../../relay/sql'
import { healthReport } from '../../relay/upkeep'
import { operatorCommands } from '../../server/outbox/operator'
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

async function stack(options: Partial<Parameters<typeof relayStack>[0]> = {}) {
  const created = await relayStack({ dataDir: freshDir(), telegramUrl: standIn.url, ...options })
  stacks.push(created)
  return created
}

const arrivedFor = (company: string) => standIn.received.filter((entry) => entry.company === company)
const deliveredFor = (company: string) => arrivedFor(company).filter((entry) => entry.answered === 'ok')

/** Waits until the relay has nothing in flight and nothing due, so counts can no longer change. */
async function settled(relay: Awaited<ReturnType<typeof stack>>) {
  await vi.waitFor(
    async () => {
      await relay.outbox.dispatcher.idle()
      const due = await relay.store.dueLeadIds(Date.now() + 60_000, 100)
      expect(due).toEqual([])
    },
    { timeout: 5000 },
  )
}

/** A database whose writes fail while `failing` is true, as on a full disk (SQLITE_FULL). */
function failingWrites(db: SqlDatabase, failing: () => boolean): SqlDatabase {
  const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
  const writes = (text: string) => /^\s*(INSERT|UPDATE|DELETE)/i.test(text)
  return {
    run: async (statement) => {
      if (failing() && writes(statement.text)) throw full()
      return db.run(statement)
    },
    all: async (statement) => {
      if (failing() && writes(statement.text)) throw full()
      return db.all(statement)
    },
    first: (statement) => db.first(statement),
    batch: async (statements) => {
      if (failing() && statements.some((statement) => writes(statement.text))) throw full()
      return db.batch(statements)
    },
  }
}

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
    const relay = await stack()
    const body = leadBody()
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    const [message] = deliveredFor(body.company)
    expect(message!.path).toBe(`/bot${TEST_TOKEN}/sendMessage`)
    expect(message!.body).toMatchObject({ chat_id: '-1001', parse_mode: 'HTML' })
    expect(message!.body.text).toContain(`<b>Email:</b> ${body.email}`)
    const [lead] = await relay.store.list()
    expect(lead).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(lead!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(relay.log.entries.map((entry) => entry.event)).toEqual(['lead.accepted', 'lead.delivered'])
  })

  it("answers invalid with the form's own messages, and keeps nothing", async () => {
    const relay = await stack()
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
    expect(await relay.store.list()).toEqual([])
  })

  it('refuses a line break in a one-line field, so no field can fake a line of the chat message', async () => {
    const relay = await stack()
    const body = leadBody({ company: 'Acme\nEmail: ceo@bank.example' })
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({
      status: 'invalid',
      errors: { company: 'Company name must be a single line of text.' },
    })
    await expect(
      relay.handle(leadBody({ message: 'Line one of our brief,\nline two.' }), '10.0.0.1'),
    ).resolves.toEqual({ status: 'sent' })
    expect(standIn.received.some((entry) => entry.body.text?.includes('ceo@bank.example'))).toBe(false)
  })

  it('refuses a body without a key as malformed', async () => {
    const relay = await stack()
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
    const relay = await stack({ timeoutMs: 300 })
    const body = leadBody()
    standIn.behave(behaviour, body.company)
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
    await vi.waitFor(() => expect(arrivedFor(body.company).length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    })
    standIn.behave({ kind: 'ok' }, body.company)
    await vi.waitFor(async () => expect(await relay.store.list('delivered')).toHaveLength(1), {
      timeout: 5000,
    })
    await settled(relay)
    expect(deliveredFor(body.company)).toHaveLength(1)
    expect(relay.log.entries.filter((entry) => entry.event === 'lead.retry').length).toBeGreaterThanOrEqual(2)
  })

  it('answers queued when Telegram is slow, and delivers the lead once in the background', async () => {
    const relay = await stack({ answerWithinMs: 100 })
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: 600 }, body.company)
    // Queued, not sent: the answer came before Telegram's.
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
    expect(await relay.store.list('pending')).toHaveLength(1)
    await vi.waitFor(async () => expect(await relay.store.list('delivered')).toHaveLength(1), {
      timeout: 5000,
    })
    expect(deliveredFor(body.company)).toHaveLength(1)
  })

  it('waits as long as a 429 asks before sending anything again', async () => {
    // A clock that moves on with every reading: the logged wait must be the one decided.
    let readings = 0
    const relay = await stack({ now: () => Date.now() + readings++ })
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
    // The relay's clock runs ahead of the stand-in's by one millisecond a reading: a lead is due
    // by the relay's clock, so the real wait may fall short of 1000 ms by that much, no more.
    const waited = (company: string) => deliveredFor(company)[0]!.at - firstAt
    expect(waited(body.company)).toBeGreaterThanOrEqual(1000 - readings)
    expect(waited(other.company)).toBeGreaterThanOrEqual(1000 - readings)
    expect(relay.log.entries.find((entry) => entry.event === 'lead.retry')?.fields).toMatchObject({
      status: 429,
      retryInMs: 1000,
    })
  })

  it.each([
    [400, 'Bad Request: chat not found', 'check TELEGRAM_CHAT_ID'],
    [401, 'Unauthorized', 'check TELEGRAM_BOT_TOKEN'],
    [403, 'Forbidden: bot was kicked from the supergroup chat', 'still a member of that chat'],
  ])(
    'after a %i, keeps the lead as failed (never retried), says what to do, and delivers it when an operator re-sends it',
    async (status, description, check) => {
      const relay = await stack()
      const body = leadBody()
      standIn.behave({ kind: 'error', status, description }, body.company)
      await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await settled(relay)
      expect(arrivedFor(body.company)).toHaveLength(1)
      const [lead] = await relay.store.list()
      expect(lead).toMatchObject({ status: 'failed', lastStatus: status, lastError: description })
      const rejected = relay.log.entries.find((entry) => entry.event === 'lead.rejected')!
      expect(rejected.level).toBe('error')
      expect(rejected.fields.action).toContain(check)
      expect(rejected.fields.action).toContain(`npm run leads -- resend ${lead!.id}`)
      standIn.behave({ kind: 'ok' }, body.company)
      const commands = operatorCommands(relay.outbox)
      await expect(commands.resend(lead!.id.slice(0, 8))).resolves.toMatchObject({
        status: 'delivered',
        attempts: 2,
      })
      expect(deliveredFor(body.company)).toHaveLength(1)
      const { history } = await commands.show(lead!.id)
      expect(history.map((attempt) => attempt.outcome)).toEqual(['rejected', 'delivered'])
    },
  )

  it('names the setting Telegram refused, and sends nothing else: a token it does not know, a chat the bot is not in', async () => {
    for (const [wrong, check] of [
      [{ botToken: '123456:revoked-token' }, 'check TELEGRAM_BOT_TOKEN'],
      [{ chatId: '-100999' }, 'check TELEGRAM_CHAT_ID'],
    ] as const) {
      const relay = await stack({ telegram: wrong })
      const body = leadBody()
      await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await settled(relay)
      expect(standIn.received.filter((entry) => entry.company === body.company)).toMatchObject([
        { answered: 'refused' },
      ])
      const rejected = relay.log.entries.find((entry) => entry.event === 'lead.rejected')!
      expect(rejected.fields.action).toContain(check)
      expect(relay.log.entries.map((entry) => entry.event)).not.toContain('lead.sent-as-plain-text')
    }
  })

  it('delivers a lead whose stored message Telegram cannot parse as plain text when it is re-sent, and logs Telegram’s reason, not the settings', async () => {
    const relay = await stack()
    const body = leadBody()
    // A lead stored before the fix: its cut Source block ended in an unescaped "<id>".
    const message = `<b>Company:</b> ${body.company}\n\n<b>Source</b>\n(more of the source is kept with the lead: npm run leads -- show <id>)`
    const id = crypto.randomUUID()
    await relay.store.admit(
      {
        id,
        key: body.key,
        bodyHash: 'h',
        fingerprint: 'f',
        receivedAt: Date.now(),
        submission: body,
        message,
      },
      'address:test',
      0,
      { limit: 10, windowMs: 60_000 },
      { limit: 10, windowMs: 60_000 },
    )
    // The old relay marked it failed; the operator re-sends it.
    await relay.store.finish(
      (await relay.store.claim(id, Date.now(), 30_000, 4))!,
      { kind: 'rejected', httpStatus: 400, error: "Bad Request: can't parse entities" },
      Date.now(),
    )
    await expect(operatorCommands(relay.outbox).resend(id)).resolves.toMatchObject({ status: 'delivered' })
    const [html, plain] = arrivedFor(body.company)
    expect(html!.description).toMatch(/^Bad Request: can't parse entities: Unsupported start tag "id"/)
    expect(plain!.shown!.text).toBe(
      `Company: ${body.company}\n\nSource\n(more of the source is kept with the lead: npm run leads -- show <id>)`,
    )
    const logged = relay.log.entries.find((entry) => entry.event === 'lead.sent-as-plain-text')!
    expect(logged.fields).toMatchObject({ lead: id, htmlRefused: html!.description })
    expect(JSON.stringify(relay.log.entries)).not.toContain('TELEGRAM_BOT_TOKEN')
    expect((await relay.outbox.relay.health()).httpStatus).toBe(200)
  })

  it("delivers a retried or doubled POST once (the browser's key), and never sends for a repeat", async () => {
    const relay = await stack()
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: 150 }, body.company)
    const answers = await Promise.all(Array.from({ length: 10 }, () => relay.handle(body, '10.0.0.1')))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['sent', 'queued']))
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    await settled(relay)
    expect(arrivedFor(body.company)).toHaveLength(1)
    expect(await relay.store.list()).toHaveLength(1)
  })

  it('refuses another message under a key it already has (409), and keeps the first', async () => {
    const relay = await stack()
    const body = leadBody()
    await relay.handle(body, '10.0.0.1')
    const other = await relay.answer(
      { ...body, message: 'A different message under the same key.' },
      '10.0.0.1',
    )
    expect(other).toEqual({
      httpStatus: 409,
      result: { status: 'error', message: 'This key was already used for a different message.' },
    })
    expect(await relay.store.list()).toHaveLength(1)
    expect(arrivedFor(body.company)).toHaveLength(1)
  })

  it('a flood of repeats of a waiting lead costs no Telegram call and no write', async () => {
    const relay = await stack({ timeoutMs: 300 })
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 502, description: 'Bad Gateway' }, body.company)
    await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
    await relay.outbox.dispatcher.idle()
    // The lead waits a long time before its next try: only repeats could cause a send now.
    await relay.store.db.run({ text: 'UPDATE leads SET next_attempt_at = ?', params: [Date.now() + 600_000] })
    const before = arrivedFor(body.company).length
    const changes = () =>
      relay.outbox.database.db.prepare('SELECT total_changes() AS n').get() as { n: number }
    const writesBefore = changes().n
    const answers = await Promise.all(Array.from({ length: 300 }, () => relay.handle(body, '10.0.0.1')))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['queued']))
    expect(arrivedFor(body.company)).toHaveLength(before)
    expect(changes().n).toBe(writesBefore)
  })

  it('suppresses the same address and message sent again under a new key', async () => {
    const relay = await stack()
    const body = leadBody()
    await relay.handle(body, '10.0.0.1')
    await expect(
      relay.handle(
        { ...body, key: `${body.key}-again`, message: `  ${body.message.toUpperCase()} ` },
        '10.0.0.1',
      ),
    ).resolves.toEqual({ status: 'sent' })
    expect(arrivedFor(body.company)).toHaveLength(1)
    expect(relay.log.entries.map((entry) => entry.event)).toContain('lead.duplicate')
  })

  it('counts spam without keeping any of it, and tells the script it worked', async () => {
    const relay = await stack()
    const honeypot = leadBody({ website: 'https://cheap-seo.example' })
    await expect(relay.handle(honeypot, '10.0.0.1')).resolves.toEqual({ status: 'sent' })
    for (const fillMs of [400, undefined])
      await expect(relay.handle(leadBody({ fillMs }), '10.0.0.1')).resolves.toEqual({
        status: 'rate-limited',
        retryAfterSeconds: 5,
      })
    expect(arrivedFor(honeypot.company)).toHaveLength(0)
    expect(await relay.store.list()).toEqual([])
    const { db } = relay.outbox.database
    expect(db.prepare('SELECT reason, count FROM refusals ORDER BY reason').all()).toEqual([
      { reason: 'honeypot', count: 1 },
      { reason: 'too-fast', count: 2 },
    ])
    const everything = JSON.stringify(
      ['leads', 'attempts', 'rate_events', 'refusals', 'relay_state'].map((table) =>
        db.prepare(`SELECT * FROM ${table}`).all(),
      ),
    )
    expect(everything).not.toContain('olha')
    expect((await healthReport(relay.store, Date.now(), 60_000, true)).body.leads).toMatchObject({
      spamRefused24h: 3,
    })
  })

  it('limits leads per address and in all, even when they arrive in parallel, and logs each refusal', async () => {
    const relay = await stack({ perAddress: 5, global: 7 })
    const fromOne = await Promise.all(Array.from({ length: 8 }, () => relay.handle(leadBody(), '10.0.0.1')))
    expect(fromOne.filter((answer) => answer.status !== 'rate-limited')).toHaveLength(5)
    const limited = fromOne.find((answer) => answer.status === 'rate-limited')
    expect(limited?.status === 'rate-limited' && limited.retryAfterSeconds).toBeGreaterThan(50)
    const fromMany = await Promise.all(
      Array.from({ length: 5 }, (_, index) => relay.handle(leadBody(), `10.0.1.${index}`)),
    )
    expect(fromMany.filter((answer) => answer.status !== 'rate-limited')).toHaveLength(2)
    expect(await relay.store.list()).toHaveLength(7)
    expect(relay.log.entries.filter((entry) => entry.fields.reason === 'rate-limited')).toHaveLength(6)
  })

  it('never has more Telegram calls in flight than the cap, requests and retries together', async () => {
    const relay = await stack({ answerWithinMs: 50 })
    standIn.behave({ kind: 'ok', delayMs: 200 })
    standIn.peakConcurrency(true)
    const bodies = Array.from({ length: 12 }, () => leadBody())
    await Promise.all(bodies.map((body, index) => relay.handle(body, `10.0.2.${index}`)))
    await vi.waitFor(async () => expect(await relay.store.list('delivered')).toHaveLength(12), {
      timeout: 10_000,
    })
    expect(standIn.peakConcurrency()).toBe(MAX_IN_FLIGHT)
    for (const body of bodies) expect(deliveredFor(body.company)).toHaveLength(1)
  })

  it('without a chat configured, keeps the lead and says so; configured later, it delivers it', async () => {
    const dataDir = freshDir()
    const unconfigured = await relayStack({ dataDir, telegramUrl: undefined })
    const body = leadBody()
    await expect(unconfigured.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'not-configured' })
    await expect(unconfigured.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'not-configured' })
    expect(await unconfigured.store.list('pending')).toHaveLength(1)
    await unconfigured.close()
    const configured = await relayStack({ dataDir, telegramUrl: standIn.url })
    stacks.push(configured)
    await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
  })
})

describe('a full disk', () => {
  it('refuses a new lead (the HTTP layer answers 503 and the browser keeps it) instead of losing it', async () => {
    let full = false
    const relay = await stack()
    const store = relay.store as unknown as { db: SqlDatabase }
    store.db = failingWrites(store.db, () => full)
    full = true
    await expect(relay.answer(leadBody(), '10.0.0.1')).rejects.toThrow(/disk is full/)
    full = false
    expect(await relay.store.list()).toEqual([])
  })

  it('makes the health check answer 503 while the outbox cannot be written, and 200 once it can again', async () => {
    const relay = await stack()
    const { db } = relay.outbox.database
    const health = () => relay.outbox.relay.health()
    expect(await health()).toMatchObject({ httpStatus: 200, body: { status: 'ok' } })
    // SQLite's own cap on the database's size fails a write as a full disk does (SQLITE_FULL).
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`)
    let refused = 0
    for (let index = 0; index < 100 && refused === 0; index++)
      await relay.answer(leadBody({ message: `${index} `.repeat(1000) }), '10.0.0.1').catch(() => refused++)
    expect(refused).toBe(1)
    expect(await health()).toMatchObject({
      httpStatus: 503,
      body: {
        status: 'unavailable',
        error: expect.stringMatching(/^The outbox cannot be written \(SQLITE_FULL/),
      },
    })
    // Asked again while the disk is still full: still 503.
    expect((await health()).httpStatus).toBe(503)
    db.pragma('max_page_count = 1073741823')
    expect(await health()).toMatchObject({ httpStatus: 200, body: { status: 'ok' } })
    expect(db.prepare("SELECT count(*) AS n FROM relay_state WHERE name = 'write_probe'").get()).toEqual({
      n: 0,
    })
  })

  it('makes the health check answer 503 while idle, before any post fails, once the outbox cannot take a lead', async () => {
    let clock = Date.now()
    const relay = await stack({ now: () => clock })
    const { db } = relay.outbox.database
    expect((await relay.outbox.relay.health()).httpStatus).toBe(200)
    // No free page left inside the file (the probe's own were freed), and no room to grow it.
    db.pragma('incremental_vacuum')
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`)
    // A healthy outbox is written to prove it every 10 s, not on every check.
    expect((await relay.outbox.relay.health()).httpStatus).toBe(200)
    clock += 10_000
    expect(await relay.outbox.relay.health()).toMatchObject({
      httpStatus: 503,
      body: { error: expect.stringMatching(/^The outbox cannot be written \(SQLITE_FULL/) },
    })
    db.pragma('max_page_count = 1073741823')
    expect((await relay.outbox.relay.health()).httpStatus).toBe(200)
  })

  it('after Telegram took a lead, an outcome that cannot be written is kept and written later: no resend loop', async () => {
    let full = false
    const relay = await stack({ answerWithinMs: 3000 })
    const store = relay.store as unknown as { db: SqlDatabase }
    store.db = failingWrites(store.db, () => full)
    const body = leadBody()
    // The disk fills up while Telegram is answering.
    standIn.behave({ kind: 'ok', delayMs: 300 }, body.company)
    const answering = relay.handle(body, '10.0.0.1')
    await vi.waitFor(() => expect(arrivedFor(body.company)).toHaveLength(1))
    full = true
    await expect(answering).resolves.toEqual({ status: 'sent' })
    const failedWrites = () =>
      relay.log.entries.filter((entry) => entry.event === 'outbox.unavailable').length
    // The courier tries to write again after a doubling pause, and never sends the lead again.
    await vi.waitFor(() => expect(failedWrites()).toBeGreaterThanOrEqual(3), { timeout: 5000 })
    expect(failedWrites()).toBeLessThan(8)
    expect(arrivedFor(body.company)).toHaveLength(1)
    full = false
    await vi.waitFor(async () => expect(await relay.store.list('delivered')).toHaveLength(1), {
      timeout: 5000,
    })
    expect(relay.log.entries.map((entry) => entry.event)).toContain('outbox.write-recovered')
    await settled(relay)
    expect(arrivedFor(body.company)).toHaveLength(1)
  })
})

describe('retention and stuck leads, while the server runs', () => {
  const DAY = 24 * 3_600_000

  it('deletes delivered and failed leads once the retention period has passed, without a restart', async () => {
    let offset = 0
    const relay = await stack({ now: () => Date.now() + offset, retentionDays: 30, upkeepEveryMs: 50 })
    const delivered = leadBody()
    const failed = leadBody()
    standIn.behave({ kind: 'error', status: 403, description: 'Forbidden' }, failed.company)
    await relay.handle(delivered, '10.0.0.1')
    await relay.handle(failed, '10.0.0.2')
    await settled(relay)
    offset = 29 * DAY
    await relay.outbox.upkeep()
    expect(await relay.store.list()).toHaveLength(2)
    offset = 31 * DAY
    // The courier's timer deletes them: no restart, no call.
    await vi.waitFor(async () => expect(await relay.store.list()).toEqual([]), { timeout: 5000 })
    expect(relay.log.entries.find((entry) => entry.event === 'outbox.purged')?.fields).toMatchObject({
      leads: 2,
      retentionDays: 30,
    })
    const { db } = relay.outbox.database
    expect(db.prepare('SELECT count(*) AS n FROM attempts').get()).toEqual({ n: 0 })
  })

  it('reports a lead that waits too long once, and the health check fails until it is delivered', async () => {
    let offset = 0
    const now = () => Date.now() + offset
    const relay = await stack({ now, stuckAfterMs: 60_000, upkeepEveryMs: 50, timeoutMs: 200 })
    const body = leadBody()
    standIn.behave({ kind: 'hang' }, body.company)
    await relay.handle(body, '10.0.0.1')
    expect((await healthReport(relay.store, now(), 60_000, true)).httpStatus).toBe(200)
    offset = 61_000
    await vi.waitFor(() =>
      expect(relay.log.entries.filter((entry) => entry.event === 'lead.stuck')).toHaveLength(1),
    )
    const report = await healthReport(relay.store, now(), 60_000, true)
    expect(report).toMatchObject({
      httpStatus: 503,
      body: { status: 'stuck', leads: { pending: 1, waitingTooLong: 1, oldestPendingMinutes: 1 } },
    })
    expect(JSON.stringify(report)).not.toContain(body.email)
    // Reported once, however often the upkeep runs.
    await relay.outbox.upkeep()
    await relay.outbox.upkeep()
    expect(relay.log.entries.filter((entry) => entry.event === 'lead.stuck')).toHaveLength(1)
    standIn.behave({ kind: 'ok' }, body.company)
    await vi.waitFor(async () => expect(await relay.store.list('delivered')).toHaveLength(1), {
      timeout: 5000,
    })
    expect((await healthReport(relay.store, now(), 60_000, true)).httpStatus).toBe(200)
  })
})

describe('the outbox across an outage and a restart', () => {
  it('delivers every lead sent while Telegram was down exactly once, across a restart', async () => {
    const dataDir = freshDir()
    await standIn.down()
    try {
      let relay = await relayStack({ dataDir, telegramUrl: standIn.url })
      const before = [leadBody(), leadBody()]
      for (const body of before)
        await expect(relay.handle(body, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await relay.close()
      relay = await relayStack({ dataDir, telegramUrl: standIn.url })
      stacks.push(relay)
      const after = leadBody()
      await expect(relay.handle(after, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      // A browser that did not get the answer sends the same lead again.
      await expect(relay.handle(before[0]!, '10.0.0.1')).resolves.toEqual({ status: 'queued' })
      await standIn.up()
      for (const body of [...before, after])
        await vi.waitFor(() => expect(deliveredFor(body.company)).toHaveLength(1), { timeout: 5000 })
      await settled(relay)
      for (const body of [...before, after]) expect(deliveredFor(body.company)).toHaveLength(1)
      expect((await relay.store.list()).every((lead) => lead.status === 'delivered')).toBe(true)
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
