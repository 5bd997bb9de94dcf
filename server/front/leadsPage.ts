/**
 * The HTML of the leads page (/admin/leads), rendered on the server for each signed-in request:
 * the filters, the counts (charts, each with its table of numbers), the list with its pages, one lead
 * with its delivery history, and the erasure's confirmation. Every text from the outbox is escaped.
 * It reads in the system's light or dark theme; its colours carry the site's token names, which the
 * chart script reads (src/features/leads-admin/leadsCharts.ts).
 */
import { chartsJson, type LabelCount, type LeadChart, type WeekGrid } from '@/lib/leadCharts'
import type { AuditEntry, LeadDetail, LeadPage } from '../../relay/leadQueries'
import { LEAD_STATES } from '../../relay/leadQueries'
import { LEADS_PATH } from './leadsSession'

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --foreground: #0f1529; --muted: #4a5470; --card-border: #dde2ee;
  --accent: #4b2fc9; --card: #f5f6fa; --danger: #b42318; font-family: Inter, system-ui, sans-serif;
  --series-1: #4b2fc9; --series-2: #047857; --series-3: #0369a1; --series-4: #b45309; --series-5: #be185d;
  --series-6: #0f766e; --series-other: #4a5470; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b1020; --foreground: #e8ebf5; --muted: #aab2c8;
  --card-border: #2a3350; --accent: #a99bff; --card: #141a2e; --danger: #ff9b8f;
  --series-1: #a99bff; --series-2: #34d399; --series-3: #38bdf8; --series-4: #fbbf24; --series-5: #f472b6;
  --series-6: #2dd4bf; --series-other: #aab2c8; } }
body { margin: 0; background: var(--bg); color: var(--foreground); line-height: 1.5; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
a { color: var(--accent); }
h1 { font-size: 1.5rem; margin: 0; } h2 { font-size: 1.15rem; margin-top: 2rem; }
.note { color: var(--muted); }
form.filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: .75rem;
  background: var(--card); padding: 1rem; border-radius: .5rem; }
label { display: flex; flex-direction: column; font-size: .875rem; gap: .25rem; }
input, select, button { font: inherit; padding: .5rem; border: 1px solid var(--muted); border-radius: .375rem;
  background: var(--bg); color: var(--foreground); min-height: 2.75rem; box-sizing: border-box; }
button, .button { background: var(--accent); color: var(--bg); border-color: var(--accent); cursor: pointer;
  text-decoration: none; display: inline-flex; align-items: center; padding: .5rem 1rem; border-radius: .375rem; }
button.danger { background: var(--danger); border-color: var(--danger); }
.actions { display: flex; gap: .75rem; align-items: end; flex-wrap: wrap; }
.table { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid var(--card-border); vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: .5rem 0; }
nav.pages { display: flex; gap: 1rem; align-items: center; margin: 1rem 0; }
.counts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr)); gap: 2rem 1.5rem; }
figure { margin: 0; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: .5rem; }
tbody th[scope="row"] { white-space: nowrap; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.chart { position: relative; height: 16rem; margin-bottom: .5rem; }
@media (scripting: none) { .chart { display: none; } }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; background: var(--card); padding: 1rem; border-radius: .5rem; }
.notice { background: var(--card); border-left: 4px solid var(--accent); padding: .75rem 1rem; }
`

/** The chart script of the build (scripts/site/leadsCharts.ts): its hashed address and its SRI hash. */
export interface ChartScript {
  src: string
  integrity: string
}

/**
 * Where the build tells the edge Worker its chart script (JSON, a ChartScript): the Worker reads it
 * from its static assets; the Node server has it in the build's manifest.
 */
export const CHART_SCRIPT_FILE = '/leads-charts.json'

export interface PageFrame {
  title: string
  nonce: string
  /** Who is signed in: the header names them and offers to sign out. */
  actor?: string
  retentionDays: number
  /** The page's charts, drawn by `script`; without either, the page has its tables only. */
  charts?: { script: ChartScript; data: LeadChart[] }
}

/** The charts' data, and the script that draws them, allowed by the page's nonce. */
function chartsHead({ script, data }: NonNullable<PageFrame['charts']>, nonce: string): string {
  return `<script type="application/json" id="leads-charts">${chartsJson(data)}</script><script src="${escapeHtml(script.src)}" integrity="${escapeHtml(script.integrity)}" nonce="${nonce}" defer></script>`
}

/** A chart of horizontal bars is as tall as its bars need: 1.75rem each, and room for the axis. */
const barsHeight = (chart: LeadChart) =>
  chart.kind === 'bars'
    ? `#chart-${chart.id} { height: ${(chart.labels.length * 1.75 + 3).toFixed(2)}rem; }`
    : ''

