/**
 * The lead path as a visitor's browser and an uptime monitor meet it, on both targets: the Node
 * server (`npm run serve`) and the edge Worker on workerd (`npm run serve:edge`), each a real process
 * on a fixture build, with the Telegram stand-in behind it.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTACT_FIELD_MAX, LEAD_SOURCE_MAX } from '@/config/constants'
import { CONTACT_BODY_MAX_BYTES } from '@/features/contact/api'
import { SOURCE_CUT_NOTE } from '../../../relay/telegram'
import { securityHeaders } from '../../../server/front/securityHeaders'
import { migratedSiteFolder, removeSiteFolders, siteFolder } from '../../support/fixtureBuild'
import { leadBody, TEST_TOKEN } from '../../support/relayStack'
import {
  killServerProcesses,
  SERVE_EDGE_SCRIPT,
  startServerProcess,
  TARGETS,
  type ServerProcess,
} from '../../support/serverProcess'
import { startTelegramStandIn, type TelegramStandIn } from '../../support/telegramStandIn'

let standIn: TelegramStandIn

beforeAll(async () => {
  standIn = await startTelegramStandIn()
})

afterAll(async () => {
  killServerProcesses()
  await standIn.close()
  removeSiteFolders()
})

/** A site folder to start `script` in; for serve:edge with a migrated local D1 state (no test here is about migrating). */
const folderFor = async (script: string) =>
  script === SERVE_EDGE_SCRIPT ? migratedSiteFolder() : siteFolder()

function post(server: ServerProcess, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A lead whose message runs past `size` bytes, sent chunked (no Content-Length). */
function chunkedLead(size: number): ReadableStream<Uint8Array> {
  const [head, tail] = JSON.stringify(leadBody({ message: '-' })).split('"-"') as [string, string]
  const encoder = new TextEncoder()
  const parts = [`${head}"`, ...Array.from({ length: size / 1024 }, () => 'x'.repeat(1024)), `"${tail}`]
  return new ReadableStream({
    pull(controller) {
      const part = parts.shift()
      if (part === undefined) controller.close()
      else controller.enqueue(encoder.encode(part))
    },
  })
}

/**
 * A JSON body of `size` bytes posted with the given framing headers, written in 1 KB pieces (after
 * the server's "100 Continue" when it is expected): the answer, or the error that ended the request.
 */
function rawPost(
  server: ServerProcess,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const body = Buffer.from(`{"message":"${'x'.repeat(size - 14)}"}`)
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: text }),
      )
    })
    request.on('error', reject)
    const write = () => {
      for (let at = 0; at < body.length; at += 1024) request.write(body.subarray(at, at + 1024))
      request.end()
    }
    if (headers.Expect) request.once('continue', write)
    else write()
  })
}

/** Leads in the outbox, from the health check's counts. */
const storedLeads = async (server: ServerProcess) => {
  const { leads } = (await health(server)).body as { leads: Record<string, number> }
  return leads.pending! + leads.delivered! + leads.failed!
}

