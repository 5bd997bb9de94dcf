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

const option = { id, label: text, description: text }

/** A number the visitor picks with a slider or a field (each range adds its own prices and factors). */
const rangeFields = {
  min: z.number().int().min(0, 'must be 0 or more'),
  max: z.number().int().positive('must be more than 0'),
  step: z.number().int().positive('must be more than 0'),
  default: z.number().int().min(0, 'must be 0 or more'),
}

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
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
    /** The estimate is shown as a range: this share below and above the point estimate. */
    rangeSpread: share,
    /** Prices are rounded to a multiple of this. */
    roundTo: positive,
    /** Strategy, reporting and account management, every month. */
    baseRetainer: money,
    siteSizes: z
      .array(z.strictObject({ ...option, auditFee: money, technicalMultiplier: positive }))
      .min(2)
      .refine(uniqueIds, 'ids must be unique'),
    keywords: z
      .strictObject({ ...rangeFields, pricePerKeyword: money, growthPerKeyword: money })
      .superRefine(checkRange),
    contentPieces: z
      .strictObject({ ...rangeFields, pricePerPiece: money, growthPerPiece: money })
      .superRefine(checkRange),
    currentVisitors: z
      .strictObject({
        ...rangeFields,
        /** Smaller (or new) sites are modelled from this many monthly visitors. */
        modelFloor: z.number().int().positive('must be more than 0'),
      })
      .superRefine(checkRange),
    competitionLevels: z
      .array(z.strictObject({ ...option, priceMultiplier: positive, growthMultiplier: positive }))
      .min(2)
      .refine(uniqueIds, 'ids must be unique'),
    technicalNeeds: z
      .array(
        z.strictObject({
          ...option,
          monthly: money,
          /** Percentage points of 12-month traffic growth. */
          growthBoost: money,
          setupMultiplier: positive,
        }),
      )
      .min(2)
      .refine(uniqueIds, 'ids must be unique'),
    growth: z.strictObject({
      /** Share of the 12-month traffic gain reached by month 6. */
      sixMonthShare: share,
      /** Upper limit of the 12-month traffic growth, in percent. */
      maxTwelveMonthGrowth: positive,
      /** Share of organic visitors who become leads today. */
      visitorToLeadRate: share,
      /** Relative improvement of that rate by month 12 (half of it by month 6). */
      conversionLiftAt12Months: share,
    }),
    defaults: z.strictObject({ siteSize: id, competition: id, technicalNeeds: id }),
    /** Caveats shown with the results besides the assumptions derived from the figures above. */
    notes: z.array(text).min(1),
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