export function page(frame: PageFrame, body: string): string {
  const signOut = frame.actor
    ? `<form method="post" action="${LEADS_PATH}/sign-out" class="actions"><span class="note">Signed in as ${escapeHtml(frame.actor)}</span><button type="submit">Sign out</button></form>`
    : ''
  const charts = frame.charts && frame.charts.data.length > 0 ? frame.charts : undefined
  const style = STYLE + (charts ? charts.data.map(barsHeight).join('\n') : '')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(frame.title)} · Leads</title><style nonce="${frame.nonce}">${style}</style>${charts ? chartsHead(charts, frame.nonce) : ''}</head><body><header><h1>${escapeHtml(frame.title)}</h1>${signOut}</header><main>${body}<p class="note">The outbox keeps a delivered or refused lead ${frame.retentionDays} days after it arrives, then deletes it (as the privacy policy says); a lead waiting to be sent stays until it is.</p></main></body></html>`
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const minute = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

export interface FilterForm {
  values: Record<string, string>
  choices: Record<'source' | 'medium' | 'campaign' | 'landingPage', string[]>
}

const FILTER_LABELS = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  landingPage: 'Landing page',
} as const

function select(name: string, label: string, options: string[], chosen: string | undefined): string {
  const items = ['', ...options]
    .map(
      (option) =>
        `<option value="${escapeHtml(option)}"${option === (chosen ?? '') ? ' selected' : ''}>${option === '' ? 'All' : escapeHtml(option)}</option>`,
    )
    .join('')
  return `<label>${label}<select name="${name}">${items}</select></label>`
}

export function filterForm({ values, choices }: FilterForm): string {
  const input = (name: string, label: string, type: string) =>
    `<label>${label}<input type="${type}" name="${name}" value="${escapeHtml(values[name] ?? '')}"></label>`
  return `<form class="filters" method="get" action="${LEADS_PATH}" role="search" aria-label="Filter leads">
${input('q', 'Name, company or e-mail', 'search')}
${select('state', 'Status', Object.keys(LEAD_STATES), values.state)}
${input('from', 'Received from', 'date')}
${input('to', 'Received to', 'date')}
${(Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[]).map((name) => select(name, FILTER_LABELS[name], choices[name], values[name])).join('\n')}
<div class="actions"><button type="submit">Show leads</button><a href="${LEADS_PATH}">Clear</a></div>
</form>`
}

export function leadTable(list: LeadPage, query: (page: number) => string, csvHref: string): string {
  const rows = list.leads
    .map(
      (lead) =>
        `<tr><td>${minute(lead.receivedAt)}</td><td><a href="${LEADS_PATH}/lead/${encodeURIComponent(lead.id)}">${escapeHtml(lead.name)}</a></td><td>${escapeHtml(lead.company)}</td><td>${escapeHtml(lead.email)}</td><td>${lead.state}</td><td>${escapeHtml(lead.source)} / ${escapeHtml(lead.medium)} / ${escapeHtml(lead.campaign)}</td><td>${escapeHtml(lead.landingPage)}</td></tr>`,
    )
    .join('')
  const pager = `<nav class="pages" aria-label="Pages of leads">${list.page > 1 ? `<a href="${query(list.page - 1)}" rel="prev">Newer</a>` : ''}<span>Page ${list.page} of ${list.pages}</span>${list.page < list.pages ? `<a href="${query(list.page + 1)}" rel="next">Older</a>` : ''}</nav>`
  return `<h2 id="list">Leads</h2><p><strong data-total="${list.total}">${list.total} lead${list.total === 1 ? '' : 's'}</strong> match. <a href="${csvHref}" download>Download them as CSV</a></p>
<div class="table" role="region" tabindex="0" aria-label="Leads, newest first"><table><caption>Leads, newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">Company</th><th scope="col">E-mail</th><th scope="col">Status</th><th scope="col">Source / medium / campaign</th><th scope="col">Landing page</th></tr></thead><tbody>${rows || '<tr><td colspan="7">No lead matches these filters.</td></tr>'}</tbody></table></div>${pager}`
}

/**
 * One count: its caption, the canvas the chart script draws on (an image named for what it shows,
 * hidden where no script runs; absent without a chart), and the table of its numbers.
 */
export function countFigure(id: string, caption: string, table: string, chart: boolean): string {
  const canvas = chart
    ? `<div class="chart" id="chart-${id}"><canvas data-chart="${id}" role="img" aria-label="Chart of ${escapeHtml(caption.toLowerCase())}; the table below gives its numbers"></canvas></div>`
    : ''
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${canvas}${table}</figure>`
}

const tableRegion = (caption: string, table: string) =>
  `<div class="table" role="region" tabindex="0" aria-label="${escapeHtml(caption)}">${table}</div>`

/** Leads per week and label, as a table with one row per week of the range and one column per label. */
export function weekTable(id: string, caption: string, grid: WeekGrid): string {
  const { weeks, labels, leads } = grid
  const head = labels.map((label) => `<th scope="col" class="n">${escapeHtml(label)}</th>`).join('')
  // A range without leads has weeks but no label: it says so rather than list empty rows.
  const body = (labels.length > 0 ? weeks : [])
    .map(
      (week, column) =>
        `<tr><th scope="row">${week}</th>${leads.map((row) => `<td class="n">${row[column]}</td>`).join('')}</tr>`,
    )
    .join('')
  return tableRegion(
    caption,
    `<table id="${id}"><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr><th scope="col">Week of</th>${head}</tr></thead><tbody>${body || `<tr><td colspan="${labels.length + 1}">No leads.</td></tr>`}</tbody></table>`,
  )
}

export function labelTable(id: string, caption: string, what: string, counts: LabelCount[]): string {
  const body = counts
    .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td class="n">${row.leads}</td></tr>`)
    .join('')
  return tableRegion(
    caption,
    `<table id="${id}"><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr><th scope="col">${what}</th><th scope="col" class="n">Leads</th></tr></thead><tbody>${body || '<tr><td colspan="2">No leads.</td></tr>'}</tbody></table>`,
  )
}

