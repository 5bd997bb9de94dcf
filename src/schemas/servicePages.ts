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
const color = z
  .enum(accentNames, { error: `must be one of ${accentNames.join(', ')}` })
  .describe('The accent colour it is drawn in.')
const bullets = z
  .array(text)
  .min(1, 'must list at least one item')
  .describe('Short points, one per item, e.g. "Weekly reporting".')
const atLeastOne = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'must list at least one item')
const title = text.describe('Its heading.')
const description = text.describe('One or two sentences under the heading.')

/** The heading block of a section. */
const intro = z
  .strictObject({
    eyebrow: text.optional().describe('The small line above the heading, e.g. "How it works".'),
    title: text.describe("The section's heading."),
    subtitle: text.optional().describe('The paragraph under the heading.'),
  })
  .describe("The section's heading block.")

/** A figure with its caption and an optional line under it. */
const stat = z
  .strictObject({
    value: text.describe('The figure as shown, e.g. "82%" or "1M+".'),
    label: text.describe('What it measures, e.g. "Open rate".'),
    description: text.optional().describe('An optional line under it, e.g. "vs. 20% for cold email".'),
  })
  .describe('A figure with its caption.')

/** A card with an icon; bullets optional. */
const card = z.strictObject({
  icon,
  color: color.default('violet'),
  title,
  description,
  bullets: bullets.optional(),
})

/** A card led by a large figure. */
const figureCard = z.strictObject({
  icon,
  color,
  value: text.describe('The large figure, e.g. "3x".'),
  label: text.describe('What the figure measures.'),
  description,
})

const stepSchema = z.strictObject({
  step: z.number().int().positive().describe('Its number: 1, 2, 3 ... in order.'),
  icon: icon.optional(),
  title,
  description,
})

/** Steps with a title and description, numbered 1, 2, 3 ... in order. */
const steps = z
  .array(stepSchema)
  .min(1, 'must list at least one step')
  .describe('The steps, in order.')
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
      value: id.describe('A short name for the tab, lowercase with hyphens, e.g. saas.'),
      label: text.describe('The tab\'s text, e.g. "SaaS".'),
      title,
      description,
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
  z.strictObject({
    type: z.literal(type),
    id: id.describe(
      "The section's anchor on the page, lowercase with hyphens, e.g. b2b-dataset (/services/x#b2b-dataset).",
    ),
    ...shape,
  })

