import type {
  LeadCalculatorConfig,
  LeadCalculatorInput,
  LeadCalculatorInputKey,
} from '@/schemas/leadCalculator'

/** What a visitor enters: a volume, three percentages (0 to 100) and a deal size in dollars. */
export type LeadInputs = Record<LeadCalculatorInputKey, number>

/** One month of outbound, projected from the inputs and rounded for display. */
export interface LeadProjection {
  /** Prospects who answer, whole people. */
  replies: number
  /** Qualified meetings booked, one decimal. */
  meetings: number
  /** Deals closed from those meetings, one decimal. */
  deals: number
  /** Value of the opportunities the meetings open (meetings x deal size), whole dollars. */
  pipelineValue: number
  /** Revenue from the deals closed in a month, whole dollars. */
  monthlyRevenue: number
  /** Twelve such months, whole dollars. */
  annualRevenue: number
}

export const leadInputKeys = [
  'prospects',
  'replyRate',
  'meetingRate',
  'closeRate',
  'dealSize',
] as const satisfies readonly LeadCalculatorInputKey[]

/**
 * Rounds half away from zero to `decimals` places, without binary-fraction surprises
 * (3 x 0.35 is 1.0499999999999998 in floating point; it rounds to 1.1 here).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0
  const factor = 10 ** decimals
  const shifted = Number((Number(Math.abs(value).toPrecision(12)) * factor).toPrecision(15))
  const result = (Math.sign(value) * Math.round(shifted)) / factor
  return result === 0 ? 0 : result
}

/** A non-negative number; anything else (NaN, negative, infinite) counts as zero. */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** A percentage as a share between 0 and 1. */
function share(percent: number): number {
  return Math.min(amount(percent), 100) / 100
}

/** The projection for one month. Each figure is computed unrounded and rounded once, at the end. */
export function projectLeads(inputs: LeadInputs): LeadProjection {
  const prospects = amount(inputs.prospects)
  const dealSize = amount(inputs.dealSize)
  const replies = prospects * share(inputs.replyRate)
  const meetings = replies * share(inputs.meetingRate)
  const deals = meetings * share(inputs.closeRate)
  const monthlyRevenue = deals * dealSize
  return {
    replies: roundTo(replies, 0),
    meetings: roundTo(meetings, 1),
    deals: roundTo(deals, 1),
    pipelineValue: roundTo(meetings * dealSize, 0),
    monthlyRevenue: roundTo(monthlyRevenue, 0),
    annualRevenue: roundTo(monthlyRevenue * 12, 0),
  }
}

/** A value a visitor typed or dragged, kept inside the input's range and on its step grid. */
export function clampToRange(
  value: number,
  { min, max, step }: Pick<LeadCalculatorInput, 'min' | 'max' | 'step'>,
): number {
  if (!Number.isFinite(value)) return min
  const bounded = Math.min(max, Math.max(min, value))
  return Math.min(max, roundTo(min + Math.round((bounded - min) / step) * step, 6))
}

/** The inputs the calculator starts with. */
export function defaultLeadInputs(config: LeadCalculatorConfig): LeadInputs {
  return Object.fromEntries(leadInputKeys.map((key) => [key, config.inputs[key].default])) as LeadInputs
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

export function formatCurrency(value: number): string {
  return currencyFormat.format(value)
}

/** An input's value as shown beside its slider and read by screen readers: 1,500 / 8% / $15,000. */
export function formatInputValue(value: number, unit: LeadCalculatorInput['unit']): string {
  if (unit === 'percent') return `${numberFormat.format(value)}%`
  if (unit === 'currency') return formatCurrency(value)
  return formatNumber(value)
}
