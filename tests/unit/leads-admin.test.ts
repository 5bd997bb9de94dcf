/**
 * The leads page's server side (server/front/leadsAdmin.ts) as both hosts call it, over an outbox of
 * seeded leads: no lead data without a valid session (page, JSON, CSV, a lead), the operator's
 * password sign-in and its cookie, forged and expired sessions, the headers, what the filters and the
 * export show, re-sending, erasure with its confirmation, and the audit log. Then the edge's GitHub
 * sign-in (worker/leadsSignIn.ts) against a stand-in as strict as GitHub's token and user endpoints.
 */
import Database from 'better-sqlite3'
import { beforeEach, describe, expect, it } from 'vitest'
import { topBars, topSeries, weekGrid, type LeadChart } from '@/lib/leadCharts'
import { LeadQueries } from '../../relay/leadQueries'
import { answerLeads, type LeadsAdminOptions } from '../../server/front/leadsAdmin'
import { csvCell } from '../../server/front/leadsCsv'
import {
  hashPassword,
  passwordMatches,
  SESSION_COOKIE,
  sessionValue,
  SESSION_HOURS,
} from '../../server/front/leadsSession'
import { applyMigrations, sqliteDatabase } from '../../server/outbox/sqlite'
import { leadsSignIn, LEADS_CALLBACK_PATH } from '../../worker/leadsSignIn'
import { seededLeads, seedLeads } from '../support/leadSeed'

const NOW = Date.UTC(2026, 10, 29, 12)
const SECRET = 'a-session-secret-of-at-least-32-characters'
const PASSWORD = 'correct horse battery staple'
const SITE = 'https://bandera.example'
const LEADS = seededLeads(300, NOW)
const passwordHash = await hashPassword(PASSWORD)

let queries: LeadQueries
let resent: string[]
let options: LeadsAdminOptions

beforeEach(async () => {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  applyMigrations(sqlite)
  const db = sqliteDatabase(sqlite)
  await seedLeads(db, LEADS)
  queries = new LeadQueries(db)
  resent = []
  options = {
    queries,
    resend: async (id) => void resent.push(id),
    retentionDays: 30,
    now: () => NOW,
    sessionSecret: SECRET,
    signIn: { kind: 'password', passwordHash },
  }
})

interface Ask {
  method?: string
  cookie?: string
  form?: Record<string, string>
  origin?: string
}

function ask(target: string, { method = 'GET', cookie, form, origin }: Ask = {}) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (origin) headers.origin = origin
  return answerLeads(
    {
      method,
      url: new URL(target, SITE),
      header: (name) => headers[name],
      readForm: async () => new URLSearchParams(form),
    },
    options,
  )
}

async function signedIn(): Promise<string> {
  const answer = await ask('/admin/leads/sign-in', {
    method: 'POST',
    form: { password: PASSWORD },
    origin: SITE,
  })
  expect(answer.status).toBe(303)
  return answer.headers['Set-Cookie']!.split(';')[0]!
}

const anyLeadData = (body: string | null) =>
  LEADS.some((lead) => body?.includes(lead.submission.email) || body?.includes(lead.id))

