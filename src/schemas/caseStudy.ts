import { z } from 'zod'
import { TIMELINE_MONTHS_MAX, TIMELINE_WEEKS_MAX } from '@/config/constants'
import { clientSvg } from './clientImages'
import { calendarDate, seoFields } from './seoFields'
import { reportsANumber, type Metric, type MetricGroup } from '@/lib/metrics'
import { timeframePeriods, type Timeline } from '@/lib/timeline'
import { UNITS } from '@/lib/units'

const text = z.string().trim().min(1, 'must not be empty')
const lines = z.array(text).min(1, 'must list at least one item')

/** An address segment: lowercase letters and digits, words joined by single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single hyphens')

/** A result reports a number: the metrics, the chart and the key achievement are read from it. */
const resultLine = text.refine(
  reportsANumber,
  "each line starts with the number it reports, e.g. '146 qualified demos booked'",
)

/**
 * The months (or, for a short study, the weeks) the study covers, in a form the timeline can count:
 * "5 months", "12 weeks".
 */
const timeframe = z
  .string({
    // `timeframe: 4`: a bare number, which YAML reads as one.
    error: (issue) =>
      typeof issue.input === 'number'
        ? `is the number ${issue.input}: write it with its unit, '${issue.input} months' (or '${issue.input} weeks')`
        : undefined,
  })
  .trim()
  .min(1, 'must not be empty')
  .refine(
    (value) => timeframePeriods(value) !== null,
    `must be the months the study covers, 1 to ${TIMELINE_MONTHS_MAX} ('5 months'), or its weeks, 1 to ${TIMELINE_WEEKS_MAX} ('12 weeks')`,
  )

const timelineSeries = z.strictObject({
  label: text.describe(
    'What the line measures, as the chart\'s legend shows it, e.g. "Qualified demos booked".',
  ),
  values: z
    .array(z.number().finite().min(0, 'must not be negative'), { error: 'must be a list of numbers' })
    .min(1, 'must list at least one value')
    .describe(
      'One number per month (or week) of the timeframe, in order, e.g. 11, 24, 33, 37, 41 for 5 months.',
    ),
  cumulative: z
    .boolean()
    .default(false)
    .describe("On when each value is the running total so far, off when it is that period's own figure."),
  result: z
    .number()
    .int()
    .min(1, 'is a line number of results: 1 is the first')
    .optional()
    .describe(
      "The result line this series builds up to, counted from 1; its values must add up to that line's number.",
    ),
})

