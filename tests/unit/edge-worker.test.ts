import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER_WITHIN_MS } from '../../relay/leadHandler'
import worker, { type Env } from '../../worker/index'
import { d1Shim } from '../support/d1Shim'
import { leadBody, TEST_TOKEN } from '../support/relayStack'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

let standIn: TelegramStandIn
beforeAll(async () => {
  standIn = await startTelegramStandIn()
})
afterEach(() => standIn.behave({ kind: 'ok' }))
afterAll(() => standIn.close())

const SITE = 'https://bandera.example'

function edge(vars: Record<string, string> = {}) {
  const db = d1Shim()
  const assetRequests: string[] = []
  const env: Env = {
    ASSETS: {
      fetch: async (request: Request) => {
        assetRequests.push(new URL(request.url).pathname)
        return new Response('<!doctype html><title>Page Not Found</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' },
        })
      },
    },
    LEADS_DB: db,
    TELEGRAM_BOT_TOKEN: TEST_TOKEN,
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: standIn.url,
    RETRY_BASE_MS: '100',
    ...vars,
  }
  const background: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void background.push(promise) }
  const settle = async () => {
    while (background.length > 0) await Promise.all(background.splice(0))
  }
  return {
    db,
    assetRequests,
    background,
    async fetch(path: string, init: RequestInit = {}) {
      const response = await worker.fetch(new Request(`${SITE}${path}`, init), env, context)
      return response
    },
    /** POSTs a lead as the site's own page would, from `address`. */
    async post(body: unknown, { address = '203.0.113.9', headers = {} as Record<string, string> } = {}) {
      const response = await worker.fetch(
        new Request(`${SITE}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: SITE,
            'CF-Connecting-IP': address,
            ...headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        env,
        context,
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    async cron() {
      await worker.scheduled({}, env, context)
      await settle()
    },
    settle,
    leads: () =>
      db.sqlite.prepare('SELECT id, status, attempts FROM leads').all() as { id: string; status: string }[],
  }
}

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
    expect(standIn.received.filter((entry) => entry.body.text?.includes(body.company))).toHaveLength(1)
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
    expect(standIn.received.filter((entry) => entry.body.text?.includes(body.company))).toHaveLength(1)
    expect(site.leads()).toMatchObject([{ status: 'failed' }])
    const health = await site.fetch('/healthz')
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'stuck', leads: { failed: 1 } })
  })

  it('sends a lead posted many times at once under one key once', async () => {
    const site = edge()
    const body = leadBody()
    standIn.behave({ kind: 'ok', delayMs: 100 }, body.company)
    const answers = await Promise.all(Array.from({ length: 8 }, () => site.post(body)))
    expect(answers.every((answer) => answer.status === 200 || answer.status === 202)).toBe(true)
    await site.settle()
    await site.cron()
    expect(standIn.received.filter((entry) => entry.body.text?.includes(body.company))).toHaveLength(1)
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

  it('deletes delivered leads past the retention period on its cron run', async () => {
    const site = edge()
    await site.post(leadBody())
    site.db.sqlite.prepare('UPDATE leads SET received_at = ?').run(Date.now() - 400 * 86_400_000)
    await site.cron()
    expect(site.leads()).toEqual([])
  })
})
