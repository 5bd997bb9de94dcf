/**
 * The leads page's counts (/admin/leads, server/front/leadsPage.ts) as its tables and charts show
 * them: leads per week with every week of the range (a week with no lead is a row of zeros), and the
 * charts' series, the largest labels and "Other" for the rest, so a chart stays readable with many
 * sources or pages while its numbers still add up to the table's.
 */

/** Leads of one label (a source, medium, campaign or page), as relay/leadQueries.ts counts them. */
export interface LabelCount {
  label: string
  leads: number
}

/** Leads of one label in one week. */
export interface WeekCount extends LabelCount {
  /** The Monday that starts the week, YYYY-MM-DD (UTC). */
  week: string
}

/** Leads per week and label: `leads[l][w]` is label l's in week w. */
export interface WeekGrid {
  /** Every Monday from the first week of the range to the last, oldest first. */
  weeks: string[]
  /** Most leads first, then by name. */
  labels: string[]
  leads: number[][]
}

/** One series of a chart. */
export interface ChartSeries {
  label: string
  data: number[]
}

/** The data the page gives its chart script: code-free JSON, read from the page itself. */
export type LeadChart =
  | { kind: 'weeks'; id: string; weeks: string[]; series: ChartSeries[] }
  | { kind: 'bars'; id: string; labels: string[]; data: number[] }

export const OTHER_LABEL = 'Other'
/** Series of a weekly chart before the rest is "Other": one colour each stays told apart. */
export const TOP_WEEK_SERIES = 5
/** Bars of a page chart before the rest is "Other". */
export const TOP_BARS = 10
/**
 * A range longer than this (about three years) is cut to the weeks that have leads, so a "from"
 * of 1970 does not make a table of thousands of empty weeks.
 */
export const MAX_WEEKS = 160

const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The Monday (UTC) of the week of a YYYY-MM-DD day, in ms. */
export function mondayOf(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS
}

const byLeadsThenName = (a: LabelCount, b: LabelCount) =>
  b.leads - a.leads || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)

/**
 * Every week of the chosen range (the filter's days, else the weeks that have leads), each label's
 * leads in each, zero where it had none.
 */
export function weekGrid(counts: WeekCount[], range: { from?: string; to?: string } = {}): WeekGrid {
  const held = counts.map((row) => mondayOf(row.week))
  const first = Math.min(...held)
  const last = Math.max(...held)
  let start = range.from ? mondayOf(range.from) : first
  let end = range.to ? mondayOf(range.to) : last
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { weeks: [], labels: [], leads: [] }
  if ((end - start) / WEEK_MS >= MAX_WEEKS && counts.length > 0) {
    start = Math.max(start, first)
    end = Math.min(end, last)
  }
  const weeks: string[] = []
  for (let week = start; week <= end && weeks.length < MAX_WEEKS; week += WEEK_MS) weeks.push(isoDay(week))
  const column = new Map(weeks.map((week, index) => [week, index]))
  const totals = new Map<string, number>()
  for (const row of counts) totals.set(row.label, (totals.get(row.label) ?? 0) + row.leads)
  const labels = [...totals]
    .map(([label, leads]) => ({ label, leads }))
    .sort(byLeadsThenName)
    .map((row) => row.label)
  const row = new Map(labels.map((label, index) => [label, index]))
  const leads = labels.map(() => weeks.map(() => 0))
  for (const count of counts) {
    const index = column.get(count.week)
    if (index !== undefined) leads[row.get(count.label)!]![index]! += count.leads
  }
  return { weeks, labels, leads }
}

/** A grid's series for a stacked chart: its `top` largest labels, then "Other" holding the rest. */
export function topSeries(grid: WeekGrid, top = TOP_WEEK_SERIES): ChartSeries[] {
  const kept = grid.labels.length > top + 1 ? top : grid.labels.length
  const series = grid.labels.slice(0, kept).map((label, index) => ({ label, data: grid.leads[index]! }))
  const rest = grid.leads.slice(kept)
  if (rest.length > 0)
    series.push({ label: OTHER_LABEL, data: grid.weeks.map((_, week) => sum(rest.map((row) => row[week]!))) })
  return series
}

/** Bars of the `top` largest labels (most first), then one "Other" bar for the rest. */
export function topBars(counts: LabelCount[], top = TOP_BARS): { labels: string[]; data: number[] } {
  const sorted = [...counts].sort(byLeadsThenName)
  const kept = sorted.length > top + 1 ? sorted.slice(0, top) : sorted
  const rest = sorted.slice(kept.length)
  const bars =
    rest.length > 0 ? [...kept, { label: OTHER_LABEL, leads: sum(rest.map((row) => row.leads)) }] : kept
  return { labels: bars.map((row) => row.label), data: bars.map((row) => row.leads) }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The page's charts as JSON inside a `<script type="application/json">`: "<" is written as its
 * escape, so no label (a campaign's name comes from a visitor's address) can end the element.
 */
export function chartsJson(charts: LeadChart[]): string {
  return JSON.stringify(charts).replace(/</g, '\\u003c')
}
