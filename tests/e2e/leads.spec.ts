/**
 * The leads page (/admin/leads) on `npm run serve` and `npm run serve:edge` (playwright.leads.config.ts),
 * each over an outbox of a few hundred seeded leads: what it shows is checked against the outbox
 * itself, read beside the running server. On the Node server the test signs in with the operator
 * password; on the edge, with GitHub, against its loopback stand-in (tests/e2e/support/github-stand-in.ts),
 * as an account LEADS_GITHUB_USERS names; other accounts are refused.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { LeadQueries, type LeadFilter } from '../../relay/leadQueries'
import { edgeStateDir, localD1Databases } from '../../server/edge/localD1'
import { SESSION_COOKIE, sessionValue } from '../../server/front/leadsSession'
import { askServer } from '../../server/outbox/control'
import { sqliteDatabase } from '../../server/outbox/sqlite'
import { leadsDataDir } from '../../playwright.leads.config'
import { axe, violationLines, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'
import {
  GITHUB_STAND_IN_URL,
  LEADS_EDGE_PORT,
  LEADS_PASSWORD,
  LEADS_SESSION_SECRET,
  LEADS_SITE_PORT,
} from './support/ports'

const isEdge = (info: TestInfo) => info.project.name === 'leads-edge'

/**
 * The outbox the server under test holds, read-only: the edge's local D1 file as it is, the Node
 * server's through a consistent copy its control socket writes (the server holds its database).
 */
async function outbox(info: TestInfo): Promise<{ queries: LeadQueries; close(): void }> {
  let file: string
  if (isEdge(info)) file = localD1Databases(edgeStateDir(leadsDataDir(LEADS_EDGE_PORT)))[0]!
  else {
    file = path.join(mkdtempSync(path.join(tmpdir(), 'leads-e2e-')), 'outbox.sqlite')
    const answer = await askServer(
      leadsDataDir(LEADS_SITE_PORT),
      'POST',
      `/backup?to=${encodeURIComponent(file)}`,
    )
    expect(answer?.status).toBe(200)
  }
  const db = new Database(file, { readonly: true, fileMustExist: true })
  const close = () => {
    db.close()
    if (!isEdge(info)) rmSync(path.dirname(file), { recursive: true, force: true })
  }
  return { queries: new LeadQueries(sqliteDatabase(db)), close }
}

/** Through GitHub's stand-in, signed in there as `login`: the answer of the site's callback. */
async function signInWithGitHub(page: Page, login: string) {
  await page.goto(`${GITHUB_STAND_IN_URL}/__signed-in-as/${login}`)
  const callback = page.waitForResponse((response) => response.url().includes('/api/cms/callback/leads'))
  await page.goto('/admin/leads/sign-in', { waitUntil: 'commit' })
  return callback
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE)

async function signIn(page: Page, info: TestInfo): Promise<string> {
  if (isEdge(info)) {
    // LEADS_GITHUB_USERS names it in another case.
    const answer = await signInWithGitHub(page, 'ana-at-bandera')
    expect(answer.status()).toBe(200)
    await expect(page).toHaveURL(/\/admin\/leads$/)
    return 'github:ana-at-bandera'
  }
  await page.goto('/admin/leads')
  await page.getByLabel('Operator password').fill(LEADS_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in as operator')).toBeVisible()
  return 'operator'
}

const total = async (page: Page) => Number(await page.locator('[data-total]').getAttribute('data-total'))

/** A counts table as the page shows it: its column labels, row labels and numbers. */
async function tableOf(page: Page, id: string) {
  const table = await page.locator(`table#${id}`).evaluate((element: HTMLTableElement) => ({
    columns: [...element.tHead!.rows[0]!.cells].slice(1).map((cell) => cell.textContent!),
    rows: [...element.tBodies[0]!.rows]
      .filter((row) => row.cells[0]!.tagName === 'TH')
      .map((row) => ({
        label: row.cells[0]!.textContent!,
        values: [...row.cells].slice(1).map((cell) => Number(cell.textContent)),
      })),
  }))
  const cell = (row: string, column: string) =>
    table.rows.find((each) => each.label === row)?.values[table.columns.indexOf(column)]
  const total = table.rows.flatMap((row) => row.values).reduce((sum, value) => sum + value, 0)
  return { ...table, cell, total }
}

interface DrawnChart {
  /** The canvas it draws on is the page's for its table, and it has drawn pixels. */
  onItsCanvas: boolean
  paintedPixels: number
  labels: string[]
  datasets: { label: string; data: number[] }[]
}

/** The Chart.js instances the page's chart script made, by table id (its bundle's global). */
const drawnCharts = (page: Page) =>
  page.evaluate(() => {
    type Chart = {
      canvas: HTMLCanvasElement
      data: { labels: string[]; datasets: { label: string; data: number[] }[] }
    }
    const made = (window as unknown as { leadsCharts?: { charts: Record<string, Chart> } }).leadsCharts
    return Object.fromEntries(
      Object.entries(made?.charts ?? {}).map(([id, chart]) => {
        const { canvas } = chart
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
        let painted = 0
        for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) painted++
        return [
          id,
          {
            onItsCanvas: canvas.isConnected && canvas.dataset.chart === id,
            paintedPixels: painted,
            labels: chart.data.labels,
            datasets: chart.data.datasets.map(({ label, data }) => ({ label, data })),
          } satisfies DrawnChart,
        ]
      }),
    ) as Record<string, DrawnChart>
  })

