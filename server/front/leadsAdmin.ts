/**
 * The leads page (/admin/leads) for both hosts: every request's session is checked here, on the
 * server, before any lead is read; signed out, a request gets the sign-in page (401) and nothing
 * of a lead. Each answer is no-store, noindex, with a policy that allows nothing but the page's own
 * style and, on the list, the build's chart script (by this answer's nonce), which draws the counts
 * the page carries. Every list, view, export, re-send and erasure is written to the audit log with
 * who did it.
 *
 *   GET  /admin/leads                      the filters, the counts and one page of the list
 *   GET  /admin/leads/leads.json           the same as JSON
 *   GET  /admin/leads/leads.csv            every lead the filters show, as CSV
 *   GET  /admin/leads/lead/<id>            one lead with its source and delivery history
 *   POST /admin/leads/lead/<id>/resend     a failed lead is sent again
 *   GET  /admin/leads/lead/<id>/erase      the erasure's confirmation; POST erases
 *   POST /admin/leads/sign-in              the operator's password (Node); GET on the edge: GitHub
 *   POST /admin/leads/sign-out
 */
import { LEAD_STATES, LeadQueries, type LeadFilter, type LeadState } from '../../relay/leadQueries'
import { topBars, topSeries, weekGrid, type LeadChart } from '@/lib/leadCharts'
import { leadsCsv } from './leadsCsv'
import {
  auditTable,
  countFigure,
  type ChartScript,
  detailView,
  eraseConfirmation,
  filterForm,
  labelTable,
  leadTable,
  page,
  signInView,
  weekTable,
} from './leadsPage'
import {
  cookieOf,
  ENDED_SESSION_COOKIE,
  LEADS_PATH,
  passwordMatches,
  readSession,
  SESSION_COOKIE,
  SESSION_SECRET_MIN,
  sessionCookie,
  type Session,
} from './leadsSession'
import type { FrontAnswer } from './requestFront'
import { SHARED_HEADERS } from './securityHeaders'

export interface LeadsRequest {
  method: string
  url: URL
  header(name: string): string | undefined
  /** The POSTed form (application/x-www-form-urlencoded). */
  readForm(): Promise<URLSearchParams>
}

export interface LeadsAdminOptions {
  queries: LeadQueries
  /** Sends a failed lead again; rejects with what stops it. */
  resend(id: string): Promise<void>
  retentionDays: number
  now(): number
  /** LEADS_SESSION_SECRET; without it (or too short) the page says how to set it up. */
  sessionSecret: string | undefined
  /** The operator's password hash (Node), or GitHub (the edge's sign-in routes come before this). */
  signIn: { kind: 'password'; passwordHash: string | undefined } | { kind: 'github' }
  /** The build's chart script; without it the counts are tables only. */
  chartScript?: ChartScript
}

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A page's policy: its own style and, where it draws charts, the one script that carries its nonce. */
function leadsPolicy(nonce: string, script = false): string {
  const scriptSource = script ? ` script-src 'nonce-${nonce}';` : ''
  return `default-src 'none'; style-src 'nonce-${nonce}';${scriptSource} img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`
}

function headers(nonce: string, type = 'text/html; charset=utf-8', script = false): Record<string, string> {
  return {
    ...SHARED_HEADERS,
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': leadsPolicy(nonce, script),
  }
}

/** The filters of a query string: anything malformed is left out, never guessed. */
export function filterOf(query: URLSearchParams): { filter: LeadFilter; values: Record<string, string> } {
  const filter: LeadFilter = {}
  const values: Record<string, string> = {}
  const text = (name: string) => query.get(name)?.trim().slice(0, 200) || undefined
  const search = text('q')
  if (search) filter.search = values.q = search
  const state = text('state')
  if (state && state in LEAD_STATES) filter.state = values.state = state as LeadState
  const from = text('from')
  if (from && ISO_DAY.test(from) && !Number.isNaN(Date.parse(from))) {
    filter.from = Date.parse(`${from}T00:00:00Z`)
    values.from = from
  }
  const to = text('to')
  if (to && ISO_DAY.test(to) && !Number.isNaN(Date.parse(to))) {
    filter.to = Date.parse(`${to}T00:00:00Z`) + DAY_MS
    values.to = to
  }
  for (const name of ['source', 'medium', 'campaign', 'landingPage'] as const) {
    const value = text(name)
    if (value) filter[name] = values[name] = value
  }
  return { filter, values }
}