export function detailView(detail: LeadDetail, notice?: string): string {
  const { lead } = detail
  const { submission, source } = lead
  const rows = (entries: [string, string | undefined][]) =>
    entries
      .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
      .map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('')
  const attempts = detail.attempts
    .map(
      (attempt) =>
        `<tr><td class="n">${attempt.n}</td><td>${minute(attempt.startedAt)}</td><td>${attempt.outcome ?? 'in flight'}</td><td class="n">${attempt.httpStatus ?? ''}</td><td>${escapeHtml(attempt.error ?? '')}</td></tr>`,
    )
    .join('')
  const id = encodeURIComponent(lead.id)
  const resend =
    detail.state === 'failed'
      ? `<form method="post" action="${LEADS_PATH}/lead/${id}/resend"><button type="submit">Send again</button></form>`
      : ''
  return `${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}<p><a href="${LEADS_PATH}">All leads</a></p>
<h2>${escapeHtml(submission.name)}, ${escapeHtml(submission.company)}</h2>
<dl>${rows([
    ['Status', detail.state],
    ['Received', minute(lead.receivedAt)],
    ['E-mail', submission.email],
    ['Phone', submission.phone],
    ['Industry', submission.industry],
    ['Id', lead.id],
  ])}</dl>
<h2>Message</h2><p class="message">${escapeHtml(submission.message)}</p>
<h2>Source</h2>${
    source
      ? `<dl>${rows([
          ['Sent from', source.page],
          ['Landing page', source.landingPage],
          ['Referrer', source.referrer],
          ['utm_source', source.utm_source],
          ['utm_medium', source.utm_medium],
          ['utm_campaign', source.utm_campaign],
          ['utm_term', source.utm_term],
          ['utm_content', source.utm_content],
          ['Click ids', source.clickIds?.join(', ')],
        ])}</dl>`
      : '<p>Not recorded: the lead came before sources were recorded, or its browser sent none.</p>'
  }
<h2>Delivery</h2><div class="table" role="region" tabindex="0" aria-label="Attempts to send it to the team's chat"><table><caption>Attempts to send it to the team's chat</caption><thead><tr><th scope="col" class="n">#</th><th scope="col">Started</th><th scope="col">Outcome</th><th scope="col" class="n">HTTP</th><th scope="col">Error</th></tr></thead><tbody>${attempts || '<tr><td colspan="5">No attempt yet.</td></tr>'}</tbody></table></div>
<div class="actions">${resend}<a class="button" href="${LEADS_PATH}/lead/${id}/erase">Erase this lead…</a></div>`
}

export function eraseConfirmation(detail: LeadDetail): string {
  const id = encodeURIComponent(detail.lead.id)
  return `<p>Erase the lead of <strong>${escapeHtml(detail.lead.submission.name)}</strong> (${escapeHtml(detail.lead.submission.email)}), received ${day(detail.lead.receivedAt)}? It is deleted from the outbox with its delivery history, for good. The audit log keeps only that you erased lead ${escapeHtml(detail.lead.id)}.</p>
<form method="post" action="${LEADS_PATH}/lead/${id}/erase" class="actions"><button type="submit" class="danger">Erase for good</button><a href="${LEADS_PATH}/lead/${id}">Keep it</a></form>`
}

export function auditTable(entries: AuditEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${minute(entry.at)}</td><td>${escapeHtml(entry.actor)}</td><td>${entry.action}</td><td>${escapeHtml(entry.leadId ?? '')}</td><td>${escapeHtml(entry.detail ?? '')}</td></tr>`,
    )
    .join('')
  return `<h2>Audit log</h2><div class="table" role="region" tabindex="0" aria-label="Who viewed, exported, re-sent or erased leads (newest first)"><table><caption>Who viewed, exported, re-sent or erased leads (newest first)</caption><thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Lead</th><th scope="col">Filters, leads</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nothing yet.</td></tr>'}</tbody></table></div>`
}

export function signInView(kind: 'password' | 'github', problem?: string): string {
  const error = problem ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>` : ''
  return kind === 'password'
    ? `${error}<form method="post" action="${LEADS_PATH}/sign-in" class="actions"><label>Operator password<input type="password" name="password" autocomplete="current-password" required></label><button type="submit">Sign in</button></form>`
    : `${error}<p><a class="button" href="${LEADS_PATH}/sign-in">Sign in with GitHub</a></p>`
}
