import { z } from 'zod'
import { TIMELINE_MONTHS_MAX, TIMELINE_WEEKS_MAX } from '@/config/constants'
import { clientSvg } from './clientImages'
import { calendarDate, seoFields } from './seoFields'
import type { Metric, MetricGroup } from '@/lib/metrics'
import { timeframePeriods, type Timeline } from '@/lib/timeline'
import { UNITS } from '@/lib/units'

const text = z.string().trim().min(1, 'must not be empty')
const lines = z.array(text).min(1, 'must list at least one item')

/** An address segment: lowercase letters and digits, words joined by single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single hyphens')

/**
 * The months (or, for a short study, the weeks) the study covers, in a form the timeline can count:
 * "5 months", "12 weeks".
 */
const timeframe = text.refine(
  (value) => timeframePeriods(value) !== null,
  `must be the months the study covers, 1 to ${TIMELINE_MONTHS_MAX} ('5 months'), or its weeks, 1 to ${TIMELINE_WEEKS_MAX} ('12 weeks')`,
)

const timelineSeries = z.strictObject({
  label: text,
  values: z
    .array(z.number().finite().min(0, 'must not be negative'), { error: 'must be a list of numbers' })
    .min(1, 'must list at least one value'),
  cumulative: z.boolean().default(false),
  result: z.number().int().min(1, 'is a line number of results: 1 is the first').optional(),
})

/** A study's measured timeline: what the chart draws, period by period. */
const timelineSchema = z.strictObject({
  every: z.enum(['month', 'week'], { error: "must be 'month' or 'week'" }),
  unit: z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` }),
  caption: text,
  series: z.array(timelineSeries).min(1, 'must list at least one series').max(3, 'at most three series'),
})

/** One file of data/case-studies/. */
export const caseStudySourceSchema = z
  .strictObject({
    /** The last part of its address, /case-studies/<slug>: set once, then kept (see data/redirects.yaml). */
    slug: slugSchema,
    title: text,
    ...seoFields,
    /** When the study was published: Article datePublished, the sitemap's lastmod. */
    publishDate: calendarDate,
    /** When it last changed materially: dateModified and lastmod (the publish date when absent). */
    updatedDate: calendarDate.optional(),
    category: text,
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
    industry: text,
    timeframe: timeframe.optional(),
    headquarters: text.optional(),
    companySize: text.optional(),
    challenges: z.union([text, lines], { error: 'must be a text or a list of texts' }),
    solutions: lines,
    results: lines,
    challenges_faced: lines.optional(),
    timeline: timelineSchema.optional(),
    /**
     * The heading and text of the call the study ends with, written for its reader; the button is the
     * one every study shares (data/pages.yaml, caseStudies.study.closingCall), which also stands in for
     * a study without its own.
     */
    closingCall: z.strictObject({ title: text, text }).optional(),
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