describe('the leads page signed out', () => {
  it.each([
    '/admin/leads',
    '/admin/leads/leads.json',
    '/admin/leads/leads.csv',
    `/admin/leads/lead/${LEADS[0]!.id}`,
  ])('answers %s with the sign-in page and nothing of a lead', async (target) => {
    const answer = await ask(target)
    expect(answer.status).toBe(401)
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(answer.body).toContain('name="password"')
    expect(anyLeadData(answer.body)).toBe(false)
  })

  it('erases and re-sends nothing', async () => {
    const failed = LEADS.find((lead) => lead.status === 'failed')!
    expect((await ask(`/admin/leads/lead/${failed.id}/erase`, { method: 'POST', origin: SITE })).status).toBe(
      401,
    )
    expect(
      (await ask(`/admin/leads/lead/${failed.id}/resend`, { method: 'POST', origin: SITE })).status,
    ).toBe(401)
    expect(await queries.detail(failed.id)).toBeDefined()
    expect(resent).toEqual([])
  })

  it('refuses a wrong password, a forged, an expired and a too-long session', async () => {
    const wrong = await ask('/admin/leads/sign-in', {
      method: 'POST',
      form: { password: 'guess' },
      origin: SITE,
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers['Set-Cookie']).toBeUndefined()
    const cookies = [
      `${SESSION_COOKIE}=operator.${NOW + 3_600_000}.${'A'.repeat(43)}`,
      `${SESSION_COOKIE}=${await sessionValue('another-secret-of-at-least-32-characters', { actor: 'operator', expiresAt: NOW + 3_600_000 })}`,
      `${SESSION_COOKIE}=${await sessionValue(SECRET, { actor: 'operator', expiresAt: NOW - 1 })}`,
      `${SESSION_COOKIE}=${await sessionValue(SECRET, { actor: 'operator', expiresAt: NOW + (SESSION_HOURS + 1) * 3_600_000 })}`,
    ]
    for (const cookie of cookies) {
      const answer = await ask('/admin/leads/leads.json', { cookie })
      expect(answer.status).toBe(401)
      expect(anyLeadData(answer.body)).toBe(false)
      expect(answer.headers['Set-Cookie']).toMatch(/^leads_session=; .*Max-Age=0/)
    }
  })

  it('says how to set it up when the password or the session secret is missing', async () => {
    options.sessionSecret = 'short'
    expect((await ask('/admin/leads')).status).toBe(503)
    options.sessionSecret = SECRET
    options.signIn = { kind: 'password', passwordHash: undefined }
    const answer = await ask('/admin/leads')
    expect(answer.status).toBe(503)
    expect(answer.body).toContain('LEADS_OPERATOR_PASSWORD_HASH')
  })
})

describe('the leads page signed in', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict cookie for the page only, expiring', async () => {
    const answer = await ask('/admin/leads/sign-in', {
      method: 'POST',
      form: { password: PASSWORD },
      origin: SITE,
    })
    expect(answer.headers['Set-Cookie']).toMatch(
      new RegExp(
        `^leads_session=operator\\.${NOW + SESSION_HOURS * 3_600_000}\\.[\\w-]{43}; Path=/admin/leads; Max-Age=${SESSION_HOURS * 3600}; HttpOnly; Secure; SameSite=Strict$`,
      ),
    )
  })

  it('answers no-store, noindex, with a policy that allows only its own style', async () => {
    const cookie = await signedIn()
    for (const target of ['/admin/leads', '/admin/leads/leads.json', '/admin/leads/leads.csv']) {
      const { headers } = await ask(target, { cookie })
      expect(headers['Cache-Control']).toBe('no-store')
      expect(headers['X-Robots-Tag']).toBe('noindex, nofollow')
      expect(headers['Content-Security-Policy']).toMatch(/^default-src 'none'; style-src 'nonce-[\w-]+';/)
      expect(headers['Content-Security-Policy']).not.toMatch(/script-src|unsafe/)
    }
    const { body } = await ask('/admin/leads', { cookie })
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(body).toContain('keeps a delivered or refused lead 30 days')
  })

  it("allows the build's chart script by this answer's nonce, on the list only, with the counts in the page", async () => {
    const cookie = await signedIn()
    options.chartScript = { src: '/assets/leads-charts.0123456789.js', integrity: 'sha384-abc' }
    const { headers, body: html } = await ask('/admin/leads?source=google', { cookie })
    const body = String(html)
    const csp = headers['Content-Security-Policy']!
    const nonce = /style-src 'nonce-([\w-]+)'/.exec(csp)![1]!
    expect(csp).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    expect(body).toContain(
      `<script src="/assets/leads-charts.0123456789.js" integrity="sha384-abc" nonce="${nonce}" defer></script>`,
    )
    expect(body.match(/<script/g)).toHaveLength(2)
    const json = /<script type="application\/json" id="leads-charts">([^<]*)<\/script>/.exec(body)![1]!
    const charts = JSON.parse(json) as LeadChart[]
    const filter = { source: 'google' }
    const bySource = charts.find((chart) => chart.id === 'per-week-source')!
    expect(bySource.kind === 'weeks' && bySource.series).toEqual(
      topSeries(weekGrid(await queries.perWeek(filter, 'source'))),
    )
    const byLanding = charts.find((chart) => chart.id === 'per-landing-page')!
    expect(byLanding.kind === 'bars' && byLanding).toMatchObject(
      topBars(await queries.perPage(filter, 'landingPage')),
    )
    for (const chart of charts) expect(body).toContain(`<canvas data-chart="${chart.id}" role="img"`)
    // A range without a lead: its weeks are no table of empty rows, and nothing is drawn.
    const empty = await ask('/admin/leads?from=2001-01-01&to=2001-01-31', { cookie })
    expect(empty.headers['Content-Security-Policy']).not.toMatch(/script-src/)
    expect(empty.body).not.toContain('<script')
    expect(empty.body).toMatch(/<table id="per-week-source">.*?<tbody><tr><td colspan="1">No leads\.<\/td>/)
    // A lead's own page has no script, nor does its policy allow one.
    const [lead] = (await queries.list({}, 1, 1)).leads
    const detail = await ask(`/admin/leads/lead/${lead!.id}`, { cookie })
    expect(detail.headers['Content-Security-Policy']).not.toMatch(/script-src/)
    expect(detail.body).not.toContain('<script')
  })

  it('draws no chart and has no script when the build has no chart script', async () => {
    const cookie = await signedIn()
    const { headers, body } = await ask('/admin/leads', { cookie })
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src/)
    expect(body).not.toContain('<script')
    expect(body).not.toContain('<canvas')
    expect(body).toContain('<table id="per-week-source">')
  })

  it('lists, filters and pages as the queries do, and logs who looked', async () => {
    const cookie = await signedIn()
    const filter = '?state=failed&medium=referral&from=2026-09-01&to=2026-11-29'
    const json = JSON.parse((await ask(`/admin/leads/leads.json${filter}&page=2`, { cookie })).body!)
    const want = await queries.list(
      { state: 'failed', medium: 'referral', from: Date.UTC(2026, 8, 1), to: Date.UTC(2026, 10, 30) },
      2,
    )
    expect(json.total).toBe(want.total)
    expect(json.leads).toEqual(want.leads)
    const html = (await ask(`/admin/leads${filter}`, { cookie })).body!
    expect(html).toContain(`data-total="${want.total}"`)
    expect((await queries.auditLog(1))[0]).toMatchObject({ actor: 'operator', action: 'list' })
  })

  it('exports what the filters show as CSV, formula cells defused', async () => {
    const cookie = await signedIn()
    const answer = await ask('/admin/leads/leads.csv?q=formula', { cookie })
    expect(answer.headers['Content-Disposition']).toBe('attachment; filename="leads-2026-11-29.csv"')
    const lines = answer.body!.trimEnd().split('\r\n')
    const matching = await queries.all({ search: 'formula' })
    expect(lines).toHaveLength(matching.length + 1)
    expect(lines.slice(1).every((line) => line.includes(",'=Formula Co,"))).toBe(true)
    expect((await queries.auditLog(1))[0]).toMatchObject({
      action: 'export',
      detail: `{"q":"formula"} ${matching.length}`,
    })
  })

  it('shows one lead with its history, re-sends a failed one, and erases after confirming', async () => {
    const cookie = await signedIn()
    const failed = LEADS.find((lead) => lead.status === 'failed')!
    const view = await ask(`/admin/leads/lead/${failed.id}`, { cookie })
    expect(view.body).toContain(failed.submission.email)
    expect(view.body).toContain('Bad Request: chat not found')
    expect(view.body).toContain('Send again')
    const resend = await ask(`/admin/leads/lead/${failed.id}/resend`, {
      method: 'POST',
      cookie,
      origin: SITE,
    })
    expect(resend.status).toBe(303)
    expect(resent).toEqual([failed.id])
    const confirm = await ask(`/admin/leads/lead/${failed.id}/erase`, { cookie })
    expect(confirm.body).toContain('Erase for good')
    expect(await queries.detail(failed.id)).toBeDefined()
    const foreign = await ask(`/admin/leads/lead/${failed.id}/erase`, {
      method: 'POST',
      cookie,
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect(await queries.detail(failed.id)).toBeDefined()
    const crossSite = await answerLeads(
      {
        method: 'POST',
        url: new URL(`/admin/leads/lead/${failed.id}/erase`, SITE),
        header: (name) => ({ cookie, origin: SITE, 'sec-fetch-site': 'cross-site' })[name],
        readForm: async () => new URLSearchParams(),
      },
      options,
    )
    expect(crossSite.status).toBe(403)
    const erased = await ask(`/admin/leads/lead/${failed.id}/erase`, { method: 'POST', cookie, origin: SITE })
    expect(erased.status).toBe(303)
    expect(await queries.detail(failed.id)).toBeUndefined()
    expect((await ask(`/admin/leads/lead/${failed.id}`, { cookie })).status).toBe(404)
    expect((await queries.auditLog()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['view', 'resend', 'erase']),
    )
  })

  it('does not re-send a lead that was sent', async () => {
    const cookie = await signedIn()
    const sent = LEADS.find((lead) => lead.status === 'delivered')!
    const view = await ask(`/admin/leads/lead/${sent.id}`, { cookie })
    expect(view.body).not.toContain('Send again')
    await ask(`/admin/leads/lead/${sent.id}/resend`, { method: 'POST', cookie, origin: SITE })
    expect(resent).toEqual([])
  })
})

