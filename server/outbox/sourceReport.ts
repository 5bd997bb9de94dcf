/**
 * `npm run leads -- sources [days]`: how many leads each source / medium / campaign and each landing
 * page brought, over the leads the outbox still holds (it keeps them `leadRetentionDays`).
 */
import { NOT_RECORDED } from '../../relay/leadQueries'
import type { Lead } from '../../relay/leadStore'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SourceCount {
  label: string
  leads: number
}

export interface SourceReport {
  /** The leads counted: all the outbox holds, or those of the last `days` days. */
  leads: number
  days?: number
  byCampaign: SourceCount[]
  byLandingPage: SourceCount[]
}

/**
 * A lead's source (utm_source, else the referring site's host, else direct), medium and campaign:
 * the rule the leads page's SQL follows too (relay/leadQueries.ts, DIMENSIONS).
 */
export function campaignParts(lead: Pick<Lead, 'source'>): {
  source: string
  medium: string
  campaign: string
} {
  const { source } = lead
  if (!source) return { source: NOT_RECORDED, medium: NOT_RECORDED, campaign: NOT_RECORDED }
  const referrerHost = source.referrer ? new URL(source.referrer).host : undefined
  return {
    source: source.utm_source ?? referrerHost ?? '(direct)',
    medium: source.utm_medium ?? (source.utm_source ? '(none)' : referrerHost ? 'referral' : '(none)'),
    campaign: source.utm_campaign ?? '(none)',
  }
}

function campaignOf(lead: Lead): string {
  if (!lead.source) return NOT_RECORDED
  const { source, medium, campaign } = campaignParts(lead)
  return `${source} / ${medium} / ${campaign}`
}

function counted(labels: string[]): SourceCount[] {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts]
    .map(([label, leads]) => ({ label, leads }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}

export function sourceReport(leads: readonly Lead[], now: number, days?: number): SourceReport {
  const held = days === undefined ? leads : leads.filter((lead) => lead.receivedAt >= now - days * DAY_MS)
  return {
    leads: held.length,
    ...(days !== undefined ? { days } : {}),
    byCampaign: counted(held.map(campaignOf)),
    byLandingPage: counted(held.map((lead) => lead.source?.landingPage ?? NOT_RECORDED)),
  }
}

/** The report as the terminal shows it: two tables, counts right-aligned. */
export function formatSourceReport(report: SourceReport): string {
  const table = (title: string, rows: SourceCount[]) => [
    title,
    ...(rows.length === 0
      ? ['  (none)']
      : rows.map((row) => `  ${String(row.leads).padStart(5)}  ${row.label}`)),
  ]
  const span = report.days === undefined ? 'all the outbox holds' : `the last ${report.days} days`
  return [
    `${report.leads} lead${report.leads === 1 ? '' : 's'} (${span})`,
    '',
    ...table('source / medium / campaign', report.byCampaign),
    '',
    ...table('landing page', report.byLandingPage),
  ].join('\n')
}

/** The `[days]` argument: a whole number of days from 1, or undefined for every lead. */
export function parseDays(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  if (!/^[1-9]\d{0,4}$/.test(text))
    throw new Error(`"${text}" is not a number of days: use a whole number, e.g. 30.`)
  return Number(text)
}
