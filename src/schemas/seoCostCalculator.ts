import { z } from 'zod'

/**
 * Prices and factors of the SEO Cost Calculator on /services/ai-seo-organic-growth
 * (data/seo-cost-calculator.yaml). The formulas live in
 * src/features/services/seo-calculator/estimate.ts.
 */

const text = z.string().trim().min(1, 'must not be empty')
const id = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
const money = z.number().min(0, 'must be 0 or more')
const positive = z.number().positive('must be more than 0')
const share = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1')

const option = {
  id: id.describe('A short name for the option, lowercase with hyphens, e.g. mid-size.'),
  label: text.describe('The option as the visitor sees it, e.g. "Mid-size site".'),
  description: text.describe('A line under it, e.g. "50 to 500 pages".'),
}

/** A number the visitor picks with a slider or a field (each range adds its own prices and factors). */
const rangeFields = {
  min: z.number().int().min(0, 'must be 0 or more').describe('The smallest number the visitor can pick.'),
  max: z.number().int().positive('must be more than 0').describe('The largest number the visitor can pick.'),
  step: z.number().int().positive('must be more than 0').describe('How much one step of the slider adds.'),
  default: z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .describe('The number picked when the calculator opens.'),
}
const multiplier = (what: string) =>
  positive.describe(`Multiplies ${what}: 1 leaves it as it is, 1.5 adds half.`)

function checkRange(value: { min: number; max: number; default: number }, context: z.RefinementCtx) {
  if (value.min >= value.max)
    context.addIssue({ code: 'custom', path: ['min'], message: 'must be less than max' })
  if (value.default < value.min || value.default > value.max)
    context.addIssue({ code: 'custom', path: ['default'], message: 'must lie between min and max' })
}

const uniqueIds = <T extends { id: string }>(list: T[]) =>
  new Set(list.map((item) => item.id)).size === list.length

export const seoCostCalculatorSchema = z
  .strictObject({
    /** ISO 4217 code the prices are in. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code such as USD')
      .describe('The currency of every price here, as a three-letter code, e.g. USD.'),
    /** The estimate is shown as a range: this share below and above the point estimate. */
    rangeSpread: share.describe(
      'The estimate shows as a range this share below and above it, e.g. 0.15 for ±15%.',
    ),
    /** Prices are rounded to a multiple of this. */
    roundTo: positive.describe('Prices are rounded to a multiple of this, e.g. 50.'),
    /** Strategy, reporting and account management, every month. */
    baseRetainer: money.describe(
      'The monthly fee for strategy, reporting and account management, before the options.',
    ),
    siteSizes: z
      .array(
        z.strictObject({
          ...option,
          auditFee: money.describe('The one-time technical audit fee for a site of this size.'),
          technicalMultiplier: multiplier('the technical work'),
        }),
      )
      .min(2)
      .refine(uniqueIds, 'ids must be unique')
      .describe('The site sizes the visitor chooses from, smallest first.'),
    keywords: z
      .strictObject({
        ...rangeFields,
        pricePerKeyword: money.describe('The monthly price of each keyword targeted.'),
        growthPerKeyword: money.describe('Percentage points of 12-month traffic growth each keyword adds.'),
      })
      .superRefine(checkRange)
      .describe('The number of keywords the visitor targets.'),
    contentPieces: z
      .strictObject({
        ...rangeFields,
        pricePerPiece: money.describe('The price of each piece of content a month.'),
        growthPerPiece: money.describe('Percentage points of 12-month traffic growth each piece adds.'),
      })
      .superRefine(checkRange)
      .describe('The number of content pieces a month.'),
    currentVisitors: z
      .strictObject({
        ...rangeFields,
        /** Smaller (or new) sites are modelled from this many monthly visitors. */
        modelFloor: z
          .number()
          .int()
          .positive('must be more than 0')
          .describe('Smaller or new sites are modelled from this many monthly visitors.'),
      })
      .superRefine(checkRange)
      .describe("The site's organic visitors a month today."),
    competitionLevels: z
      .array(
        z.strictObject({
          ...option,
          priceMultiplier: multiplier('the price'),
          growthMultiplier: multiplier('the traffic growth'),
        }),
      )
      .min(2)
      .refine(uniqueIds, 'ids must be unique')
      .describe("How crowded the visitor's market is, least first."),
    technicalNeeds: z
      .array(
        z.strictObject({
          ...option,
          monthly: money.describe('What it adds to the monthly price.'),
          /** Percentage points of 12-month traffic growth. */
          growthBoost: money.describe('Percentage points of 12-month traffic growth it adds.'),
          setupMultiplier: multiplier('the setup fee'),
        }),
      )
      .min(2)
      .refine(uniqueIds, 'ids must be unique')
      .describe('How much technical work the site needs, least first.'),
    growth: z
      .strictObject({
        /** Share of the 12-month traffic gain reached by month 6. */
        sixMonthShare: share.describe('The share of the 12-month traffic gain reached by month 6, e.g. 0.4.'),
        /** Upper limit of the 12-month traffic growth, in percent. */
        maxTwelveMonthGrowth: positive.describe(
          'The most traffic growth the estimate shows for 12 months, in percent, e.g. 400.',
        ),
        /** Share of organic visitors who become leads today. */
        visitorToLeadRate: share.describe('The share of organic visitors who become leads today, e.g. 0.02.'),
        /** Relative improvement of that rate by month 12 (half of it by month 6). */
        conversionLiftAt12Months: share.describe(
          'How much that rate improves by month 12, e.g. 0.25 (half of it by month 6).',
        ),
      })
      .describe('How the traffic and lead estimates grow.'),
    defaults: z
      .strictObject({
        siteSize: id.describe('The id of the site size picked at start.'),
        competition: id.describe('The id of the competition level picked at start.'),
        technicalNeeds: id.describe('The id of the technical needs picked at start.'),
      })
      .describe('The options picked when the calculator opens.'),
    /** Caveats shown with the results besides the assumptions derived from the figures above. */
    notes: z.array(text).min(1).describe('Caveats shown with the results, one per item.'),
  })
  .superRefine((config, context) => {
    const check = (list: { id: string }[], value: string, field: keyof typeof config.defaults) => {
      if (!list.some((item) => item.id === value))
        context.addIssue({
          code: 'custom',
          path: ['defaults', field],
          message: `no option has id '${value}'`,
        })
    }
    check(config.siteSizes, config.defaults.siteSize, 'siteSize')
    check(config.competitionLevels, config.defaults.competition, 'competition')
    check(config.technicalNeeds, config.defaults.technicalNeeds, 'technicalNeeds')
  })

export type SeoCostCalculatorConfig = z.infer<typeof seoCostCalculatorSchema>
