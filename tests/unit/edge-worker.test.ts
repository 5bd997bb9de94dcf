import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER_WITHIN_MS } from '../../relay/leadHandler'
import { securityHeaders } from '../../server/front/securityHeaders'
import { EDGE_SITE, edgeWorker } from '../support/edgeWorker'
import { leadBody } from '../support/relayStack'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

let standIn: TelegramStandIn
beforeAll(async () => {
  standIn = await startTelegramStandIn()
})
afterEach(() => standIn.behave({ kind: 'ok' }))
afterAll(() => standIn.close())

const SITE = EDGE_SITE
const edge = (vars: Record<string, string> = {}) => edgeWorker(standIn.url, vars)

describe('the edge Worker: POST /api/contact over D1, the same relay as the Node server', () => {
  it('stores and delivers a lead, and answers sent', async () => {
    const site = edge()
    const body = leadBody()
    expect(await site.post(body)).toEqual({ status: 200, body: { status: 'sent' } })
    expect(standIn.delivered(body.company)).toHaveLength(1)
    expect(site.leads()).toMatchObject([{ status: 'delivered', attempts: 1 }])
  })

  it('keeps a lead Telegram cannot take, and the cron delivers it once it is due, once', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave(
      { kind: 'error', status: 429, description: 'Too Many Requests', retryAfter: 1 },
      body.company,
    )
    expect(await site.post(body)).toEqual({ status: 202, body: { status: 'queued' } })
    standIn.behave({ kind: 'ok' }, body.company)
    // Telegram asked for a second: a cron run before then sends nothing.
    await site.cron()
    expect(standIn.received.filter((entry) => entry.company === body.company)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1050))
    await site.cron()
    await site.cron()
    expect(standIn.delivered(body.company)).toHaveLength(1)
    expect(site.leads()).toMatchObject([{ status: 'delivered', attempts: 2 }])
  })

  it('never retries a lead Telegram refused (400), and the health check says so', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 400, description: 'Bad Request: chat not found' }, body.company)
    expect(await site.post(body)).toEqual({ status: 202, body: { status: 'queued' } })
    await site.cron()
    await site.cron()
    expect(standIn.received.filter((entry) => entry.company === body.company)).toHaveLength(1)
    expect(site.leads()).toMatchObject([{ status: 'failed' }])
    const health = await site.fetch('/healthz')
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'stuck', leads: { failed: 1 } })
  })

  it('refuses to retry a lead whose token Telegram does not know, sending nothing else', async () => {
    const site = edge({ TELEGRAM_BOT_TOKEN: '123456:revoked-token' })
    const body = leadBody()
    expect(await site.post(body)).toEqual({ status: 202, body: { status: 'queued' } })
    await site.cron()
    expect(standIn.received.filter((entry) => entry.company === body.company)).toMatchObject([
      { answered: 'refused', status: 401, description: 'Unauthorized' },
    ])
    expect(site.leads()).toMatchObject([{ status: 'failed' }])
  })

  it('delivers a lead whose stored message Telegram cannot parse as plain text, on its cron run', async () => {
    const site = edge()
    const body = leadBody()
    expect(await site.post(body)).toMatchObject({ status: 200 })
    // A lead stored before the fix: its cut Source block ended in an unescaped "<id>".
    const message = `<b>Company:</b> ${body.company}\n<b>Source</b>\n(kept: npm run leads -- show <id>)`
    site.db.sqlite
      .prepare(
        "UPDATE leads SET message = ?, status = 'pending', next_attempt_at = 0, backoff_from = attempts",
      )
      .run(message)
    await site.cron()
    const [, html, plain] = standIn.received.filter((entry) => entry.company === body.company)
    expect(html!.description).toMatch(/^Bad Request: can't parse entities: Unsupported start tag "id"/)
    expect(plain!.shown!.text).toBe(`Company: ${body.company}\nSource\n(kept: npm run leads -- show <id>)`)
    expect(site.leads()).toMatchObject([{ status: 'delivered' }])
    expect((await site.fetch('/healthz')).status).toBe(200)
  })

  it('sends a lead posted many times at once under one key once', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: 100 }, body.company)
    const answers = await Promise.all(Array.from({ length: 8 }, () => site.post(body)))
    expect(answers.every((answer) => answer.status === 200 || answer.status === 202)).toBe(true)
    await site.settle()
    await site.cron()
    expect(standIn.received.filter((entry) => entry.company === body.company)).toHaveLength(1)
    expect(site.leads()).toHaveLength(1)
  })

  it('holds the per-address and the global limit under parallel posts', async () => {
    const site = edge({ RATE_LIMIT_PER_ADDRESS: '5/10', RATE_LIMIT_GLOBAL: '7/60' })
    const stored = (answers: { status: number }[]) => answers.filter((answer) => answer.status < 300).length
    const fromOne = await Promise.all(Array.from({ length: 8 }, () => site.post(leadBody())))
    expect(stored(fromOne)).toBe(5)
    expect(fromOne.filter((answer) => answer.status === 429)).toHaveLength(3)
    const fromMany = await Promise.all(
      Array.from({ length: 4 }, (_, index) => site.post(leadBody(), { address: `198.51.100.${index}` })),
    )
    expect(stored(fromMany)).toBe(2)
    await site.settle()
    expect(site.leads()).toHaveLength(7)
  })

  it('sends nothing for a refused request: a 415 is only a 415', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 502, description: 'Bad Gateway' }, body.company)
    await site.post(body)
    const before = standIn.received.length
    const refused = await site.fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: SITE },
      body: 'hello',
    })
    expect(refused.status).toBe(415)
    await site.settle()
    expect(standIn.received.length).toBe(before)
  })

  it.each([
    ['null', 403],
    ['https://elsewhere.example', 403],
  ])('refuses a post with Origin %s', async (origin, status) => {
    const site = edge()
    expect((await site.post(leadBody(), { headers: { Origin: origin } })).status).toBe(status)
    expect(site.leads()).toEqual([])
  })

  it('answers a slow Telegram within its deadline, and finishes the attempt in the background', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: ANSWER_WITHIN_MS + 500 }, body.company)
    // Queued, not sent: the answer came before Telegram's.
    expect(await site.post(body)).toEqual({ status: 202, body: { status: 'queued' } })
    expect(site.background).toHaveLength(1)
    await site.settle()
    expect(site.leads()).toMatchObject([{ status: 'delivered' }])
  }, 15_000)

  it('refuses a Bot API address without a scheme, loudly, instead of putting the token in a path', async () => {
    const site = edge({ TELEGRAM_API_BASE: 'api.telegram.org' })
    const answer = await site.post(leadBody())
    expect(answer).toEqual({ status: 500, body: { status: 'error', message: 'The relay is misconfigured.' } })
    const health = await site.fetch('/healthz')
    expect(health.status).toBe(503)
    expect(JSON.stringify(await health.json())).toContain('TELEGRAM_API_BASE must be an http(s) address')
  })

  it('sends unknown case studies and articles to their lists, and anything else to the not-found page', async () => {
    const site = edge()
    const study = await site.fetch('/case-studies/no-such-study')
    expect([study.status, study.headers.get('location')]).toEqual([302, '/case-studies'])
    const other = await site.fetch('/nowhere')
    expect(other.status).toBe(404)
    expect(await other.text()).toContain('Page Not Found')
    expect(other.headers.get('x-frame-options')).toBe('DENY')
    expect(site.assetRequests).toEqual(['/404'])
  })

  it("serves the editor's GitHub sign-in with its secrets (worker/cmsAuth.ts, tested in cms-auth.test.ts)", async () => {
    const signIn = await edge({ GITHUB_OAUTH_CLIENT_ID: 'client-1', GITHUB_OAUTH_CLIENT_SECRET: 's' }).fetch(
      '/api/cms/auth?provider=github',
    )
    expect(signIn.status).toBe(302)
    expect(new URL(signIn.headers.get('location')!).searchParams.get('client_id')).toBe('client-1')
    expect((await edge().fetch('/api/cms/auth')).status).toBe(503)
  })

  it("answers with the site's security headers, the same the build's _headers gives the pages, on every address it serves", async () => {
    const site = edge()
    const pages = securityHeaders({
      scriptHashes: ["'sha256-abc'"],
      badgeOrigins: ['https://reviews.example'],
    })
    const answers = [
      await site.fetch('/healthz'),
      await site.fetch('/api/contact', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'text/plain' },
      }),
      await site.fetch('/case-studies/no-such-study'),
      await site.fetch('/api/cms/auth'),
    ]
    for (const response of answers)
      for (const [name, value] of Object.entries(pages))
        if (name === 'Content-Security-Policy')
          expect(response.headers.get(name), `${response.status} ${name}`).toMatch(
            /^default-src 'self'; script-src 'self'; .*frame-src 'none'.*frame-ancestors 'none'$/,
          )
        else expect(response.headers.get(name), `${response.status} ${name}`).toBe(value)
    // A response that sets a header itself keeps its own (the not-found page's, from _headers).
    const notFound = await site.fetch('/nowhere')
    expect(notFound.headers.get('x-frame-options')).toBe('DENY')
    expect(notFound.headers.get('strict-transport-security')).toBe(pages['Strict-Transport-Security'])
  })

  it("deletes delivered leads past the retention period, and the editor's expired sign-in states, on its cron run", async () => {
    const site = edge()
    await site.post(leadBody())
    site.db.sqlite.prepare('UPDATE leads SET received_at = ?').run(Date.now() - 400 * 86_400_000)
    const state = site.db.sqlite.prepare('INSERT INTO cms_sign_in_states (nonce, expires_at) VALUES (?, ?)')
    state.run('expired', Date.now() - 1)
    state.run('current', Date.now() + 60_000)
    await site.cron()
    expect(site.leads()).toEqual([])
    expect(site.db.sqlite.prepare('SELECT nonce FROM cms_sign_in_states').all()).toEqual([
      { nonce: 'current' },
    ])
  })
})