/** The section types a service page may use, each with its fields. */
const sectionSchemas = [
  /** A band of headline figures right under the hero (no heading block; `label` names the band). */
  section('stat-banner', {
    label: text.describe('A name for the band, read out by screen readers, e.g. "Results at a glance".'),
    stats: atLeastOne(stat).describe('The figures of the band.'),
  }),
  section('steps', { intro, steps }),
  /** Cards in a grid, optionally under a row of figures. */
  section('cards', {
    intro,
    stats: atLeastOne(stat).optional().describe('An optional row of figures above the cards.'),
    cards: atLeastOne(card).describe('The cards of the grid.'),
  }),
  section('stats', { intro, stats: atLeastOne(stat).describe('The figures of the section.') }),
  /** `label` is the accessible name of the tab list. */
  section('tabs', {
    intro,
    label: text.describe('A name for the row of tabs, read out by screen readers, e.g. "Industries".'),
    tabs: tabs.describe('The tabs; the first one is open when the page loads.'),
  }),
  /** A live dashboard panel beside cards led by a figure. */
  section('live-data', {
    intro,
    panel: z
      .strictObject({
        label: text.describe('The panel\'s heading, e.g. "Live campaign".'),
        caption: text.describe("The line under the panel's figures."),
        metrics: atLeastOne(stat).describe('The figures in the panel.'),
      })
      .describe('The dashboard panel.'),
    highlights: atLeastOne(figureCard).describe('The cards beside the panel.'),
  }),
  /** Results by industry: the industry, its growth figure and what grew. */
  section('industry-results', {
    intro,
    results: atLeastOne(
      z.strictObject({
        industry: text.describe('The industry, e.g. "SaaS".'),
        growth: text.describe('Its growth figure, e.g. "+240%".'),
        metric: text.describe('What grew, e.g. "organic traffic".'),
        icon,
        color,
      }),
    ).describe('One result per industry.'),
  }),
  /** The SEO Cost Calculator, loaded on demand; its prices are in data/seo-cost-calculator.yaml. */
  section('seo-cost-calculator', { intro }),
  /** Criteria with the share of meetings each is confirmed for, drawn as bars. */
  section('qualification-bars', {
    intro,
    criteria: atLeastOne(
      z.strictObject({
        name: text.describe('The criterion, e.g. "Budget confirmed".'),
        percent: percent.describe('The share of meetings it is confirmed for, 0 to 100.'),
        description,
      }),
    ).describe('One bar per criterion.'),
    note: text.optional().describe('A line under the bars: what the shares are taken over.'),
  }),
  section('figure-cards', {
    intro,
    cards: atLeastOne(figureCard).describe('The cards, each led by a figure.'),
  }),
  /** A drawn Telegram channel (its name follows the brand of data/site.yaml) beside stacked cards. */
  section('channel-mockup', {
    intro,
    points: atLeastOne(card).describe('The cards beside the drawn channel.'),
    mockup: z
      .strictObject({
        name: text.describe("The channel's name as drawn."),
        subscribers: text.describe('Its subscriber line, e.g. "12,480 subscribers".'),
        posts: atLeastOne(
          z.strictObject({
            text: text.describe("The post's text."),
            time: z
              .string()
              .regex(/^\d{2}:\d{2}$/, 'must be a time such as 09:30')
              .describe('The time shown beside it, e.g. 09:30.'),
            views: text.describe('Its view count as shown, e.g. "3.2K".'),
          }),
        ).describe('The posts of the drawn channel.'),
        inputPlaceholder: text.describe('The grey text in the drawn message box.'),
      })
      .describe('The drawn Telegram channel.'),
  }),
  /** One item open at a time (the first at start), each with its segments. */
  section('dataset-accordion', {
    intro,
    items: atLeastOne(
      z.strictObject({
        value: id.describe('A short name for the item, lowercase with hyphens, e.g. web3-founders.'),
        title,
        description,
        segments: atLeastOne(
          z.strictObject({
            label: text.describe('The segment, e.g. "Founders".'),
            detail: text.describe('What it holds, e.g. "48,000 verified contacts".'),
          }),
        ).describe('The segments listed when the item is open.'),
      }),
    )
      .refine((list) => unique(list, (item) => item.value), 'values must be unique')
      .describe('The items; one is open at a time, the first at start.'),
  }),
  /** Open rates by channel as range bars. */
  section('open-rate-comparison', {
    intro,
    channels: atLeastOne(
      z
        .strictObject({
          channel: text.describe('The channel, e.g. "Telegram".'),
          rate: rateRange.describe('Its open rate as a range, e.g. 70-90%.'),
          highlight: z.boolean().default(false).describe('On for the channel the page stands for.'),
        })
        .transform(({ rate, ...channel }) => ({ ...channel, ...rate })),
    ).describe('One bar per channel.'),
    note: text.describe('A line under the bars: where the rates come from.'),
  }),
  /** Platforms side by side, then a table with one value per platform in each row. */
  section('platform-comparison', {
    intro,
    platforms: z
      .array(
        z.strictObject({ name: text.describe('The platform, e.g. "LinkedIn".'), icon, color, reach: stat }),
      )
      .min(2, 'must list at least two platforms to compare')
      .describe('The platforms compared, side by side.'),
    rows: atLeastOne(
      z.strictObject({
        criterion: text.describe('What the row compares, e.g. "Cost per lead".'),
        values: atLeastOne(text).describe("One value per platform, in the platforms' order."),
      }),
    ).describe('The rows of the comparison table.'),
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
    lists: atLeastOne(z.strictObject({ title, icon, color, items: bullets })).describe(
      'The lists, each under its heading.',
    ),
  }),
  /** The credits a startup can unlock beside the success-rate card. */
  section('credits-and-success', {
    intro,
    credits: z
      .strictObject({
        listTitle: text.describe('The heading of the credits list.'),
        items: atLeastOne(
          z.strictObject({
            provider: text.describe('Who gives the credit, e.g. "AWS Activate".'),
            amount: text.describe('How much, e.g. "$100K".'),
            detail: text.describe('What it covers or asks for.'),
          }),
        ).describe('The credits, one per item.'),
        total: stat.describe('The total of the credits.'),
      })
      .describe('The credits a startup can unlock.'),
    successRate: z
      .strictObject({
        value: text.describe('The success rate, e.g. "87%".'),
        title,
        description,
        points: bullets,
      })
      .describe('The success-rate card.'),
  }),
  section('partner-programs', {
    intro,
    programs: atLeastOne(
      z.strictObject({
        company: text.describe('The partner, e.g. "Google for Startups".'),
        program: text.describe("The programme's name."),
        icon,
        color,
        benefits: bullets,
      }),
    ).describe('The partner programmes, one per item.'),
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
  sections: atLeastOne(serviceSectionSchema)
    .describe("The page's sections, top to bottom; each kind draws its own block.")
    .superRefine((sections, context) => {
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
  closingCall: closingCallSchema.describe('The closing block at the end of the page.'),
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