const queryString = (values: Record<string, string>, extra: Record<string, string> = {}) => {
  const text = new URLSearchParams({ ...values, ...extra }).toString()
  return text ? `?${text}` : ''
}

export async function answerLeads(request: LeadsRequest, options: LeadsAdminOptions): Promise<FrontAnswer> {
  const nonce = crypto.randomUUID()
  const html = (status: number, title: string, body: string, session?: Session, extra = {}) => ({
    status,
    headers: { ...headers(nonce), ...extra },
    body: page({ title, nonce, retentionDays: options.retentionDays, actor: session?.actor }, body),
  })
  const redirect = (location: string, extra: Record<string, string> = {}): FrontAnswer => ({
    status: 303,
    headers: { ...headers(nonce), Location: location, ...extra },
    body: null,
  })
  const { sessionSecret: secret, signIn } = options
  if (!secret || secret.length < SESSION_SECRET_MIN || (signIn.kind === 'password' && !signIn.passwordHash))
    return html(
      503,
      'Leads',
      `<p>The leads page is not set up on this site: set ${signIn.kind === 'password' ? 'LEADS_OPERATOR_PASSWORD_HASH and ' : ''}LEADS_SESSION_SECRET (at least ${SESSION_SECRET_MIN} characters), as docs/leads.md explains.</p>`,
    )
  const { method, url } = request
  const path = url.pathname.slice(LEADS_PATH.length)
  const now = options.now()

  // A form posted from another site is refused (the cookie is SameSite=Strict as well).
  // A host behind a proxy may see another origin than the browser's: the browser's own word on
  // where the form came from counts first (Sec-Fetch-Site, sent by every current browser).
  if (method === 'POST') {
    const site = request.header('sec-fetch-site')
    const origin = request.header('origin')
    if (site !== undefined ? site !== 'same-origin' : origin !== undefined && origin !== url.origin)
      return html(403, 'Leads', '<p>This form was sent from another site.</p>')
  } else if (method !== 'GET' && method !== 'HEAD')
    return { status: 405, headers: { ...headers(nonce), Allow: 'GET, HEAD, POST' }, body: null }

  if (path === '/sign-in' && method === 'POST' && signIn.kind === 'password') {
    const password = (await request.readForm()).get('password') ?? ''
    if (!(await passwordMatches(password, signIn.passwordHash!)))
      return html(401, 'Sign in', signInView('password', 'That password is not the operator password.'))
    return redirect(LEADS_PATH, { 'Set-Cookie': await sessionCookie(secret, 'operator', now) })
  }
  if (path === '/sign-out' && method === 'POST')
    return redirect(LEADS_PATH, { 'Set-Cookie': ENDED_SESSION_COOKIE })

  const cookie = cookieOf(request.header('cookie'), SESSION_COOKIE)
  const session = cookie ? await readSession(secret, cookie, now) : undefined
  if (!session)
    return html(
      401,
      'Sign in',
      signInView(signIn.kind, cookie ? 'Your session has ended: sign in again.' : undefined),
      undefined,
      cookie ? { 'Set-Cookie': ENDED_SESSION_COOKIE } : {},
    )

  const { queries } = options
  const actor = session.actor
  const { filter, values } = filterOf(url.searchParams)
  const detail = JSON.stringify(values)

  if (path === '' || path === '/leads.json') {
    const wanted = Number(url.searchParams.get('page') ?? '1')
    const list = await queries.list(filter, Number.isFinite(wanted) ? wanted : 1)
    const [bySource, byMedium, byCampaign, byLanding, bySentFrom] = await Promise.all([
      queries.perWeek(filter, 'source'),
      queries.perWeek(filter, 'medium'),
      queries.perWeek(filter, 'campaign'),
      queries.perPage(filter, 'landingPage'),
      queries.perPage(filter, 'page'),
    ])
    await queries.audit({ at: now, actor, action: 'list', detail: `${detail} ${list.total}` })
    if (path === '/leads.json')
      return {
        status: 200,
        headers: headers(nonce, 'application/json; charset=utf-8'),
        body: JSON.stringify({ ...list, bySource, byMedium, byCampaign, byLanding, bySentFrom }),
      }
    const range = { from: values.from, to: values.to }
    const weekly = (
      [
        ['per-week-source', 'Leads per week by source', bySource],
        ['per-week-medium', 'Leads per week by medium', byMedium],
        ['per-week-campaign', 'Leads per week by campaign', byCampaign],
      ] as const
    ).map(([id, caption, counts]) => ({ id, caption, grid: weekGrid(counts, range) }))
    const pages = (
      [
        ['per-landing-page', 'Leads by landing page', 'Landing page', byLanding],
        ['per-sent-from', 'Leads by the page they were sent from', 'Sent from', bySentFrom],
      ] as const
    ).map(([id, caption, what, counts]) => ({ id, caption, what, counts }))
    const charts: LeadChart[] = options.chartScript
      ? [
          ...weekly
            .filter(({ grid }) => grid.labels.length > 0)
            .map(({ id, grid }): LeadChart => ({
              kind: 'weeks',
              id,
              weeks: grid.weeks,
              series: topSeries(grid),
            })),
          ...pages
            .filter(({ counts }) => counts.length > 0)
            .map(({ id, counts }): LeadChart => ({ kind: 'bars', id, ...topBars(counts) })),
        ]
      : []
    const drawn = new Set(charts.map((chart) => chart.id))
    const [source, medium, campaign, landingPage] = await Promise.all(
      (['source', 'medium', 'campaign', 'landingPage'] as const).map((name) => queries.choices(name)),
    )
    const body = [
      url.searchParams.get('erased') === '1'
        ? '<p class="notice" role="status">Erased: the lead and its delivery history are gone from the outbox.</p>'
        : '',
      filterForm({
        values,
        choices: { source: source!, medium: medium!, campaign: campaign!, landingPage: landingPage! },
      }),
      leadTable(
        list,
        (n) => `${LEADS_PATH}${queryString(values, { page: String(n) })}`,
        `${LEADS_PATH}/leads.csv${queryString(values)}`,
      ),
      '<h2>Where they came from</h2><div class="counts">',
      ...weekly.map(({ id, caption, grid }) =>
        countFigure(id, caption, weekTable(id, caption, grid), drawn.has(id)),
      ),
      ...pages.map(({ id, caption, what, counts }) =>
        countFigure(id, caption, labelTable(id, caption, what, counts), drawn.has(id)),
      ),
      '</div>',
      auditTable(await queries.auditLog(20)),
    ].join('\n')
    const frame = { title: 'Leads', nonce, retentionDays: options.retentionDays, actor: session.actor }
    return {
      status: 200,
      headers: headers(nonce, undefined, charts.length > 0),
      body: page(
        charts.length > 0 ? { ...frame, charts: { script: options.chartScript!, data: charts } } : frame,
        body,
      ),
    }
  }

  if (path === '/leads.csv') {
    const leads = await queries.all(filter)
    await queries.audit({ at: now, actor, action: 'export', detail: `${detail} ${leads.length}` })
    return {
      status: 200,
      headers: {
        ...headers(nonce, 'text/csv; charset=utf-8'),
        'Content-Disposition': `attachment; filename="leads-${new Date(now).toISOString().slice(0, 10)}.csv"`,
      },
      body: leadsCsv(leads),
    }
  }

  const match = /^\/lead\/([^/]+)(\/resend|\/erase)?$/.exec(path)
  const id = match && decodeURIComponent(match[1]!)
  const lead = id ? await queries.detail(id) : undefined
  if (!match || !id || !lead)
    return html(
      404,
      'Not found',
      `<p>No such lead: it may have been erased. <a href="${LEADS_PATH}">All leads</a></p>`,
      session,
    )
  const leadPath = `${LEADS_PATH}/lead/${encodeURIComponent(id)}`
  const action = match[2]
  if (!action && method !== 'POST') {
    await queries.audit({ at: now, actor, action: 'view', leadId: id })
    const notice =
      url.searchParams.get('resent') === '1' ? 'Sent again: the outbox is delivering it.' : undefined
    return html(200, 'Lead', detailView(lead, notice), session)
  }
  if (action === '/resend' && method === 'POST') {
    if (lead.state !== 'failed') return redirect(leadPath)
    try {
      await options.resend(id)
    } catch (error) {
      return html(
        409,
        'Lead',
        `<p class="notice" role="alert">Not sent again: ${(error as Error).message}</p>${detailView(lead)}`,
        session,
      )
    }
    await queries.audit({ at: now, actor, action: 'resend', leadId: id })
    return redirect(`${leadPath}?resent=1`)
  }
  if (action === '/erase' && method === 'POST') {
    await queries.erase(id, actor, now)
    return redirect(`${LEADS_PATH}?erased=1`)
  }
  if (action === '/erase') return html(200, 'Erase a lead', eraseConfirmation(lead), session)
  return { status: 405, headers: { ...headers(nonce), Allow: 'GET, HEAD' }, body: null }
}
