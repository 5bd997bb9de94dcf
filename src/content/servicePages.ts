import { z } from 'zod'
import { accentNames } from '@/components/ui/accent'
import { iconSchema as icon } from './icons'

/**
 * The content of the six service pages, one YAML file each under data/service-pages/. The hero
 * (title, subtitle) stays in data/services.yaml; these files hold every section below it.
 */

const text = z.string().trim().min(1, 'must not be empty')
const id = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
const color = z.enum(accentNames, { error: `must be one of ${accentNames.join(', ')}` })
const bullets = (count?: number) =>
  count === undefined
    ? z.array(text).min(1, 'must list at least one item')
    : z.array(text).length(count, `must list exactly ${count} items`)

/** The heading block of a section. */
const intro = z.strictObject({ eyebrow: text.optional(), title: text, subtitle: text.optional() })

/** A figure with its caption and an optional line under it. */
const stat = z.strictObject({ value: text, label: text, description: text.optional() })

/** A card with an icon; bullets optional. */
const card = z.strictObject({
  icon,
  color: color.default('violet'),
  title: text,
  description: text,
  bullets: bullets().optional(),
})

const stepSchema = z.strictObject({
  step: z.number().int().positive(),
  icon: icon.optional(),
  title: text,
  description: text,
})

/** Steps with a title and description, numbered 1, 2, 3 ... in order. */
const steps = (count?: number) =>
  (count === undefined
    ? z.array(stepSchema).min(2, 'must list at least two steps')
    : z.array(stepSchema).length(count, `must list exactly ${count} steps`)
  ).superRefine((list, context) => {
    list.forEach((item, index) => {
      if (item.step !== index + 1)
        context.addIssue({ code: 'custom', path: [index, 'step'], message: `must be ${index + 1}` })
    })
  })

/** A pair of tabs; the first one is selected when the page opens. */
const tabs = z
  .array(
    z.strictObject({
      value: id,
      label: text,
      title: text,
      description: text,
      bullets: bullets(),
      stat: stat.optional(),
    }),
  )
  .length(2, 'must list exactly two tabs (the first is the default)')
  .refine((list) => list[0]?.value !== list[1]?.value, 'the two tabs need different values')

/** The closing call to action of a page. */
const cta = z.strictObject({ title: text, text, button: text.optional() })

const unique = <T>(list: readonly T[], key: (item: T) => string) =>
  new Set(list.map(key)).size === list.length

// --- linkedin-email-outreach -------------------------------------------------------------------

export const linkedinEmailOutreachSchema = z.strictObject({
  network: z.strictObject({ intro, stats: z.array(stat).min(2).max(4), cards: z.array(card).min(2).max(4) }),
  strategicOutreach: z.strictObject({ intro, steps: steps() }),
  emailCampaigns: z.strictObject({ intro, tabs }),
  integration: z.strictObject({ intro, benefits: z.array(card).min(2).max(6) }),
  cta: z.strictObject({
    title: text,
    text,
    scheduler: z.strictObject({ label: text, detail: text, description: text }),
    email: z.strictObject({ label: text, description: text }),
    phone: z.strictObject({ label: text, description: text }),
  }),
})

// --- telegram-outreach -------------------------------------------------------------------------

const percent = z.number().min(0, 'must be 0 or more').max(100, 'must be 100 or less')

/** An open-rate range as the page prints it, "70-90%", read into the bounds its bar is drawn from. */
const rateRange = z
  .string()
  .regex(/^\d{1,3}-\d{1,3}%$/, "must read like '15-25%'")
  .transform((rate) => {
    const [min, max] = rate.slice(0, -1).split('-').map(Number) as [number, number]
    return { min, max }
  })
  .refine(
    ({ min, max }) => min <= max && max <= 100,
    'must run from a lower to a higher percentage, at most 100%',
  )

export const telegramOutreachSchema = z.strictObject({
  focus: z.strictObject({ intro, cards: z.array(card).length(2, 'must list exactly two focus areas') }),
  channel: z.strictObject({
    intro,
    points: z.array(card).min(2).max(4),
    mockup: z.strictObject({
      name: text,
      subscribers: text,
      posts: z
        .array(
          z.strictObject({
            text,
            time: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 09:30'),
            views: text,
          }),
        )
        .min(2)
        .max(4),
      inputPlaceholder: text,
    }),
  }),
  dataset: z.strictObject({
    intro,
    items: z
      .array(
        z.strictObject({
          value: id,
          title: text,
          description: text,
          segments: z.array(z.strictObject({ label: text, detail: text })).min(3),
        }),
      )
      .length(3, 'must list exactly three dataset views (industry, role, company size)')
      .refine((list) => unique(list, (item) => item.value), 'values must be unique'),
  }),
  openRates: z.strictObject({
    intro,
    channels: z
      .array(
        z
          .strictObject({ channel: text, rate: rateRange, highlight: z.boolean().default(false) })
          .transform(({ rate, ...channel }) => ({ ...channel, ...rate })),
      )
      .length(3, 'must list exactly three channels'),
    note: text,
  }),
  advantages: z.strictObject({ intro, stats: z.array(stat).length(4, 'must list exactly four advantages') }),
  /** The button leads to the dataset section on the same page. */
  cta: cta.extend({ button: text }),
})

