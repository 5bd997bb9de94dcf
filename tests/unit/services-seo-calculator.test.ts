import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { seoCostCalculatorSchema, type SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'
import {
  clamp,
  defaultInputs,
  describeAssumptions,
  estimateSeo,
  formatGrowth,
  formatMoney,
  type SeoCalculatorInputs,
} from '@/features/services/seo-calculator/estimate'

/** Round figures, so every expected value below can be worked out by hand. */
const config: SeoCostCalculatorConfig = seoCostCalculatorSchema.parse({
  currency: 'USD',
  rangeSpread: 0.1,
  roundTo: 100,
  baseRetainer: 1000,
  siteSizes: [
    { id: 'small', label: 'Small', description: 'Up to 50 pages', auditFee: 1000, technicalMultiplier: 1 },
    { id: 'large', label: 'Large', description: 'Many pages', auditFee: 2000, technicalMultiplier: 2 },
  ],
  keywords: { min: 10, max: 100, step: 10, default: 50, pricePerKeyword: 10, growthPerKeyword: 1 },
  contentPieces: { min: 0, max: 10, step: 1, default: 2, pricePerPiece: 200, growthPerPiece: 10 },
  currentVisitors: { min: 0, max: 100000, step: 100, default: 1000, modelFloor: 500 },
  competitionLevels: [
    { id: 'low', label: 'Low', description: 'Few rivals', priceMultiplier: 0.5, growthMultiplier: 2 },
    { id: 'medium', label: 'Medium', description: 'Some rivals', priceMultiplier: 1, growthMultiplier: 1 },
  ],
  technicalNeeds: [
    {
      id: 'minimal',
      label: 'Minimal',
      description: 'Healthy',
      monthly: 100,
      growthBoost: 10,
      setupMultiplier: 1,
    },
    {
      id: 'extensive',
      label: 'Extensive',
      description: 'Rebuild',
      monthly: 500,
      growthBoost: 50,
      setupMultiplier: 1.5,
    },
  ],
  growth: {
    sixMonthShare: 0.5,
    maxTwelveMonthGrowth: 200,
    visitorToLeadRate: 0.01,
    conversionLiftAt12Months: 0.2,
  },
  defaults: { siteSize: 'small', competition: 'medium', technicalNeeds: 'minimal' },
  notes: ['An estimate, not a quote.'],
})

const inputs = (overrides: Partial<SeoCalculatorInputs> = {}): SeoCalculatorInputs => ({
  ...defaultInputs(config),
  ...overrides,
})

describe('estimateSeo: monthly investment', () => {
  it('adds retainer, keywords, content and technical work for the defaults', () => {
    // 1000 + 50 x 10 x 1 + 2 x 200 + 100 x 1 = 2000
    const estimate = estimateSeo(config, inputs())
    expect(estimate.breakdown).toEqual({ base: 1000, keywords: 500, content: 400, technical: 100 })
    expect(estimate.monthly).toEqual({ estimate: 2000, low: 1800, high: 2200 })
  })

  it('at the smallest inputs costs the retainer plus the minimum keywords and technical work', () => {
    // 1000 + 10 x 10 x 0.5 + 0 + 100 = 1150 -> 1035 / 1265 -> rounded to 1000 / 1300
    const estimate = estimateSeo(config, inputs({ keywords: 10, contentPieces: 0, competition: 'low' }))
    expect(estimate.monthly).toEqual({ estimate: 1150, low: 1000, high: 1300 })
  })

  it('at the largest inputs scales technical work by site size and keywords by competition', () => {
    // 1000 + 100 x 10 x 1 + 10 x 200 + 500 x 2 = 5000
    const estimate = estimateSeo(
      config,
      inputs({ siteSize: 'large', keywords: 100, contentPieces: 10, technicalNeeds: 'extensive' }),
    )
    expect(estimate.monthly).toEqual({ estimate: 5000, low: 4500, high: 5500 })
    expect(estimate.setupFee).toBe(3000)
    expect(estimate.firstYear).toEqual({ low: 3000 + 12 * 4500, high: 3000 + 12 * 5500 })
  })

  it('clamps numbers outside their ranges (and non-numbers) before pricing them', () => {
    const high = estimateSeo(config, inputs({ keywords: 10_000, contentPieces: 99, currentVisitors: 5e9 }))
    expect(high.inputs).toMatchObject({ keywords: 100, contentPieces: 10, currentVisitors: 100000 })
    const low = estimateSeo(config, inputs({ keywords: -5, contentPieces: Number.NaN, currentVisitors: -1 }))
    expect(low.inputs).toMatchObject({ keywords: 10, contentPieces: 0, currentVisitors: 0 })
  })

  it('rejects an option that does not exist', () => {
    expect(() => estimateSeo(config, inputs({ siteSize: 'huge' }))).toThrow("Unknown site size 'huge'")
    expect(() => estimateSeo(config, inputs({ competition: 'x' }))).toThrow('Unknown competition level')
    expect(() => estimateSeo(config, inputs({ technicalNeeds: 'x' }))).toThrow('Unknown technical needs')
  })

  it('keeps low <= estimate <= high and rounds both ends to the configured multiple', () => {
    for (const keywords of [10, 30, 70, 100]) {
      for (const contentPieces of [0, 3, 7, 10]) {
        const { monthly } = estimateSeo(config, inputs({ keywords, contentPieces }))
        expect(monthly.low % 100).toBe(0)
        expect(monthly.high % 100).toBe(0)
        expect(monthly.low).toBeLessThanOrEqual(monthly.high)
        expect(monthly.high - monthly.low).toBeGreaterThan(0)
      }
    }
  })
})

describe('estimateSeo: traffic and leads', () => {
  it('grows traffic from the keywords, content and technical boost, and reaches half of it by month 6', () => {
    // (50 x 1 + 2 x 10 + 10) x 1 = 80% at 12 months, 40% at 6
    const { traffic, growthCapped } = estimateSeo(config, inputs())
    expect(traffic).toEqual({ today: 1000, month6: 1400, month12: 1800, growth6: 40, growth12: 80 })
    expect(growthCapped).toBe(false)
  })

  it('improves the lead rate by half the lift at month 6 and the full lift at month 12', () => {
    // 10 leads today; 1400 x 1% x 1.1 = 15.4 -> 15 (+54%); 1800 x 1% x 1.2 = 21.6 -> 22 (+116%)
    const { leads } = estimateSeo(config, inputs())
    expect(leads).toEqual({ today: 10, month6: 15, month12: 22, growth6: 54, growth12: 116 })
  })

  it('caps 12-month growth at the ceiling and says so', () => {
    // (100 + 100 + 50) x 2 = 500% -> capped at 200%, 100% at month 6
    const estimate = estimateSeo(
      config,
      inputs({ keywords: 100, contentPieces: 10, technicalNeeds: 'extensive', competition: 'low' }),
    )
    expect(estimate.growthCapped).toBe(true)
    expect(estimate.traffic).toMatchObject({ growth6: 100, growth12: 200, month6: 2000, month12: 3000 })
  })

  it('models a new site (0 visitors) from the floor instead of promising zero growth', () => {
    const estimate = estimateSeo(config, inputs({ currentVisitors: 0 }))
    expect(estimate.usedModelFloor).toBe(true)
    expect(estimate.traffic).toMatchObject({ today: 0, month6: 700, month12: 900 })
    expect(estimate.leads.today).toBe(0)
    expect(estimate.leads.month12).toBe(11) // 900 x 1% x 1.2 = 10.8
  })

  it('uses the real traffic from the floor upwards', () => {
    expect(estimateSeo(config, inputs({ currentVisitors: 499 })).usedModelFloor).toBe(true)
    const atFloor = estimateSeo(config, inputs({ currentVisitors: 500 }))
    expect(atFloor.usedModelFloor).toBe(false)
    expect(atFloor.traffic.month12).toBe(900)
  })

  it('grows more with more content and less in a harder market', () => {
    const base = estimateSeo(config, inputs()).traffic.growth12
    expect(estimateSeo(config, inputs({ contentPieces: 5 })).traffic.growth12).toBeGreaterThan(base)
    expect(estimateSeo(config, inputs({ competition: 'low' })).traffic.growth12).toBeGreaterThan(base)
  })
})

describe('helpers', () => {
  it('clamp rounds to whole numbers and keeps the bounds', () => {
    expect(clamp(4.6, 0, 10)).toBe(5)
    expect(clamp(-1, 0, 10)).toBe(0)
    expect(clamp(11, 0, 10)).toBe(10)
    expect(clamp(Number.POSITIVE_INFINITY, 0, 10)).toBe(0)
  })

  it('formats money without cents and growth with its sign', () => {
    expect(formatMoney(45500, 'USD')).toBe('$45,500')
    expect(formatGrowth(36)).toBe('+36%')
    expect(formatGrowth(0)).toBe('+0%')
  })

  it('words the assumptions from the configured figures', () => {
    const text = describeAssumptions(config).join('\n')
    expect(text).toContain(
      'Prices in USD excluding VAT; the range is 10% either side of the estimate, rounded to $100.',
    )
    expect(text).toContain('1% of organic visitors become leads today, rising to 1.2% by month 12')
    expect(text).toContain('50% of the 12-month traffic gain arrives by month 6')
    expect(text).toContain('capped at +200%')
    expect(text).toContain('fewer than 500 monthly organic visitors are modelled from 500')
  })
})

describe('the published price list', () => {
  const file = path.resolve('data/seo-cost-calculator.yaml')
  const published = seoCostCalculatorSchema.parse(parse(readFileSync(file, 'utf8')))

  it('gives a plausible B2B retainer for its own defaults', () => {
    const estimate = estimateSeo(published, defaultInputs(published))
    expect(estimate.monthly.low).toBeGreaterThan(published.baseRetainer)
    expect(estimate.traffic.growth12).toBeGreaterThan(estimate.traffic.growth6)
    expect(estimate.traffic.growth12).toBeLessThanOrEqual(published.growth.maxTwelveMonthGrowth)
  })

  it('costs more for every bigger choice', () => {
    const cheapest = estimateSeo(published, {
      siteSize: published.siteSizes[0]!.id,
      keywords: published.keywords.min,
      competition: published.competitionLevels[0]!.id,
      contentPieces: published.contentPieces.min,
      technicalNeeds: published.technicalNeeds[0]!.id,
      currentVisitors: 0,
    })
    const dearest = estimateSeo(published, {
      siteSize: published.siteSizes.at(-1)!.id,
      keywords: published.keywords.max,
      competition: published.competitionLevels.at(-1)!.id,
      contentPieces: published.contentPieces.max,
      technicalNeeds: published.technicalNeeds.at(-1)!.id,
      currentVisitors: published.currentVisitors.max,
    })
    expect(dearest.monthly.low).toBeGreaterThan(cheapest.monthly.high)
    expect(dearest.setupFee).toBeGreaterThan(cheapest.setupFee)
  })
})

describe('seoCostCalculatorSchema', () => {
  const valid = structuredClone(config)

  it('rejects a default outside its range and a default option that does not exist', () => {
    const result = seoCostCalculatorSchema.safeParse({
      ...valid,
      keywords: { ...valid.keywords, default: 1000 },
      defaults: { ...valid.defaults, siteSize: 'galactic' },
    })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(messages).toContain('keywords.default: must lie between min and max')
    expect(messages).toContain("defaults.siteSize: no option has id 'galactic'")
  })

  it('rejects repeated option ids, min >= max and unknown fields', () => {
    const result = seoCostCalculatorSchema.safeParse({
      ...valid,
      siteSizes: [valid.siteSizes[0], valid.siteSizes[0]],
      contentPieces: { ...valid.contentPieces, min: 10, max: 10, default: 10 },
      discount: 5,
    })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['siteSizes', 'contentPieces.min', '']))
  })
})
