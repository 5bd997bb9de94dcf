import { z } from 'zod'
import { CLIENT_QUOTES_SECTION_ID, SERVICE_CLOSING_CALL_ID } from '@/config/constants'
import { accentNames } from './accent'
import { closingCallSchema } from './closingCall'
import { iconSchema as icon } from './icons'

/**
 * The body of a service page, data/service-pages/<slug>.yaml: an ordered list of typed sections and
 * the closing call. The hero (title, subtitle) stays in data/services.yaml. A section's `type` says
 * which component draws it (src/features/services/sections/registry.ts); a new service page uses
 * the types below and needs no code.
 */

const text = z.string().trim().min(1, 'must not be empty')
const id = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
const color = z.enum(accentNames, { error: `must be one of ${accentNames.join(', ')}` })
const bullets = z.array(text).min(1, 'must list at least one item')
const atLeastOne = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'must list at least one item')

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
  bullets: bullets.optional(),
})

/** A card led by a large figure. */
const figureCard = z.strictObject({ icon, color, value: text, label: text, description: text })

const stepSchema = z.strictObject({
  step: z.number().int().positive(),
  icon: icon.optional(),
  title: text,
  description: text,
})

/** Steps with a title and description, numbered 1, 2, 3 ... in order. */
const steps = z
  .array(stepSchema)
  .min(1, 'must list at least one step')
  .superRefine((list, context) => {
    list.forEach((item, index) => {
      if (item.step !== index + 1)
        context.addIssue({ code: 'custom', path: [index, 'step'], message: `must be ${index + 1}` })
    })
  })

const unique = <T>(list: readonly T[], key: (item: T) => string) =>
  new Set(list.map(key)).size === list.length

/** Tabs; the first one is selected when the page opens (a single tab would be no choice at all). */
const tabs = z
  .array(
    z.strictObject({
      value: id,
      label: text,
      title: text,
      description: text,
      bullets,
      stat: stat.optional(),
    }),
  )
  .min(2, 'must list at least two tabs (the first is the default)')
  .refine((list) => unique(list, (tab) => tab.value), 'the tabs need different values')

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

/** Every section has an `id`, its anchor on the page (/services/telegram-outreach#b2b-dataset). */
const section = <Type extends string, Shape extends z.core.$ZodLooseShape>(type: Type, shape: Shape) =>
  z.strictObject({ type: z.literal(type), id, ...shape })