// --- appointment-setting -----------------------------------------------------------------------

export const appointmentSettingSchema = z.strictObject({
  prospecting: z.strictObject({ intro, steps: steps() }),
  qualification: z.strictObject({
    intro,
    criteria: z
      .array(z.strictObject({ name: text, percent, description: text }))
      .length(4, 'must list exactly four criteria (Budget, Authority, Need, Timeline)'),
    note: text,
  }),
  productivity: z.strictObject({
    intro,
    cards: z
      .array(z.strictObject({ icon, color, value: text, label: text, description: text }))
      .length(2, 'must list exactly two cards'),
  }),
  support: z.strictObject({ intro, tabs }),
  cta: cta.extend({ button: text }),
})

// --- linkedin-facebook-ads ---------------------------------------------------------------------

export const linkedinFacebookAdsSchema = z.strictObject({
  comparison: z.strictObject({
    intro,
    platforms: z
      .array(z.strictObject({ name: text, icon, color, reach: stat }))
      .length(2, 'must compare exactly two platforms'),
    rows: z
      .array(
        z.strictObject({
          criterion: text,
          values: z.array(text).length(2, 'must give one value per platform'),
        }),
      )
      .min(3),
  }),
  targeting: z.strictObject({
    intro,
    lists: z
      .array(z.strictObject({ platform: text, icon, color, criteria: bullets() }))
      .length(2, 'must list exactly two platforms'),
  }),
  insights: z.strictObject({ intro, stats: z.array(stat).length(5, 'must list exactly five insights') }),
  visibility: z.strictObject({ intro, cards: z.array(card).min(3).max(4) }),
  cta: cta.extend({ button: text }),
})

// --- startup-accelerator -----------------------------------------------------------------------

export const startupAcceleratorSchema = z.strictObject({
  benefits: z.strictObject({ intro, cards: z.array(card).min(3).max(4) }),
  credits: z.strictObject({
    intro,
    listTitle: text,
    items: z.array(z.strictObject({ provider: text, amount: text, detail: text })).min(3),
    total: stat,
  }),
  statistics: z.strictObject({ intro, stats: z.array(stat).length(4, 'must list exactly four statistics') }),
  successRate: z.strictObject({ value: text, title: text, description: text, points: bullets() }),
  partners: z.strictObject({
    intro,
    programs: z
      .array(z.strictObject({ company: text, program: text, icon, color, benefits: bullets() }))
      .length(6, 'must list exactly six partner programs'),
  }),
  closing: cta.extend({ button: text }),
})

// --- ai-seo-organic-growth ---------------------------------------------------------------------

export const aiSeoOrganicGrowthSchema = z.strictObject({
  banner: z.strictObject({ label: text, stats: z.array(stat).length(4, 'must list exactly four stats') }),
  process: z.strictObject({ intro, steps: steps(4) }),
  liveData: z.strictObject({
    intro,
    panel: z.strictObject({
      label: text,
      caption: text,
      metrics: z.array(stat).length(4, 'must list exactly four metrics'),
    }),
    highlights: z
      .array(z.strictObject({ icon, color, value: text, label: text, description: text }))
      .length(2, 'must list exactly two highlight cards'),
  }),
  features: z.strictObject({
    intro,
    cards: z.array(card.extend({ bullets: bullets(4) })).length(3, 'must list exactly three feature cards'),
  }),
  industries: z.strictObject({
    intro,
    results: z
      .array(z.strictObject({ industry: text, growth: text, metric: text, icon, color }))
      .length(4, 'must list exactly four industry results'),
  }),
  calculator: z.strictObject({ intro }),
  closing: z.strictObject({ title: text, text, auditButton: text, caseStudiesButton: text }),
})

export type LinkedinEmailOutreachContent = z.infer<typeof linkedinEmailOutreachSchema>
export type TelegramOutreachContent = z.infer<typeof telegramOutreachSchema>
export type AppointmentSettingContent = z.infer<typeof appointmentSettingSchema>
export type LinkedinFacebookAdsContent = z.infer<typeof linkedinFacebookAdsSchema>
export type StartupAcceleratorContent = z.infer<typeof startupAcceleratorSchema>
export type AiSeoOrganicGrowthContent = z.infer<typeof aiSeoOrganicGrowthSchema>
export type ServicePageCard = z.infer<typeof card>
export type ServicePageStat = z.infer<typeof stat>
export type ServicePageStep = z.infer<typeof stepSchema>
export type ServicePageTab = z.infer<typeof tabs>[number]
export type ServicePageIntro = z.infer<typeof intro>
