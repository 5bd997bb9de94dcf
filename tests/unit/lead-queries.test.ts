/**
 * The leads page's queries (relay/leadQueries.ts) on both databases they run on: the Node server's
 * SQLite and D1 as Miniflare runs it, each migrated as its host migrates it (D1: a copy of a state
 * wrangler migrated, tests/support/migratedEdgeState.ts), with a few hundred
 * seeded leads. Every answer is checked against the seeded leads read in JavaScript, with the rule
 * `npm run leads -- sources` uses for source, medium and campaign.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { d1Database } from '../../relay/d1Database'
import { LEAD_STATES, LeadQueries, stateOf, type LeadFilter } from '../../relay/leadQueries'
import type { SqlDatabase } from '../../relay/sql'
import { campaignParts } from '../../server/outbox/sourceReport'
import { edgeStateDir } from '../../server/edge/localD1'
import { MIGRATIONS_DIR } from '../../server/migrations'
import { applyMigrations, openOutboxDatabase, sqliteDatabase } from '../../server/outbox/sqlite'
import { seededLeads, seedLeads, type SeededLead } from '../support/leadSeed'
import { openLocalD1 } from '../support/localD1'
import { copyMigratedEdgeState } from '../support/migratedEdgeState'

const NOW = Date.UTC(2026, 10, 29, 12)
const LEADS = seededLeads(400, NOW)
const DAY_MS = 86_400_000

interface Host {
  name: string
  open(): Promise<{ db: SqlDatabase; close(): Promise<void> }>
}

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'lead-queries-'))
  folders.push(made)
  return made
}

const HOSTS: Host[] = [
  {
    name: 'SQLite (Node server)',
    open: async () => {
      const opened = openOutboxDatabase(folder())
      return { db: opened.sql, close: async () => opened.close() }
    },
  },
  {
    name: 'D1 (Miniflare)',
    open: async () => {
      const dataDir = folder()
      await copyMigratedEdgeState(dataDir)
      const local = await openLocalD1(edgeStateDir(dataDir))
      return { db: d1Database(local.db), close: () => local.dispose() }
    },
  },
]

/** The seeded leads a filter matches, newest first, read in JavaScript. */
function expected(filter: LeadFilter, leads: readonly SeededLead[] = LEADS): SeededLead[] {
  const search = filter.search?.toLowerCase()
  return leads
    .filter((lead) => {
      const parts = campaignParts(lead)
      const { name, company, email } = lead.submission
      return (
        (!search || [name, company, email].some((text) => text.toLowerCase().includes(search))) &&
        (!filter.state || lead.status === LEAD_STATES[filter.state]) &&
        (filter.from === undefined || lead.receivedAt >= filter.from) &&
        (filter.to === undefined || lead.receivedAt < filter.to) &&
        (!filter.source || parts.source === filter.source) &&
        (!filter.medium || parts.medium === filter.medium) &&
        (!filter.campaign || parts.campaign === filter.campaign) &&
        (!filter.landingPage || (lead.source?.landingPage ?? '(not recorded)') === filter.landingPage)
      )
    })
    .sort((a, b) => b.receivedAt - a.receivedAt || a.id.localeCompare(b.id))
}

function tally(labels: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return counts
}

const mondayOf = (ms: number) => {
  const day = Math.floor(ms / DAY_MS)
  return new Date((day - ((day + 3) % 7)) * DAY_MS).toISOString().slice(0, 10)
}

