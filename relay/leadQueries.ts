/**
 * What the leads page (/admin/leads) reads from the outbox, the same SQL on the Node server's SQLite
 * and on D1: the list (filtered, searched, paged, newest first), one lead with its attempts, counts
 * per week by source / medium / campaign and by landing page and sent-from page, erasure, and the
 * audit log of who viewed, exported, re-sent or erased leads.
 *
 * A lead's source, medium and campaign are read as `npm run leads -- sources` reads them: the
 * campaign parameters, else the referring site (medium "referral"), else "(direct)"; a lead from
 * before sources were recorded is "(not recorded)".
 */
import type { LabelCount, WeekCount } from '@/lib/leadCharts'
import { LeadStore, type Attempt, type Lead, type LeadStatus } from './leadStore'
import { sql, type SqlDatabase, type SqlStatement, type SqlValue } from './sql'

/** The statuses as the page names them. */
export const LEAD_STATES = { sent: 'delivered', queued: 'pending', failed: 'failed' } as const
export type LeadState = keyof typeof LEAD_STATES
export const stateOf = (status: LeadStatus): LeadState =>
  (Object.keys(LEAD_STATES) as LeadState[]).find((state) => LEAD_STATES[state] === status)!

export const NOT_RECORDED = '(not recorded)'
export const PAGE_SIZE = 50
const DAY_MS = 86_400_000

export interface LeadFilter {
  /** Part of the name, company or e-mail address, in any case. */
  search?: string
  state?: LeadState
  /** Received at or after (ms since 1970, UTC). */
  from?: number
  /** Received before. */
  to?: number
  source?: string
  medium?: string
  campaign?: string
  landingPage?: string
}

const field = (path: string) => `json_extract(source, '$.${path}')`
const referrerHost = `substr(${field('referrer')}, instr(${field('referrer')}, '://') + 3)`
const recorded = (expression: string) =>
  `CASE WHEN source IS NULL THEN '${NOT_RECORDED}' ELSE ${expression} END`

/** Each dimension a lead is counted by, as an SQL expression over a row of leads. */
export const DIMENSIONS = {
  source: recorded(`coalesce(${field('utm_source')}, ${referrerHost}, '(direct)')`),
  medium: recorded(
    `coalesce(${field('utm_medium')}, CASE WHEN ${field('utm_source')} IS NULL AND ${field('referrer')} IS NOT NULL THEN 'referral' ELSE '(none)' END)`,
  ),
  campaign: recorded(`coalesce(${field('utm_campaign')}, '(none)')`),
  landingPage: `coalesce(${field('landingPage')}, '${NOT_RECORDED}')`,
  page: `coalesce(${field('page')}, '${NOT_RECORDED}')`,
} as const
export type Dimension = keyof typeof DIMENSIONS

/** The Monday (UTC) that starts the week of received_at, in ms: 1 January 1970 was a Thursday. */
const WEEK_START = `((received_at / ${DAY_MS}) - ((received_at / ${DAY_MS}) + 3) % 7) * ${DAY_MS}`

