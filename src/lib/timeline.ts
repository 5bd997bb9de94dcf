import { TIMELINE_MONTHS_MAX, TIMELINE_WEEKS_MAX } from '@/config/constants'
import { niceScale, type Scale, type Unit } from './units'

/** How often a case study's timeline has a value: every month, or every week for a short study. */
export type Interval = 'month' | 'week'

/** One line of a timeline as the study's file writes it. */
export interface TimelineSeriesSource {
  label: string
  /** One value per period, in order. */
  values: number[]
  /** True when each value is the total to date (the last one is the result); false: each period's own. */
  cumulative: boolean
  /** The line of `results` (1 = the first) this series builds up to; the build holds them equal. */
  result?: number | undefined
}

/** `timeline` of a case study file: measured values, never drawn from a rule. */
export interface TimelineSource {
  every: Interval
  unit: Unit
  /** What the lines measure and where the numbers come from, in one sentence. */
  caption: string
  /** When period 1 begins, completing "Month 1 is ...". */
  starts: string
  series: TimelineSeriesSource[]
}

/** What the "Campaign Progress Timeline" chart and its table show. */
export interface Timeline {
  every: Interval
  unit: Unit
  /** What the lines measure and where from, then when its first period begins. */
  caption: string
  /** "Month 1" ... or "Week 1" ...: one per value. */
  periods: string[]
  series: { label: string; values: number[]; cumulative: boolean }[]
  /** The value axis, from zero, for the study's unit. */
  scale: Scale
}

const TIMEFRAME = /^(\d+) (month|week)s?$/

/**
 * The periods a timeframe covers, by the spec's rule (its leading number, at most six months), in
 * months ("5 months") or weeks ("12 weeks"); null for a timeframe in any other form.
 */
export function timeframePeriods(timeframe: string): { every: Interval; count: number } | null {
  const match = TIMEFRAME.exec(timeframe.trim())
  if (!match) return null
  const every = match[2] as Interval
  const count = Number(match[1])
  const max = every === 'month' ? TIMELINE_MONTHS_MAX : TIMELINE_WEEKS_MAX
  return count >= 1 && count <= max ? { every, count } : null
}

/** What a series adds up to: its last value when cumulative, else the sum of its periods. */
export function seriesTotal(series: Pick<TimelineSeriesSource, 'values' | 'cumulative'>): number {
  if (series.cumulative) return series.values.at(-1) ?? 0
  return Math.round(series.values.reduce((sum, value) => sum + value, 0) * 1000) / 1000
}

const PERIOD_NAME: Record<Interval, string> = { month: 'Month', week: 'Week' }

/** The chart of a study's measured timeline; a study without one gets no chart (null), never an invented line. */
export function buildTimeline(source: TimelineSource | undefined): Timeline | null {
  if (!source) return null
  const length = Math.max(...source.series.map((series) => series.values.length))
  return {
    every: source.every,
    unit: source.unit,
    caption: `${source.caption} ${PERIOD_NAME[source.every]} 1 is ${source.starts}.`,
    periods: Array.from({ length }, (_, index) => `${PERIOD_NAME[source.every]} ${index + 1}`),
    series: source.series.map(({ label, values, cumulative }) => ({ label, values, cumulative })),
    scale: niceScale(
      source.unit,
      source.series.flatMap((series) => series.values),
    ),
  }
}