describe('the CSV cells and the password hash', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Plain, with comma', '"Plain, with comma"'],
    ['a-b', 'a-b'],
  ])('%s is written %s', (text, cell) => expect(csvCell(text)).toBe(cell))

  it('matches its password only', async () => {
    expect(await passwordMatches(PASSWORD, passwordHash)).toBe(true)
    expect(await passwordMatches(`${PASSWORD} `, passwordHash)).toBe(false)
    expect(await passwordMatches(PASSWORD, 'plain-text')).toBe(false)
  })
})

describe('the edge sign-in with GitHub', () => {
  const env = {
    GITHUB_OAUTH_CLIENT_ID: 'Iv1.client',
    GITHUB_OAUTH_CLIENT_SECRET: 'client-secret',
    LEADS_SESSION_SECRET: SECRET,
    LEADS_GITHUB_USERS: 'Octo-Agency, someone',
    LEADS_GITHUB_ORG: 'bandera-agency',
  }
  const used = new Set<string>()
  const states = { take: async (nonce: string) => (used.has(nonce) ? false : (used.add(nonce), true)) }

  /** GitHub's token and user endpoints: one code, one token, one account with its organisations. */
  function gitHub(login: string, orgs: Record<string, string>) {
    return async (input: string, init: RequestInit) => {
      const url = new URL(input)
      if (url.pathname === '/login/oauth/access_token') {
        const body = JSON.parse(String(init.body)) as {
          code: string
          client_secret: string
          redirect_uri: string
        }
        if (body.client_secret !== env.GITHUB_OAUTH_CLIENT_SECRET || body.code !== 'the-code')
          return Response.json({ error: 'bad_verification_code' })
        expect(body.redirect_uri).toBe(`${SITE}${LEADS_CALLBACK_PATH}`)
        return Response.json({ access_token: 'gho_token' })
      }
      if (new Headers(init.headers).get('authorization') !== 'Bearer gho_token')
        return Response.json({ message: 'Bad credentials' }, { status: 401 })
      if (url.pathname === '/user') return Response.json({ login })
      const org = /^\/user\/memberships\/orgs\/(.+)$/.exec(url.pathname)?.[1]
      if (org && orgs[org]) return Response.json({ state: orgs[org] })
      return Response.json({ message: 'Not Found' }, { status: 404 })
    }
  }

  async function signIn(login: string, orgs: Record<string, string> = {}) {
    const fetch = gitHub(login, orgs)
    const start = await leadsSignIn(new Request(`${SITE}/admin/leads/sign-in`), env, {
      states,
      fetch,
      now: () => NOW,
    })
    const location = new URL(start!.headers.get('location')!)
    expect(location.origin).toBe('https://github.com')
    expect(location.searchParams.get('scope')).toBe('read:org')
    const state = location.searchParams.get('state')!
    const stateCookie = start!.headers.get('set-cookie')!.split(';')[0]!
    const back = new Request(`${SITE}${LEADS_CALLBACK_PATH}?code=the-code&state=${state}`, {
      headers: { cookie: stateCookie },
    })
    return { answer: (await leadsSignIn(back, env, { states, fetch, now: () => NOW }))!, back }
  }

  const sessionOf = (response: Response) =>
    response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=github`))

  it('lets in an account the settings name, in any case, with a session for it', async () => {
    const { answer } = await signIn('octo-agency')
    expect(answer.status).toBe(200)
    expect(sessionOf(answer)).toMatch(
      /^leads_session=github:octo-agency\..*; HttpOnly; Secure; SameSite=Strict$/,
    )
    const cookie = sessionOf(answer)!.split(';')[0]!
    options.signIn = { kind: 'github' }
    expect((await ask('/admin/leads/leads.json', { cookie })).status).toBe(200)
  })

  it('lets in an active member of the organisation, not a pending one', async () => {
    expect(sessionOf((await signIn('member', { 'bandera-agency': 'active' })).answer)).toBeDefined()
    const pending = (await signIn('invited', { 'bandera-agency': 'pending' })).answer
    expect(pending.status).toBe(403)
    expect(sessionOf(pending)).toBeUndefined()
  })

  it('refuses another account, and a state used twice', async () => {
    const { answer, back } = await signIn('stranger', { 'other-org': 'active' })
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('The GitHub account stranger may not see leads')
    expect(sessionOf(answer)).toBeUndefined()
    const again = (await leadsSignIn(back, env, {
      states,
      fetch: gitHub('octo-agency', {}),
      now: () => NOW,
    }))!
    expect(again.status).toBe(400)
    expect(sessionOf(again)).toBeUndefined()
  })
})