describe.each(HOSTS)('the leads page queries on $name', (host) => {
  let db: SqlDatabase
  let queries: LeadQueries
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await host.open())
    await seedLeads(db, LEADS)
    queries = new LeadQueries(db)
  }, 60_000)
  afterAll(() => close())

  const filters: [string, LeadFilter][] = [
    ['no filter', {}],
    ['a name, in another case', { search: 'MARIA' }],
    ['a company', { search: 'quarry' }],
    ['an e-mail address', { search: LEADS[3]!.submission.email.toUpperCase() }],
    ['a status', { state: 'failed' }],
    ['queued', { state: 'queued' }],
    ['a date range', { from: NOW - 30 * DAY_MS, to: NOW - 7 * DAY_MS }],
    ['a source', { source: 'linkedin' }],
    ['a referrer as source', { source: 'www.google.com' }],
    ['a medium', { medium: 'referral' }],
    ['a campaign', { campaign: 'ai-agents' }],
    ['leads without a source', { source: '(not recorded)' }],
    ['a landing page with a status', { landingPage: '/pricing', state: 'sent' }],
  ]

  it.each(filters)('lists newest first and pages: %s', async (_, filter) => {
    const want = expected(filter)
    expect(want.length).toBeGreaterThan(0)
    const first = await queries.list(filter, 1, 25)
    expect(first.total).toBe(want.length)
    expect(first.pages).toBe(Math.max(1, Math.ceil(want.length / 25)))
    expect(first.leads.map((lead) => lead.id)).toEqual(want.slice(0, 25).map((lead) => lead.id))
    const last = await queries.list(filter, first.pages, 25)
    expect(last.leads.map((lead) => lead.id)).toEqual(
      want.slice((first.pages - 1) * 25, first.pages * 25).map((lead) => lead.id),
    )
    expect((await queries.all(filter)).map((lead) => lead.id)).toEqual(want.map((lead) => lead.id))
  })

  it('shows each lead with its state, contact fields and source as the terminal report reads it', async () => {
    const { leads } = await queries.list({}, 1, 500)
    const byId = new Map(LEADS.map((lead) => [lead.id, lead]))
    for (const row of leads) {
      const seeded = byId.get(row.id)!
      expect(row).toEqual({
        id: seeded.id,
        receivedAt: seeded.receivedAt,
        state: stateOf(seeded.status),
        name: seeded.submission.name,
        company: seeded.submission.company,
        email: seeded.submission.email,
        ...campaignParts(seeded),
        landingPage: seeded.source?.landingPage ?? '(not recorded)',
        page: seeded.source?.page ?? '(not recorded)',
      })
    }
  })

  it('clamps a page past the end to the last page', async () => {
    const answer = await queries.list({ state: 'failed' }, 999, 25)
    expect(answer.page).toBe(answer.pages)
  })

  it('counts leads per week by source, medium and campaign', async () => {
    const filter = { from: NOW - 28 * DAY_MS }
    const held = expected(filter)
    for (const dimension of ['source', 'medium', 'campaign'] as const) {
      const counts = await queries.perWeek(filter, dimension)
      const want = tally(held.map((lead) => `${mondayOf(lead.receivedAt)} ${campaignParts(lead)[dimension]}`))
      expect(new Map(counts.map((row) => [`${row.week} ${row.label}`, row.leads]))).toEqual(want)
      expect(counts.map((row) => row.week)).toEqual([...counts.map((row) => row.week)].sort())
      for (const row of counts) expect(new Date(`${row.week}T00:00:00Z`).getUTCDay()).toBe(1)
    }
  })

  it('counts leads by landing page and by the page they were sent from', async () => {
    const filter: LeadFilter = { state: 'sent' }
    const held = expected(filter)
    const landing = await queries.perPage(filter, 'landingPage')
    expect(new Map(landing.map((row) => [row.label, row.leads]))).toEqual(
      tally(held.map((lead) => lead.source?.landingPage ?? '(not recorded)')),
    )
    expect(landing.map((row) => row.leads)).toEqual(
      [...landing.map((row) => row.leads)].sort((a, b) => b - a),
    )
    const sentFrom = await queries.perPage(filter, 'page')
    expect(new Map(sentFrom.map((row) => [row.label, row.leads]))).toEqual(
      tally(held.map((lead) => lead.source?.page ?? '(not recorded)')),
    )
  })

  it('offers the filter values the held leads have', async () => {
    expect(await queries.choices('medium')).toEqual(
      [...new Set(LEADS.map((lead) => campaignParts(lead).medium))].sort(),
    )
  })

  it('opens one lead with its fields, source and delivery history', async () => {
    const failed = LEADS.find((lead) => lead.status === 'failed' && lead.source?.utm_campaign)!
    const detail = await queries.detail(failed.id)
    expect(detail?.state).toBe('failed')
    expect(detail?.lead.submission).toEqual(failed.submission)
    expect(detail?.lead.source).toEqual(failed.source)
    expect(detail?.attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'rejected'])
    expect(await queries.detail('no-such-lead')).toBeUndefined()
  })

  it('erases a lead with its attempts and logs who did it; nothing of the person stays', async () => {
    const lead = LEADS.find((one) => one.attempts > 0)!
    expect(await queries.erase(lead.id, 'github:octo', NOW)).toBe(true)
    expect(await queries.detail(lead.id)).toBeUndefined()
    expect(await db.all(sqlText('SELECT * FROM attempts WHERE lead_id = ?', lead.id))).toEqual([])
    expect((await queries.list({})).total).toBe(LEADS.length - 1)
    expect(await queries.erase(lead.id, 'github:octo', NOW + 1)).toBe(false)
    const log = await queries.auditLog()
    expect(log.filter((entry) => entry.action === 'erase')).toEqual([
      { at: NOW, actor: 'github:octo', action: 'erase', leadId: lead.id },
    ])
    expect(JSON.stringify(log)).not.toContain(lead.submission.email)
  })

  it('logs views and exports with who did them, newest first', async () => {
    await queries.audit({ at: NOW + 2, actor: 'operator', action: 'view', leadId: LEADS[5]!.id })
    await queries.audit({ at: NOW + 3, actor: 'operator', action: 'export', detail: '{"state":"failed"}' })
    const [newest, before] = await queries.auditLog(2)
    expect(newest).toEqual({ at: NOW + 3, actor: 'operator', action: 'export', detail: '{"state":"failed"}' })
    expect(before).toEqual({ at: NOW + 2, actor: 'operator', action: 'view', leadId: LEADS[5]!.id })
  })
})

const sqlText = (text: string, ...params: string[]) => ({ text, params })

describe('the migration of the leads page', () => {
  it('applies to an outbox that already holds leads, which keep every field', async () => {
    const dir = folder()
    const sqlite = new Database(path.join(dir, 'outbox.sqlite'))
    // The outbox as it was before this migration: the first three migrations, with leads in it.
    const older = path.join(dir, 'older-migrations')
    cpSync(MIGRATIONS_DIR, older, {
      recursive: true,
      filter: (file) => !path.basename(file).startsWith('0004_'),
    })
    expect(applyMigrations(sqlite, older)).toEqual(readdirSync(older))
    const held = seededLeads(50, NOW, 30, 7)
    await seedLeads(sqliteDatabase(sqlite), held)
    const before = sqlite.prepare('SELECT * FROM leads ORDER BY id').all()
    expect(applyMigrations(sqlite)).toEqual(['0004_lead_audit.sql'])
    expect(sqlite.prepare('SELECT * FROM leads ORDER BY id').all()).toEqual(before)
    const queries = new LeadQueries(sqliteDatabase(sqlite))
    expect((await queries.list({})).total).toBe(50)
    await queries.audit({ at: NOW, actor: 'operator', action: 'list' })
    expect(await queries.auditLog()).toHaveLength(1)
    sqlite.close()
  })
})
