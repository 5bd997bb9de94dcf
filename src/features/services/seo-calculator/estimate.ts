import type { SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'

/**
 * The SEO Cost Calculator's formulas: pure functions of the visitor's choices and the prices and
 * factors of data/seo-cost-calculator.yaml.
 *
 * Monthly investment = base retainer
 *   + keywords x price per keyword x competition price multiplier
 *   + content pieces x price per piece
 *   + technical needs' monthly price x site size's technical multiplier,
 * shown as a range of +/- rangeSpread, rounded to roundTo.
 * 12-month traffic growth (%) = (keywords x growth per keyword + pieces x growth per piece
 *   + technical growth boost) x competition growth multiplier, capped; month 6 reaches sixMonthShare of it.
 * Leads = visitors x visitor-to-lead rate, the rate improving by conversionLiftAt12Months by month 12
 * (half of that by month 6).
 */

export interface SeoCalculatorInputs {
  siteSize: string
  keywords: number
  competition: string
  contentPieces: number
  technicalNeeds: string
  currentVisitors: number
}

export interface Projection {
  today: number
  month6: number
  month12: number
  /** Growth over today, in whole percent. */
  growth6: number
  growth12: number
}

export interface SeoEstimate {
  /** The inputs as used: numbers clamped to their ranges. */
  inputs: SeoCalculatorInputs
  breakdown: { base: number; keywords: number; content: number; technical: number }
  monthly: { estimate: number; low: number; high: number }
  setupFee: number
  firstYear: { low: number; high: number }
  /** Monthly organic visitors; growth is measured from the modelled baseline. */
  traffic: Projection
  /** Monthly organic leads. */
  leads: Projection
  /** True when the 12-month growth hit the configured ceiling. */
  growthCapped: boolean
  /** True when the current traffic was below the model floor and the floor was used instead. */
  usedModelFloor: boolean
}

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.round(value)))
}

function roundToMultiple(value: number, multiple: number): number {
  return Math.round(value / multiple) * multiple
}

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((item) => item.id === id)
  if (!found) throw new Error(`Unknown ${what} '${id}'`)
  return found
}

export function defaultInputs(config: SeoCostCalculatorConfig): SeoCalculatorInputs {
  return {
    siteSize: config.defaults.siteSize,
    keywords: config.keywords.default,
    competition: config.defaults.competition,
    contentPieces: config.contentPieces.default,
    technicalNeeds: config.defaults.technicalNeeds,
    currentVisitors: config.currentVisitors.default,
  }
}

export function estimateSeo(config: SeoCostCalculatorConfig, raw: SeoCalculatorInputs): SeoEstimate {
  const size = find(config.siteSizes, raw.siteSize, 'site size')
  const competition = find(config.competitionLevels, raw.competition, 'competition level')
  const technical = find(config.technicalNeeds, raw.technicalNeeds, 'technical needs')
  const inputs: SeoCalculatorInputs = {
    ...raw,
    keywords: clamp(raw.keywords, config.keywords.min, config.keywords.max),
    contentPieces: clamp(raw.contentPieces, config.contentPieces.min, config.contentPieces.max),
    currentVisitors: clamp(raw.currentVisitors, config.currentVisitors.min, config.currentVisitors.max),
  }

  const breakdown = {
    base: config.baseRetainer,
    keywords: inputs.keywords * config.keywords.pricePerKeyword * competition.priceMultiplier,
    content: inputs.contentPieces * config.contentPieces.pricePerPiece,
    technical: technical.monthly * size.technicalMultiplier,
  }
  const estimate = breakdown.base + breakdown.keywords + breakdown.content + breakdown.technical
  const low = roundToMultiple(estimate * (1 - config.rangeSpread), config.roundTo)
  const high = roundToMultiple(estimate * (1 + config.rangeSpread), config.roundTo)
  const setupFee = roundToMultiple(size.auditFee * technical.setupMultiplier, config.roundTo)

  const { growth } = config
  const rawGrowth12 =
    (inputs.keywords * config.keywords.growthPerKeyword +
      inputs.contentPieces * config.contentPieces.growthPerPiece +
      technical.growthBoost) *
    competition.growthMultiplier
  const growth12 = Math.min(rawGrowth12, growth.maxTwelveMonthGrowth)
  const growth6 = growth12 * growth.sixMonthShare

  const baseline = Math.max(inputs.currentVisitors, config.currentVisitors.modelFloor)
  const visitors6 = baseline * (1 + growth6 / 100)
  const visitors12 = baseline * (1 + growth12 / 100)
  const rate = growth.visitorToLeadRate
  const lift = growth.conversionLiftAt12Months
  const leadsToday = baseline * rate
  const leads6 = visitors6 * rate * (1 + lift / 2)
  const leads12 = visitors12 * rate * (1 + lift)

  return {
    inputs,
    breakdown: {
      base: Math.round(breakdown.base),
      keywords: Math.round(breakdown.keywords),
      content: Math.round(breakdown.content),
      technical: Math.round(breakdown.technical),
    },
    monthly: { estimate: Math.round(estimate), low, high },
    setupFee,
    firstYear: { low: setupFee + 12 * low, high: setupFee + 12 * high },
    traffic: {
      today: inputs.currentVisitors,
      month6: Math.round(visitors6),
      month12: Math.round(visitors12),
      growth6: Math.round(growth6),
      growth12: Math.round(growth12),
    },
    leads: {
      today: Math.round(inputs.currentVisitors * rate),
      month6: Math.round(leads6),
      month12: Math.round(leads12),
      growth6: Math.round((leads6 / leadsToday - 1) * 100),
      growth12: Math.round((leads12 / leadsToday - 1) * 100),
    },
    growthCapped: rawGrowth12 > growth.maxTwelveMonthGrowth,
    usedModelFloor: inputs.currentVisitors < config.currentVisitors.modelFloor,
  }
}

function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`
}

/** The assumptions behind every estimate, worded from the configured figures. */
export function describeAssumptions(config: SeoCostCalculatorConfig): string[] {
  const { growth } = config
  const rateAt12 = growth.visitorToLeadRate * (1 + growth.conversionLiftAt12Months)
  return [
    `Prices in ${config.currency} excluding VAT; the range is ${percent(config.rangeSpread)} either side of the estimate, rounded to ${formatMoney(config.roundTo, config.currency)}.`,
    `${percent(growth.visitorToLeadRate)} of organic visitors become leads today, rising to ${percent(rateAt12)} by month 12 as content and landing pages improve.`,
    `${percent(growth.sixMonthShare)} of the 12-month traffic gain arrives by month 6: rankings compound over time.`,
    `12-month traffic growth is capped at +${growth.maxTwelveMonthGrowth}%.`,
    `Sites with fewer than ${formatNumber(config.currentVisitors.modelFloor)} monthly organic visitors are modelled from ${formatNumber(config.currentVisitors.modelFloor)}.`,
  ]
}

export function formatMoney(value: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    value,
  )
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value)
}

export function formatGrowth(percentValue: number): string {
  return `${percentValue >= 0 ? '+' : ''}${percentValue}%`
}