const health = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/healthz`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.each(TARGETS)('$name', { timeout: 240_000 }, ({ script }) => {
  const env = {
    TELEGRAM_BOT_TOKEN: TEST_TOKEN,
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: '',
    RETRY_BASE_MS: '200',
    RETRY_MAX_MS: '1000',
    RATE_LIMIT_PER_ADDRESS: '5/10',
    TRUST_PROXY: '1',
  }
  let server: ServerProcess
  let cwd: string

  beforeAll(async () => {
    env.TELEGRAM_API_BASE = standIn.url
    cwd = await folderFor(script)
    server = await startServerProcess(cwd, env, script)
  }, 240_000)

  afterAll(async () => {
    expect(await server?.stop()).toBe(0)
  })

  it('refuses what no page of the site sends, each with its 4xx', async () => {
    const cases: [string, Promise<Response>, number][] = [
      ['bad JSON', post(server, '{"a":'), 400],
      ['a huge body', post(server, 'x'.repeat(40_000)), 413],
      ['another site', post(server, leadBody(), { Origin: 'https://elsewhere.example' }), 403],
      ['a sandboxed frame (Origin: null)', post(server, leadBody(), { Origin: 'null' }), 403],
      ['plain text', fetch(`${server.url}/api/contact`, { method: 'POST', body: 'hello' }), 415],
      ['a GET', fetch(`${server.url}/api/contact`), 405],
    ]
    for (const [what, response, status] of cases) expect((await response).status, what).toBe(status)
    expect((await fetch(`${server.url}/blog`)).status).toBe(200)
  })

  it('answers a chunked body of 64 KB with 413, not a reset, and stores nothing', async () => {
    const before = await storedLeads(server)
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: chunkedLead(64 * 1024),
      duplex: 'half',
    } as RequestInit)
    expect(response.headers.get('content-length')).toBeNull()
    expect([response.status, await response.json()]).toEqual([
      413,
      { status: 'error', message: `The body may be at most ${CONTACT_BODY_MAX_BYTES} bytes.` },
    ])
    expect(await storedLeads(server)).toBe(before)
  })

  it.each([
    ['a Content-Length of 64 KB', { 'Content-Length': String(64 * 1024) }, 64 * 1024],
    ['a Content-Length of 1 MB', { 'Content-Length': String(1024 * 1024) }, 1024 * 1024],
    ['Expect: 100-continue', { 'Content-Length': String(64 * 1024), Expect: '100-continue' }, 64 * 1024],
  ])('answers a body sent with %s with 413 and the site’s headers, not a reset', async (_, framing, size) => {
    const answer = await rawPost(server, framing, size)
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      413,
      { status: 'error', message: `The body may be at most ${CONTACT_BODY_MAX_BYTES} bytes.` },
    ])
    expect(answer.headers['content-security-policy']).toBeDefined()
  })

  it('refuses a second server on its DATA_DIR, which it keeps serving', async () => {
    await expect(startServerProcess(cwd, env, script)).rejects.toThrow(
      /exited with 1:[\s\S]*Cannot start: DATA_DIR=\S+ is in use by another process/,
    )
    expect((await health(server)).body).toHaveProperty('leads')
  })

  it('sends one message for one key posted ten times at once, and limits one address under parallel posts', async () => {
    const body = leadBody()
    const same = await Promise.all(
      Array.from({ length: 10 }, () => post(server, body, { 'X-Forwarded-For': '198.51.100.7' })),
    )
    expect(same.map((response) => response.status).every((status) => status === 200 || status === 202)).toBe(
      true,
    )
    const flood = await Promise.all(
      Array.from({ length: 8 }, () => post(server, leadBody(), { 'X-Forwarded-For': '198.51.100.8' })),
    )
    const statuses = flood.map((response) => response.status)
    expect(statuses.filter((status) => status < 300)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    await vi.waitFor(() => expect(standIn.delivered(body.company)).toHaveLength(1), { timeout: 30_000 })
    expect(standIn.received.filter((entry) => entry.company === body.company)).toHaveLength(1)
  })

  it('limits the address the connection came from, whatever CF-Connecting-IP the client sends', async () => {
    // No X-Forwarded-For: the address is the connection's, 127.0.0.1 for every post here.
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(server, leadBody(), { 'CF-Connecting-IP': `198.51.100.${20 + index}` }),
      ),
    )
    const statuses = posts.map((response) => response.status)
    expect(statuses.filter((status) => status < 300)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
  })

  it('delivers the longest lead with the longest source to a chat as strict as Telegram, its Source block cut with a note', async () => {
    const company = `Ledgerline & <Sons> ${Date.now()}`.padEnd(CONTACT_FIELD_MAX.company, '>')
    const body = leadBody({
      name: 'Ольга & <Co>'.padEnd(CONTACT_FIELD_MAX.name, '&'),
      email: `${'o'.repeat(CONTACT_FIELD_MAX.email - 21)}@ledgerline.example`,
      company,
      message: `"Pipeline" <review> & more: ${'x'.repeat(CONTACT_FIELD_MAX.message)}`.slice(
        0,
        CONTACT_FIELD_MAX.message,
      ),
      source: {
        page: `/${'p'.repeat(LEAD_SOURCE_MAX.path - 1)}`,
        landingPage: `/${'l'.repeat(LEAD_SOURCE_MAX.path - 1)}`,
        referrer: `https://${'r'.repeat(LEAD_SOURCE_MAX.referrer - 16)}.example`,
        utm_source: 's'.repeat(LEAD_SOURCE_MAX.campaignValue),
        utm_campaign: 'c'.repeat(LEAD_SOURCE_MAX.campaignValue),
        clickIds: ['gclid', 'fbclid'],
      },
    })
    const response = await post(server, body, { 'X-Forwarded-For': '198.51.100.30' })
    expect(await response.json()).toEqual({ status: 'sent' })
    const [message] = standIn.delivered(company)
    expect(message!.body.parse_mode).toBe('HTML')
    expect(message!.shown!.text).toContain(`\nSent from: /${'p'.repeat(LEAD_SOURCE_MAX.path - 1)}\n`)
    expect(message!.shown!.text).toContain(SOURCE_CUT_NOTE)
    expect((await health(server)).status).toBe(200)
  })

  it('refuses a line break in a one-line field', async () => {
    const response = await post(server, leadBody({ company: 'Acme\nEmail: ceo@bank.example' }))
    expect([response.status, await response.json()]).toEqual([
      422,
      { status: 'invalid', errors: { company: 'Company name must be a single line of text.' } },
    ])
  })

  it('answers the health check with counts and the security headers, and 503 once Telegram refuses a lead, with no personal data', async () => {
    await vi.waitFor(async () => expect((await health(server)).body).toMatchObject({ status: 'ok' }), {
      timeout: 30_000,
    })
    const headers = (await fetch(`${server.url}/healthz`)).headers
    for (const name of Object.keys(securityHeaders({ scriptHashes: [], badgeOrigins: [] })))
      expect(headers.get(name), name).toBeTruthy()
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 403, description: 'Forbidden: bot was kicked' }, body.company)
    expect((await post(server, body, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(202)
    await vi.waitFor(async () => expect((await health(server)).status).toBe(503), { timeout: 30_000 })
    const report = await health(server)
    expect(report.body).toMatchObject({ status: 'stuck', telegram: 'configured', leads: { failed: 1 } })
    expect(JSON.stringify(report.body)).not.toContain(body.email)
    await vi.waitFor(() => expect(server.output()).toContain('"event":"lead.rejected"'))
  })
})