/** The section types a service page may use, each with its fields. */
const sectionSchemas = [
  /** A band of headline figures right under the hero (no heading block; `label` names the band). */
  section('stat-banner', { label: text, stats: atLeastOne(stat) }),
  section('steps', { intro, steps }),
  /** Cards in a grid, optionally under a row of figures. */
  section('cards', { intro, stats: atLeastOne(stat).optional(), cards: atLeastOne(card) }),
  section('stats', { intro, stats: atLeastOne(stat) }),
  /** `label` is the accessible name of the tab list. */
  section('tabs', { intro, label: text, tabs }),
  /** A live dashboard panel beside cards led by a figure. */
  section('live-data', {
    intro,
    panel: z.strictObject({ label: text, caption: text, metrics: atLeastOne(stat) }),
    highlights: atLeastOne(figureCard),
  }),
  /** Results by industry: the industry, its growth figure and what grew. */
  section('industry-results', {
    intro,
    results: atLeastOne(z.strictObject({ industry: text, growth: text, metric: text, icon, color })),
  }),
  /** The SEO Cost Calculator, loaded on demand; its prices are in data/seo-cost-calculator.yaml. */
  section('seo-cost-calculator', { intro }),
  /** Criteria with the share of meetings each is confirmed for, drawn as bars. */
  section('qualification-bars', {
    intro,
    criteria: atLeastOne(z.strictObject({ name: text, percent, description: text })),
    note: text.optional(),
  }),
  section('figure-cards', { intro, cards: atLeastOne(figureCard) }),
  /** A drawn Telegram channel (its name follows the brand of data/site.yaml) beside stacked cards. */
  section('channel-mockup', {
    intro,
    points: atLeastOne(card),
    mockup: z.strictObject({
      name: text,
      subscribers: text,
      posts: atLeastOne(
        z.strictObject({
          text,
          time: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 09:30'),
          views: text,
        }),
      ),
      inputPlaceholder: text,
    }),
  }),
  /** One item open at a time (the first at start), each with its segments. */
  section('dataset-accordion', {
    intro,
    items: atLeastOne(
      z.strictObject({
        value: id,
        title: text,
        description: text,
        segments: atLeastOne(z.strictObject({ label: text, detail: text })),
      }),
    ).refine((list) => unique(list, (item) => item.value), 'values must be unique'),
  }),
  /** Open rates by channel as range bars. */
  section('open-rate-comparison', {
    intro,
    channels: atLeastOne(
      z
        .strictObject({ channel: text, rate: rateRange, highlight: z.boolean().default(false) })
        .transform(({ rate, ...channel }) => ({ ...channel, ...rate })),
    ),
    note: text,
  }),
  /** Platforms side by side, then a table with one value per platform in each row. */
  section('platform-comparison', {
    intro,
    platforms: z
      .array(z.strictObject({ name: text, icon, color, reach: stat }))
      .min(2, 'must list at least two platforms to compare'),
    rows: atLeastOne(z.strictObject({ criterion: text, values: atLeastOne(text) })),
  }).superRefine((comparison, context) => {
    comparison.rows.forEach((row, index) => {
      if (row.values.length !== comparison.platforms.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `must give one value per platform (${comparison.platforms.length})`,
        })
    })
  }),
  /** Lists of criteria, each under its own icon and title. */
  section('check-lists', {
    intro,
    lists: atLeastOne(z.strictObject({ title: text, icon, color, items: bullets })),
  }),
  /** The credits a startup can unlock beside the success-rate card. */
  section('credits-and-success', {
    intro,
    credits: z.strictObject({
      listTitle: text,
      items: atLeastOne(z.strictObject({ provider: text, amount: text, detail: text })),
      total: stat,
    }),
    successRate: z.strictObject({ value: text, title: text, description: text, points: bullets }),
  }),
  section('partner-programs', {
    intro,
    programs: atLeastOne(z.strictObject({ company: text, program: text, icon, color, benefits: bullets })),
  }),
] as const

const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value)

export const serviceSectionSchema = z.discriminatedUnion('type', sectionSchemas, {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `must be one of the section types: ${sectionTypes.join(', ')}`
      : undefined,
})

export const servicePageSchema = z.strictObject({
  sections: atLeastOne(serviceSectionSchema).superRefine((sections, context) => {
    const seen = new Set<string>()
    sections.forEach((section, index) => {
      if (
        section.id === SERVICE_CLOSING_CALL_ID ||
        section.id === CLIENT_QUOTES_SECTION_ID ||
        seen.has(section.id)
      )
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `'${section.id}' is already the anchor of another section of this page`,
        })
      seen.add(section.id)
    })
  }),
  closingCall: closingCallSchema,
})

export type ServicePage = z.infer<typeof servicePageSchema>
export type ServiceSection = z.infer<typeof serviceSectionSchema>
export type ServiceSectionType = ServiceSection['type']
export type ServiceSectionOf<Type extends ServiceSectionType> = Extract<ServiceSection, { type: Type }>
export type ServicePageCard = z.infer<typeof card>
export type ServicePageFigureCard = z.infer<typeof figureCard>
export type ServicePageStat = z.infer<typeof stat>
export type ServicePageStep = z.infer<typeof stepSchema>
export type ServicePageTab = z.infer<typeof tabs>[number]
export type ServicePageIntro = z.infer<typeof intro>