/** A study's measured timeline: what the chart draws, period by period. */
const timelineSchema = z.strictObject({
  every: z
    .enum(['month', 'week'], { error: "must be 'month' or 'week'" })
    .describe('Whether the values are per month or per week, as the timeframe counts them.'),
  unit: z
    .enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` })
    .describe('What the values are: a count, a percentage or an amount in dollars.'),
  caption: text.describe(
    'A sentence under the chart saying what it shows and where the numbers come from, e.g. "Demos booked each month, from the client\'s CRM."',
  ),
  starts: text
    .refine(
      (value) => !/[.!?]$/.test(value),
      'must not end with a full stop: the page writes "Month 1 is <starts>."',
    )
    .describe(
      'When the first month (or week) begins, completing "Month 1 is ...", e.g. "the first month of outreach, which began after three weeks of set-up" or "the month the work began". A reader compares the first month\'s numbers with the weeks the site promises for first meetings.',
    ),
  series: z
    .array(timelineSeries)
    .min(1, 'must list at least one series')
    .max(3, 'at most three series')
    .describe('One to three lines of the chart.'),
})

/** One file of data/case-studies/. */
export const caseStudySourceSchema = z
  .strictObject({
    /** The last part of its address, /case-studies/<slug>: set once, then kept (see data/redirects.yaml). */
    slug: slugSchema.describe(
      "The last part of the page's address, /case-studies/<slug>, made from the title (lowercase, words joined by hyphens); kept once published.",
    ),
    title: text.describe(
      'The headline, with the client anonymised and the main result in it, e.g. "Outbound Booked 87 Sales Calls for a Software Studio".',
    ),
    ...seoFields,
    /** When the study was published: Article datePublished, the sitemap's lastmod. */
    publishDate: calendarDate.describe(
      'The day the study went live; search engines show it as the publish date.',
    ),
    /** When it last changed materially: dateModified and lastmod (the publish date when absent). */
    updatedDate: calendarDate
      .optional()
      .describe(
        'Only after a real change to the story or its numbers: the day of that change. Leave empty otherwise.',
      ),
    category: text.describe('The service the study belongs to: the filter buttons of the case-study list.'),
    /**
     * The service and AI solution pages whose work the study shows, by address: those pages show
     * its quotes. Checked against data/services.yaml and data/solutions.yaml.
     */
    servicesUsed: z
      .array(
        z
          .string()
          .regex(
            /^\/(?:services|solutions)\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
            'must be a service or solution address, such as /services/telegram-outreach',
          ),
      )
      .optional()
      .describe(
        'The service and AI solution pages this work used, such as /services/telegram-outreach or /solutions/sales-automation: the study’s client quotes show on those pages.',
      ),
    /** The client's name, only once the client allows it; a study without it stays anonymous. */
    client: text
      .optional()
      .describe(
        'The client’s name, only with the client’s permission; without it the study stays anonymous.',
      ),
    clientLogo: clientSvg
      .optional()
      .describe(
        'The client’s logo, an SVG with a viewBox under public/ (such as /images/clients/acme.svg), only with the client’s permission; it also joins the logo strip on the home page. Needs client.',
      ),
    industry: text.describe('The client\'s industry as its badge shows it, e.g. "Fintech".'),
    timeframe: timeframe
      .optional()
      .describe('How long the work ran, in months or weeks, e.g. "5 months" or "12 weeks".'),
    headquarters: text
      .optional()
      .describe('Where the client is based, city and country, e.g. "Warsaw, Poland".'),
    companySize: text.optional().describe('The client\'s size, e.g. "50-200 employees".'),
    challenges: z
      .union([text, lines], { error: 'must be a text or a list of texts' })
      .describe("The client's situation before the work: one paragraph, or a list of points."),
    solutions: lines.describe(
      'What we did, one line each, e.g. "LinkedIn and email sequences to 600 freight operations managers".',
    ),
    results: z
      .array(resultLine)
      .min(1, 'must list at least one item')
      .describe(
        'What the client got, one line each, starting with its number: "146 qualified demos booked", "$1.9M in new pipeline", "68% less research time". The first is the key achievement.',
      ),
    challenges_faced: lines
      .optional()
      .describe(
        'Obstacles met on the way, shown as "Key Challenges We Overcame", e.g. "Long procurement cycles".',
      ),
    timeline: timelineSchema
      .optional()
      .describe(
        'The measured numbers period by period, drawn as the campaign progress chart. Needs a timeframe.',
      ),
    /**
     * The heading and text of the call the study ends with, written for its reader; the button is the
     * one every study shares (data/pages.yaml, caseStudies.study.closingCall), which also stands in for
     * a study without its own.
     */
    closingCall: z
      .strictObject({
        title: text.describe('The heading of the call the study ends with, written for its reader.'),
        text: text.describe('A sentence or two under it that leads to the button every study shares.'),
      })
      .optional()
      .describe(
        "The call the study ends with, in its reader's words; without it, the one every study shares (Page copy, Case studies).",
      ),
  })
  .refine((study) => !study.updatedDate || study.updatedDate >= study.publishDate, {
    path: ['updatedDate'],
    message: 'must not be before publishDate',
  })
  .refine((study) => !study.clientLogo || study.client, {
    path: ['clientLogo'],
    message: 'needs client: a logo is shown with the name of the client it belongs to',
  })
  .superRefine((study, context) => {
    if (!study.timeline) return
    if (study.timeframe === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['timeline'],
        message: 'needs the timeframe it covers: add timeframe (such as 5 months)',
      })
      return
    }
    const periods = timeframePeriods(study.timeframe)
    if (!periods) return // the timeframe's own rule reports it
    if (periods.every !== study.timeline.every) {
      context.addIssue({
        code: 'custom',
        path: ['timeline', 'every'],
        message: `is '${study.timeline.every}', but the timeframe '${study.timeframe}' counts ${periods.every}s`,
      })
      return
    }
    study.timeline.series.forEach((series, index) => {
      if (series.values.length !== periods.count) {
        context.addIssue({
          code: 'custom',
          path: ['timeline', 'series', index, 'values'],
          message: `has ${series.values.length} values; the timeframe '${study.timeframe}' needs one per ${periods.every}: ${periods.count}`,
        })
      }
      // With no results (reported at results), no line can be judged.
      if (series.result !== undefined && study.results.length > 0 && series.result > study.results.length) {
        context.addIssue({
          code: 'custom',
          path: ['timeline', 'series', index, 'result'],
          message: `is line ${series.result} of results, which has ${study.results.length} lines`,
        })
      }
    })
  })

export type CaseStudySource = z.infer<typeof caseStudySourceSchema>

/** What the pipeline derives for every study. */
export interface CaseStudy extends Omit<CaseStudySource, 'timeline'> {
  /** The challenges as one text, for cards. */
  challengesSummary: string
  metrics: Metric[]
  /** The metrics by unit, each with its scale: the panels of the "Performance Comparison" chart. */
  comparison: MetricGroup[]
  /** The measured timeline, or null: a study without one shows no timeline chart. */
  timeline: Timeline | null
  /** True when the title carries the AI product's name: shows the agent workflow. */
  showsAgentWorkflow: boolean
}

/** What a card of the case-study list shows, and nothing more. */
export interface CaseStudySummary extends Pick<
  CaseStudy,
  'slug' | 'title' | 'category' | 'industry' | 'challengesSummary'
> {
  timeframe: string | null
  headquarters: string | null
  companySize: string | null
  /** How many result lines the study lists ("{n} results achieved"). */
  resultsCount: number
  /** The key result: the study's first metric, its value written out, or null when its results give none. */
  keyResult: { value: string; label: string } | null
}