describe.each(TARGETS)('$name across an outage and a restart', { timeout: 300_000 }, ({ script }) => {
  it('delivers every lead kept while Telegram was down, each once, after a restart', async () => {
    const cwd = await folderFor(script)
    const env = {
      TELEGRAM_BOT_TOKEN: TEST_TOKEN,
      TELEGRAM_CHAT_ID: '-1001',
      TELEGRAM_API_BASE: standIn.url,
      RETRY_BASE_MS: '200',
      RETRY_MAX_MS: '1000',
    }
    const leads = [leadBody(), leadBody()]
    await standIn.down()
    try {
      const first = await startServerProcess(cwd, env, script)
      try {
        for (const body of leads) expect(await (await post(first, body)).json()).toEqual({ status: 'queued' })
        expect((await health(first)).body).toMatchObject({ leads: { pending: 2 } })
      } finally {
        expect(await first.stop()).toBe(0)
      }
    } finally {
      await standIn.up()
    }
    const second = await startServerProcess(cwd, env, script)
    try {
      for (const body of leads)
        await vi.waitFor(() => expect(standIn.delivered(body.company)).toHaveLength(1), { timeout: 60_000 })
      await vi.waitFor(async () =>
        expect((await health(second)).body).toMatchObject({ leads: { pending: 0, delivered: 2 } }),
      )
      expect(second.output()).not.toContain(leads[0]!.email)
      for (const body of leads) expect(standIn.delivered(body.company)).toHaveLength(1)
    } finally {
      expect(await second.stop()).toBe(0)
    }
  })
})