function where(filter: LeadFilter): { text: string; params: SqlValue[] } {
  const clauses: string[] = []
  const params: SqlValue[] = []
  const add = (clause: string, ...values: SqlValue[]) => {
    clauses.push(clause)
    params.push(...values)
  }
  const search = filter.search?.trim().toLowerCase()
  if (search)
    add(
      `(instr(lower(json_extract(submission, '$.name')), ?) > 0
        OR instr(lower(json_extract(submission, '$.company')), ?) > 0
        OR instr(lower(json_extract(submission, '$.email')), ?) > 0)`,
      search,
      search,
      search,
    )
  if (filter.state) add('status = ?', LEAD_STATES[filter.state])
  if (filter.from !== undefined) add('received_at >= ?', filter.from)
  if (filter.to !== undefined) add('received_at < ?', filter.to)
  for (const dimension of ['source', 'medium', 'campaign', 'landingPage'] as const) {
    const value = filter[dimension]
    if (value) add(`${DIMENSIONS[dimension]} = ?`, value)
  }
  return { text: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

/** One lead as the list shows it. */
export interface LeadRowView {
  id: string
  receivedAt: number
  state: LeadState
  name: string
  company: string
  email: string
  source: string
  medium: string
  campaign: string
  landingPage: string
  page: string
}

export interface LeadPage {
  leads: LeadRowView[]
  /** Leads the filter matches in all. */
  total: number
  /** From 1. */
  page: number
  pages: number
}

export type AuditAction = 'list' | 'view' | 'export' | 'resend' | 'erase'

export interface AuditEntry {
  at: number
  actor: string
  action: AuditAction
  leadId?: string
  detail?: string
}

/** A row of the list's query: the view's fields, with the stored status. */
type ListRow = Omit<LeadRowView, 'state'> & { status: LeadStatus }

const LIST_COLUMNS = `id, received_at AS receivedAt, status,
  json_extract(submission, '$.name') AS name, json_extract(submission, '$.company') AS company,
  json_extract(submission, '$.email') AS email, ${DIMENSIONS.source} AS source,
  ${DIMENSIONS.medium} AS medium, ${DIMENSIONS.campaign} AS campaign,
  ${DIMENSIONS.landingPage} AS landingPage, ${DIMENSIONS.page} AS page`

const rowView = ({ status, ...row }: ListRow): LeadRowView => ({ ...row, state: stateOf(status) })

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export class LeadQueries {
  constructor(readonly db: SqlDatabase) {}

  /** One page of the leads the filter matches, newest first. */
  async list(filter: LeadFilter, page = 1, pageSize = PAGE_SIZE): Promise<LeadPage> {
    const { text, params } = where(filter)
    const counted = await this.db.first<{ n: number }>(
      sql(`SELECT count(*) AS n FROM leads ${text}`, ...params),
    )
    const total = counted?.n ?? 0
    const pages = Math.max(1, Math.ceil(total / pageSize))
    const current = Math.min(Math.max(1, Math.floor(page)), pages)
    const rows = await this.db.all<ListRow>(
      sql(
        `SELECT ${LIST_COLUMNS} FROM leads ${text} ORDER BY received_at DESC, id LIMIT ? OFFSET ?`,
        ...params,
        pageSize,
        (current - 1) * pageSize,
      ),
    )
    return { leads: rows.map(rowView), total, page: current, pages }
  }

  /** Every lead the filter matches, newest first (for the CSV export). */
  async all(filter: LeadFilter): Promise<LeadRowView[]> {
    const { text, params } = where(filter)
    const rows = await this.db.all<ListRow>(
      sql(`SELECT ${LIST_COLUMNS} FROM leads ${text} ORDER BY received_at DESC, id`, ...params),
    )
    return rows.map(rowView)
  }

  /** Leads per week (Monday, UTC) and label of `dimension`, oldest week first. */
  async perWeek(filter: LeadFilter, dimension: 'source' | 'medium' | 'campaign'): Promise<WeekCount[]> {
    const { text, params } = where(filter)
    const rows = await this.db.all<{ week: number; label: string; leads: number }>(
      sql(
        `SELECT ${WEEK_START} AS week, ${DIMENSIONS[dimension]} AS label, count(*) AS leads
         FROM leads ${text} GROUP BY week, label ORDER BY week, leads DESC, label`,
        ...params,
      ),
    )
    return rows.map((row) => ({ week: isoDay(row.week), label: row.label, leads: row.leads }))
  }

  /** Leads per landing page or sent-from page, most first. */
  async perPage(filter: LeadFilter, dimension: 'landingPage' | 'page'): Promise<LabelCount[]> {
    const { text, params } = where(filter)
    return this.db.all<LabelCount>(
      sql(
        `SELECT ${DIMENSIONS[dimension]} AS label, count(*) AS leads
         FROM leads ${text} GROUP BY label ORDER BY leads DESC, label`,
        ...params,
      ),
    )
  }

  /** The values a filter of `dimension` can take (those of the leads held), in order. */
  async choices(dimension: 'source' | 'medium' | 'campaign' | 'landingPage'): Promise<string[]> {
    const rows = await this.db.all<{ label: string }>(
      sql(`SELECT DISTINCT ${DIMENSIONS[dimension]} AS label FROM leads ORDER BY label`),
    )
    return rows.map((row) => row.label)
  }

  /** Deletes a lead and its attempts for a data request, and logs who did it, in one transaction. */
  async erase(id: string, actor: string, now: number): Promise<boolean> {
    const [, , deleted] = await this.db.batch([
      sql(
        `INSERT INTO lead_audit (at, actor, action, lead_id)
         SELECT ?, ?, 'erase', ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
        now,
        actor,
        id,
        id,
      ),
      // ON DELETE CASCADE acts only where foreign keys are on: said outright.
      sql('DELETE FROM attempts WHERE lead_id = ?', id),
      sql('DELETE FROM leads WHERE id = ? RETURNING id', id),
    ])
    return (deleted?.length ?? 0) === 1
  }

  /** One lead with its attempts, or undefined. */
  async detail(id: string): Promise<LeadDetail | undefined> {
    const store = new LeadStore(this.db)
    const lead = await store.get(id)
    return lead && { lead, state: stateOf(lead.status), attempts: await store.attemptsOf(id) }
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db.run(auditStatement(entry))
  }

  /** The newest entries of the audit log first. */
  async auditLog(limit = 100): Promise<AuditEntry[]> {
    const rows = await this.db.all<{
      at: number
      actor: string
      action: AuditAction
      lead_id: string | null
      detail: string | null
    }>(sql('SELECT at, actor, action, lead_id, detail FROM lead_audit ORDER BY id DESC LIMIT ?', limit))
    return rows.map((row) => ({
      at: row.at,
      actor: row.actor,
      action: row.action,
      ...(row.lead_id !== null ? { leadId: row.lead_id } : {}),
      ...(row.detail !== null ? { detail: row.detail } : {}),
    }))
  }
}

export function auditStatement({ at, actor, action, leadId, detail }: AuditEntry): SqlStatement {
  return sql(
    'INSERT INTO lead_audit (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)',
    at,
    actor,
    action,
    leadId ?? null,
    detail ?? null,
  )
}

/** One lead with its attempts, as its page shows it. */
export interface LeadDetail {
  lead: Lead
  state: LeadState
  attempts: Attempt[]
}
