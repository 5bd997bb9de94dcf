import { formatEnUsNumber } from './numbers'

/**
 * What a number on a case study measures: a percentage, an amount in US dollars or a count. Metric
 * tiles, timelines and their chart scales are drawn and formatted by unit, and never mix two.
 */
export const UNITS = ['percentage', 'currency', 'number'] as const

export type Unit = (typeof UNITS)[number]

/** What a reader calls each unit: chart panels and legends. */
export const UNIT_NAMES: Record<Unit, string> = {
  percentage: 'Percentages',
  currency: 'US dollars',
  number: 'Counts',
}

const MILLION = 1_000_000
const THOUSAND = 1_000

/**
 * Money as a reader writes it: "$1.9M" from a million up, "$640K" in thousands without decimals
 * (the spec's tile rule) below that, "$950" under a thousand. Never "$1,900K".
 */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : ''
  const amount = Math.abs(value)
  if (amount >= MILLION || Math.round(amount / THOUSAND) >= THOUSAND) {
    const millions = Math.round((amount / MILLION) * 100) / 100
    return `${sign}$${formatEnUsNumber(millions)}M`
  }
  if (amount >= THOUSAND) return `${sign}$${formatEnUsNumber(Math.round(amount / THOUSAND))}K`
  return `${sign}$${formatEnUsNumber(amount)}`
}

/** A value as its unit is written: "375%", "$1.9M", "2,860". */
export function formatValue(unit: Unit, value: number): string {
  switch (unit) {
    case 'percentage':
      return `${formatEnUsNumber(value)}%`
    case 'currency':
      return formatMoney(value)
    case 'number':
      return formatEnUsNumber(value)
  }
}

/** A linear value axis from zero: its top and the distance between two ticks. */
export interface Scale {
  max: number
  step: number
}

/** About this many intervals between zero and the top of an axis. */
const TARGET_STEPS = 5

/**
 * The axis that fits every value: from zero to the first multiple of a round step (1, 2 or 5 times
 * a power of ten) at or above the largest value. Counts and dollars step by whole numbers.
 */
export function niceScale(unit: Unit, values: readonly number[]): Scale {
  const top = Math.max(0, ...values)
  if (top === 0) return { max: 1, step: 1 }
  const rough = top / TARGET_STEPS
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  let step = [1, 2, 5, 10].map((multiple) => multiple * magnitude).find((candidate) => candidate >= rough)!
  if (unit !== 'percentage') step = Math.max(1, Math.round(step))
  step = Number(step.toPrecision(12))
  return { max: Number((Math.ceil(top / step - 1e-9) * step).toPrecision(12)), step }
}
