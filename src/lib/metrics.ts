import { AXIS_LABEL_MAX_CHARS, METRICS_MAX } from '@/config/constants'
import { truncate } from './text'

export type MetricType = 'percentage' | 'currency' | 'number'

export interface Metric {
  label: string
  value: number
  type: MetricType
  /** The result line the metric was read from. */
  fullText: string
}

export const FALLBACK_METRIC_LABEL = 'Performance Metric'

const PERCENT = /(\d+(?:,\d{3})*(?:\.\d+)?)\s?%/g
const CURRENCY = /\$\s?(\d+(?:,\d{3})*(?:\.\d+)?)\s?([KkMm](?![a-z]))?/g
const LEADING_NUMBER = /^\s*(\d+(?:,\d{3})*(?:\.\d+)?)(?![\d.,]*\s?%)/
const NUMBER_TOKEN = /[$]?\s?\d+(?:[,.]\d+)*\s?(?:%|[KkMm](?![a-z])|x(?![a-z]))?\+?/g
const TREND_WORDS = /\b(?:increase[sd]?|decrease[sd]?|improvements?|improved|growth)\b/gi
const EDGE_WORDS =
  /^(?:by|of|in|to|from|with|and|a|an|the|over|for|on)\b\s*|\s*\b(?:by|of|in|to|from|with|and|a|an|the|over|for|on)$/i

function toNumber(digits: string): number {
  return Number(digits.replace(/,/g, ''))
}

/** The tile label: the line without its numbers and trend words, or the fallback. */
export function metricLabel(line: string): string {
  let label = line.replace(NUMBER_TOKEN, ' ').replace(TREND_WORDS, ' ')
  label = label
    .replace(/[()\-–—:;,.!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  let previous = ''
  while (previous !== label) {
    previous = label
    label = label.replace(EDGE_WORDS, '').trim()
  }
  if (label === '') return FALLBACK_METRIC_LABEL
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** Metrics of one result line (spec section 5): percentages, dollar amounts, else a leading count. */
export function metricsOfLine(line: string): Metric[] {
  const label = metricLabel(line)
  const found: Metric[] = []
  for (const match of line.matchAll(PERCENT)) {
    found.push({ label, value: toNumber(match[1]!), type: 'percentage', fullText: line })
  }
  for (const match of line.matchAll(CURRENCY)) {
    const suffix = match[2]?.toUpperCase()
    const multiplier = suffix === 'K' ? 1_000 : suffix === 'M' ? 1_000_000 : 1
    found.push({ label, value: toNumber(match[1]!) * multiplier, type: 'currency', fullText: line })
  }
  if (found.length === 0) {
    const leading = LEADING_NUMBER.exec(line)
    if (leading) found.push({ label, value: toNumber(leading[1]!), type: 'number', fullText: line })
  }
  return found
}

/** The first four metrics found across the result lines, in order. */
export function extractMetrics(results: readonly string[]): Metric[] {
  return results.flatMap(metricsOfLine).slice(0, METRICS_MAX)
}

/** Tile text: currency in thousands with K and no decimals. */
export function formatMetricValue(metric: Pick<Metric, 'type' | 'value'>): string {
  switch (metric.type) {
    case 'percentage':
      return `${metric.value}%`
    case 'currency':
      return `$${Math.round(metric.value / 1000).toLocaleString('en-US')}K`
    case 'number':
      return metric.value.toLocaleString('en-US')
  }
}

/** Chart axis label: at most 20 characters plus an ellipsis. */
export function axisLabel(label: string): string {
  return truncate(label, AXIS_LABEL_MAX_CHARS)
}