const CHART_IDS = [
  'per-week-source',
  'per-week-medium',
  'per-week-campaign',
  'per-landing-page',
  'per-sent-from',
]

async function chartsDrawn(page: Page): Promise<Record<string, DrawnChart>> {
  await expect.poll(async () => Object.keys(await drawnCharts(page)).sort()).toEqual([...CHART_IDS].sort())
  // Drawn once its animation has run (none under reduced motion).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('canvas[data-chart]')].every(
      (canvas) => (canvas as HTMLCanvasElement).width > 0,
    ),
  )
  return drawnCharts(page)
}

test.describe('the leads page', () => {
  test('gives no lead data signed out, or to a forged or expired session @server', async ({
    request,
  }, info) => {
    const { queries, close } = await outbox(info)
    const newest = (await queries.list({}, 1, 5)).leads
    close()
    expect(newest).toHaveLength(5)
    const forged = `${SESSION_COOKIE}=operator.${Date.now() + 3_600_000}.${'A'.repeat(43)}`
    const expired = `${SESSION_COOKIE}=${await sessionValue(LEADS_SESSION_SECRET, { actor: 'operator', expiresAt: Date.now() - 1000 })}`
    const otherSecret = `${SESSION_COOKIE}=${await sessionValue('not-this-sites-secret-of-32-characters!', { actor: 'github:octocat', expiresAt: Date.now() + 3_600_000 })}`
    for (const cookie of [undefined, forged, expired, otherSecret])
      for (const target of [
        '/admin/leads',
        '/admin/leads/leads.json',
        '/admin/leads/leads.csv',
        `/admin/leads/lead/${newest[0]!.id}`,
      ]) {
        const answer = await request.get(target, { headers: cookie ? { cookie } : {} })
        expect(answer.status(), `${target} with ${cookie ?? 'no cookie'}`).toBe(401)
        expect(answer.headers()['cache-control']).toBe('no-store')
        expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow')
        expect(answer.headers()['content-security-policy']).toMatch(
          /^default-src 'none'; style-src 'nonce-[\w-]+';/,
        )
        const body = await answer.text()
        for (const lead of newest) expect(body).not.toContain(lead.email)
      }
  })

  test('refuses a wrong operator password on the Node server, and on the edge a GitHub account neither named nor an active member of the organisation @server', async ({
    page,
  }, info) => {
    await page.goto('/admin/leads')
    if (isEdge(info)) {
      const { queries, close } = await outbox(info)
      const newest = (await queries.list({}, 1, 5)).leads
      close()
      // Neither named in LEADS_GITHUB_USERS nor a member of LEADS_GITHUB_ORG; invited, not yet a member.
      for (const [login, refusal] of [
        ['outsider', 'The GitHub account outsider may not see leads'],
        ['invited-member', 'The GitHub account invited-member may not see leads'],
      ] as const) {
        const answer = await signInWithGitHub(page, login)
        expect(answer.status(), login).toBe(403)
        await expect(page.getByText(refusal)).toBeVisible()
        expect(await sessionCookies(page)).toEqual([])
        const body = await answer.text()
        for (const lead of newest) expect(body).not.toContain(lead.email)
        expect((await page.request.get('/admin/leads/leads.json')).status()).toBe(401)
        // GitHub's answer again: its state went with the refusal, so it is refused before GitHub is asked.
        const again = await page.goto(answer.url())
        expect(again?.status()).toBe(400)
        await expect(
          page.getByText('The sign-in expired or was started elsewhere: sign in again.'),
        ).toBeVisible()
        expect(await sessionCookies(page)).toEqual([])
      }
      // A state the site did not sign is refused, whatever code comes with it.
      const forged = await page.goto('/api/cms/callback/leads?code=0123456789abcdef&state=forged.state')
      expect(forged?.status()).toBe(400)
      expect(await sessionCookies(page)).toEqual([])
      // An active member of the organisation gets in.
      expect((await signInWithGitHub(page, 'ops-member')).status()).toBe(200)
      await expect(page).toHaveURL(/\/admin\/leads$/)
      await expect(page.getByText('Signed in as github:ops-member')).toBeVisible()
      expect(await sessionCookies(page)).toHaveLength(1)
      return
    } else {
      await page.getByLabel('Operator password').fill('not the password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toHaveText('That password is not the operator password.')
    }
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE)
  })

  test('lists, searches and filters as the outbox says, with the counts beside the charts @server', async ({
    page,
  }, info) => {
    await signIn(page, info)
    const { queries, close } = await outbox(info)
    try {
      expect(await total(page)).toBe((await queries.list({})).total)
      const first = (await queries.list({})).leads
      await expect(page.locator('tbody tr').first().locator('td').nth(1)).toHaveText(first[0]!.name)
      // Search, then a status and a medium.
      await page.getByLabel('Name, company or e-mail').fill('quarry')
      await page.getByRole('button', { name: 'Show leads' }).click()
      expect(await total(page)).toBe((await queries.list({ search: 'quarry' })).total)
      await page.getByLabel('Name, company or e-mail').fill('')
      await page.locator('select[name="state"]').selectOption('failed')
      await page.locator('select[name="medium"]').selectOption('referral')
      await page.getByRole('button', { name: 'Show leads' }).click()
      const filter: LeadFilter = { state: 'failed', medium: 'referral' }
      const want = await queries.list(filter)
      expect(await total(page)).toBe(want.total)
      await expect(page.locator('tbody tr td:nth-child(2)').first()).toHaveText(want.leads[0]!.name)
      // The numbers of the counts: by landing page and per week by source.
      const landing = await queries.perPage(filter, 'landingPage')
      for (const row of landing)
        await expect(
          page
            .locator('#per-landing-page tr', { has: page.locator(`th:text-is("${row.label}")`) })
            .locator('td'),
        ).toHaveText(String(row.leads))
      const weekly = await tableOf(page, 'per-week-source')
      for (const row of await queries.perWeek(filter, 'source'))
        expect(weekly.cell(row.week, row.label), `${row.week} ${row.label}`).toBe(row.leads)
      expect(weekly.total).toBe(want.total)
    } finally {
      close()
    }
  })

  test("draws its charts under the page's policy, with the numbers of its tables and of the outbox @server", async ({
    page,
  }, info) => {
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
      ),
    )
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signIn(page, info)
    // From here: the sign-in's own 401 is no problem of the charts.
    const problems: string[] = []
    page.on('console', (message) => {
      // Errors only: the test's own read of the pixels draws Chrome's warning about readbacks.
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Received from').fill(from)
    await page.locator('select[name="medium"]').selectOption('referral')
    await page.getByRole('button', { name: 'Show leads' }).click()
    const filter: LeadFilter = { from: Date.parse(`${from}T00:00:00Z`), medium: 'referral' }
    const charts = await chartsDrawn(page)
    const { queries, close } = await outbox(info)
    try {
      const matching = (await queries.list(filter)).total
      expect(matching).toBeGreaterThan(0)
      for (const [id, dimension] of [
        ['per-week-source', 'source'],
        ['per-week-medium', 'medium'],
        ['per-week-campaign', 'campaign'],
      ] as const) {
        const chart = charts[id]!
        expect(chart.onItsCanvas, id).toBe(true)
        expect(chart.paintedPixels, id).toBeGreaterThan(1000)
        const table = await tableOf(page, id)
        // Every week of the range, from the Monday of the week of "from".
        expect(chart.labels).toEqual(table.rows.map((row) => row.label))
        expect(new Date(`${chart.labels[0]}T00:00:00Z`).getUTCDay()).toBe(1)
        expect(Date.parse(`${chart.labels[0]}T00:00:00Z`)).toBeLessThanOrEqual(filter.from!)
        const shown = chart.datasets.filter((set) => set.label !== 'Other').map((set) => set.label)
        for (const set of chart.datasets)
          chart.labels.forEach((week, index) => {
            const columns =
              set.label === 'Other' ? table.columns.filter((c) => !shown.includes(c)) : [set.label]
            const want = columns.reduce((sum, column) => sum + table.cell(week, column)!, 0)
            expect(set.data[index], `${id} ${set.label} ${week}`).toBe(want)
          })
        const outboxCounts = await queries.perWeek(filter, dimension)
        for (const row of outboxCounts) expect(table.cell(row.week, row.label)).toBe(row.leads)
        const drawnTotal = chart.datasets.flatMap((set) => set.data).reduce((sum, value) => sum + value, 0)
        expect(drawnTotal, id).toBe(matching)
        expect(table.total, id).toBe(matching)
      }
      for (const [id, dimension] of [
        ['per-landing-page', 'landingPage'],
        ['per-sent-from', 'page'],
      ] as const) {
        const chart = charts[id]!
        expect(chart.onItsCanvas, id).toBe(true)
        expect(chart.paintedPixels, id).toBeGreaterThan(1000)
        const counts = await queries.perPage(filter, dimension)
        const table = await tableOf(page, id)
        expect(table.rows.map((row) => [row.label, row.values[0]])).toEqual(
          counts.map((row) => [row.label, row.leads]),
        )
        const kept = counts.length > 11 ? counts.slice(0, 10) : counts
        const rest = counts.slice(kept.length).reduce((sum, row) => sum + row.leads, 0)
        expect(chart.labels).toEqual([...kept.map((row) => row.label), ...(rest > 0 ? ['Other'] : [])])
        expect(chart.datasets[0]!.data).toEqual([
          ...kept.map((row) => row.leads),
          ...(rest > 0 ? [rest] : []),
        ])
      }
    } finally {
      close()
    }
    expect(problems).toEqual([])
  })

  test('shows its tables alone, with no empty chart box, where no script runs @server', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL })
    const page = await context.newPage()
    try {
      await signIn(page, info)
      await expect(page.locator('table#per-week-source')).toBeVisible()
      await expect(page.locator('table#per-sent-from')).toBeVisible()
      expect(await page.locator('canvas[data-chart]').count()).toBe(CHART_IDS.length)
      for (const box of await page.locator('.chart').all()) await expect(box).toBeHidden()
    } finally {
      await context.close()
    }
  })

  test('exports what the filters show as CSV @server', async ({ page }, info) => {
    await signIn(page, info)
    await page.getByLabel('Name, company or e-mail').fill('formula')
    await page.getByRole('button', { name: 'Show leads' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download them as CSV' }).click()
    const text = await (await (await download).createReadStream()).toArray()
    const lines = Buffer.concat(text).toString('utf8').trimEnd().split('\r\n')
    const { queries, close } = await outbox(info)
    const matching = await queries.all({ search: 'formula' })
    close()
    expect(lines[0]).toBe(
      'Received (UTC),Status,Name,Company,Email,Source,Medium,Campaign,Landing page,Sent from,Id',
    )
    expect(lines).toHaveLength(matching.length + 1)
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(matching.map((lead) => lead.id))
    for (const line of lines.slice(1)) expect(line).toContain(",'=Formula Co,")
  })

  test('opens a lead with its history and erases it after confirming, logged with who did it @server', async ({
    page,
  }, info) => {
    const actor = await signIn(page, info)
    let { queries, close } = await outbox(info)
    try {
      const [failed] = (await queries.list({ state: 'failed' }, 1, 1)).leads
      await page.locator('select[name="state"]').selectOption('failed')
      await page.getByRole('button', { name: 'Show leads' }).click()
      await page.getByRole('link', { name: failed!.name }).first().click()
      await expect(page.getByText(failed!.email)).toBeVisible()
      await expect(page.getByRole('table', { name: /Attempts/ })).toContainText('rejected')
      await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible()
      await page.getByRole('link', { name: 'Erase this lead…' }).click()
      await page.getByRole('button', { name: 'Erase for good' }).click()
      await expect(page).toHaveURL(/\/admin\/leads\?erased=1$/)
      close()
      ;({ queries, close } = await outbox(info))
      expect(await queries.detail(failed!.id)).toBeUndefined()
      const log = await queries.auditLog(10)
      expect(log).toContainEqual(expect.objectContaining({ actor, action: 'erase', leadId: failed!.id }))
      expect(log).toContainEqual(expect.objectContaining({ actor, action: 'view', leadId: failed!.id }))
      expect((await page.goto(`/admin/leads/lead/${failed!.id}`))?.status()).toBe(404)
    } finally {
      close()
    }
  })

  for (const colorScheme of ['light', 'dark'] as const)
    test(`is clean under axe in the ${colorScheme} theme @server`, async ({ page }, info) => {
      await page.emulateMedia({ colorScheme })
      await signIn(page, info)
      await chartsDrawn(page)
      const results = await axe(page).withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze()
      expect(violationLines(results)).toEqual([])
      const { queries, close } = await outbox(info)
      const [lead] = (await queries.list({}, 1, 1)).leads
      close()
      await page.goto(`/admin/leads/lead/${lead!.id}`)
      expect(violationLines(await axe(page).withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze())).toEqual([])
    })
})
