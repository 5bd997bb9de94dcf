import { AXIS_LABEL_MAX_CHARS, METRICS_MAX } from '@/config/constants'
import { truncate } from './text'
import { formatValue, niceScale, UNIT_NAMES, UNITS, type Scale, type Unit } from './units'

/** The spec's metric types: a percentage, a dollar amount or a count (see units.ts). */
export type MetricType = Unit

export interface Metric {
  label: string
  value: number
  type: MetricType
  /** The result line the metric was read from. */
  fullText: string
}

export const FALLBACK_METRIC_LABEL = 'Performance Metric'

/** A number (thousands separators, decimals) followed by a percent sign: "312%", "9.6 %", "1,200%". */
const PERCENT = /(\d+(?:,\d{3})*(?:\.\d+)?)\s?%/
/** A dollar amount with an optional K or M suffix: "$38,000", "$640K", "$1.9M", "$2.5 m". */
const CURRENCY = /\$\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?([KkMm])(?![A-Za-z]))?/
/** The number a line starts with: "146 qualified demos", "2,860 paid enrolments". */
const LEADING_NUMBER = /^\s*(\d+(?:,\d{3})*(?:\.\d+)?)/
/** Every figure of a line, with its sign, unit or suffix: removed from labels. */
const NUMBER_TOKEN = /[+~-]?\$?\s?\d+(?:[,.]\d+)*(?:\s?%|\s?[KkMm](?![A-Za-z])|x(?![A-Za-z]))?\+?/g
const TREND_WORDS = /\b(?:increase[sd]?|decrease[sd]?|improvements?|improved|growth)\b/gi
const EDGE_WORD = '(?:by|of|in|to|from|with|and|a|an|the|over|for|on|up|down)'
const LEADING_EDGE = new RegExp(`^${EDGE_WORD}\\b\\s*`, 'i')
const TRAILING_EDGE = new RegExp(`\\s*\\b${EDGE_WORD}$`, 'i')
/** Punctuation left standing alone once the figures are gone ("12-15%" leaves "-"). */
const LONE_PUNCTUATION = /(^|\s)[-–—/:;,.!]+(?=\s|$)/g
const EDGE_PUNCTUATION = /^[\s\-–—/:;,.!]+|[\s\-–—/:;,.!]+$/g

function toNumber(digits: string): number {
  return Number(digits.replace(/,/g, ''))
}

/**
 * The tile label: the result line without its figures and trend words (increase,
 * decrease, improvement, growth), tidied; 'Performance Metric' when nothing is left.
 */
export function metricLabel(line: string): string {
  let label = line.replace(NUMBER_TOKEN, ' ').replace(TREND_WORDS, ' ').replace(/[()]/g, ' ')
  label = label
    .replace(LONE_PUNCTUATION, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:!.])/g, '$1')
  let previous = ''
  while (previous !== label) {
    previous = label
    label = label.replace(EDGE_PUNCTUATION, '').replace(LEADING_EDGE, '').replace(TRAILING_EDGE, '').trim()
  }
  if (!/[A-Za-z]/.test(label)) return FALLBACK_METRIC_LABEL
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/**
 * Metrics of one result line: the first percentage, then the first dollar amount;
 * a line starting with a number gives a number metric only when neither was found.
 */
export function metricsOfLine(line: string): Metric[] {
  const label = metricLabel(line)
  const found: Metric[] = []
  const percent = PERCENT.exec(line)
  if (percent) found.push({ label, value: toNumber(percent[1]!), type: 'percentage', fullText: line })
  const currency = CURRENCY.exec(line)
  if (currency) {
    const suffix = currency[2]?.toUpperCase()
    const multiplier = suffix === 'K' ? 1_000 : suffix === 'M' ? 1_000_000 : 1
    const value = Math.round(toNumber(currency[1]!) * multiplier * 100) / 100
    found.push({ label, value, type: 'currency', fullText: line })
  }
  if (found.length === 0) {
    const leading = LEADING_NUMBER.exec(line)
    if (leading) found.push({ label, value: toNumber(leading[1]!), type: 'number', fullText: line })
  }
  return found
}

/**
 * A case study's result line reports a number the metrics can read (a percentage, a dollar amount,
 * or a count it starts with): the tiles, the chart and the key achievement are made of them.
 */
export function reportsANumber(line: string): boolean {
  return metricsOfLine(line).length > 0
}

/** The first four metrics found across the result lines, in order. */
export function extractMetrics(results: readonly string[]): Metric[] {
  return results.flatMap(metricsOfLine).slice(0, METRICS_MAX)
}

/** The trend words the label drops, by the direction they give a percentage. */
const RISES = /\b(?:increase[sd]?|improvements?|improved|growth)\b/i
const FALLS = /\b(?:decrease[sd]?)\b/i

/**
 * Tile text: percentages with %, money as money ("$640K", "$1.9M"), counts grouped. A percentage
 * whose line says it is a change, in a word the label leaves out ("43% increase in booked
 * meetings"), carries its direction ("+43%"): beside the label "In booked meetings ..." a bare "43%"
 * reads as a share of them.
 */
export function formatMetricValue(
  metric: Pick<Metric, 'type' | 'value'> & Partial<Pick<Metric, 'fullText'>>,
): string {
  const value = formatValue(metric.type, metric.value)
  if (metric.type !== 'percentage' || !metric.fullText) return value
  if (RISES.test(metric.fullText)) return `+${value}`
  if (FALLS.test(metric.fullText)) return `−${value}`
  return value
}

/**
 * The metrics of one kind, on one linear scale: a panel of the "Performance Comparison" chart. A
 * kind is a unit (percentages, dollars), and among numbers what they count: things (demos, pilots)
 * or a duration ("19 hours a week", "35 minutes"), each duration unit a kind of its own.
 */
export interface MetricGroup {
  unit: Unit
  /** The panel's name: "Percentages", "US dollars", "Counts", "Hours", "Minutes" ... */
  name: string
  metrics: Metric[]
  scale: Scale
}

/** A number that measures time, by the word after it: "19 hours a week", "2 days a week", "35 minutes". */
const DURATION = /^\s*\d+(?:,\d{3})*(?:\.\d+)?\s+(hour|minute|day|week|month)s?\b/i

/** The kind of a metric: its unit's name, or for a duration its unit of time ("Hours"). */
function kindOf(metric: Metric): string {
  const duration = metric.type === 'number' ? DURATION.exec(metric.fullText) : null
  if (!duration) return UNIT_NAMES[metric.type]
  const word = duration[1]!.toLowerCase()
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}s`
}

/**
 * The metrics grouped by kind (percentages, dollars, counts, then each kind of duration, in that
 * order), each group with its own scale: a chart never puts a percentage and a dollar amount, or a
 * count of demos and a number of hours, on one axis.
 */
export function metricGroups(metrics: readonly Metric[]): MetricGroup[] {
  const kinds = [...new Set([...UNITS.map((unit) => UNIT_NAMES[unit]), ...metrics.map(kindOf)])]
  return kinds
    .map((kind) => metrics.filter((metric) => kindOf(metric) === kind))
    .filter((group) => group.length > 0)
    .map((group) => ({
      unit: group[0]!.type,
      name: kindOf(group[0]!),
      metrics: group,
      scale: niceScale(
        group[0]!.type,
        group.map((metric) => metric.value),
      ),
    }))
}

/** Chart axis label: at most 20 characters plus an ellipsis. */
export function axisLabel(label: string): string {
  return truncate(label, AXIS_LABEL_MAX_CHARS)
}
