import { z } from 'zod'
import { TIMELINE_MONTHS_MAX } from '@/config/constants'
import { calendarDate, seoFields } from './seoFields'
import type { Metric } from '@/lib/metrics'
import type { TimelinePoint } from '@/lib/timeline'

const text = z.string().trim().min(1, 'must not be empty')
const lines = z.array(text).min(1, 'must list at least one item')

/**
 * The progress chart draws one point per month of the timeframe's leading number, at most six,
 * so a timeframe says its months plainly: "5 months". A longer study states the
 * six months it charts.
 */
const timeframe = text.regex(
  new RegExp(`^(1 month|[2-${TIMELINE_MONTHS_MAX}] months)$`),
  `must be the months the study covers, 1 to ${TIMELINE_MONTHS_MAX}, such as '5 months': the progress chart draws one point per month`,
)

/** One file of data/case-studies/. */
export const caseStudySourceSchema = z
  .strictObject({
    title: text,
    ...seoFields,
    /** When the study was published: Article datePublished, the sitemap's lastmod. */
    publishDate: calendarDate,
    /** When it last changed materially: dateModified and lastmod (the publish date when absent). */
    updatedDate: calendarDate.optional(),
    category: text,
    industry: text,
    timeframe: timeframe.optional(),
    headquarters: text.optional(),
    companySize: text.optional(),
    challenges: z.union([text, lines], { error: 'must be a text or a list of texts' }),
    solutions: lines,
    results: lines,
    challenges_faced: lines.optional(),
  })
  .refine((study) => !study.updatedDate || study.updatedDate >= study.publishDate, {
    path: ['updatedDate'],
    message: 'must not be before publishDate',
  })

export type CaseStudySource = z.infer<typeof caseStudySourceSchema>

/** What the pipeline derives for every study. */
export interface CaseStudy extends CaseStudySource {
  slug: string
  /** The challenges as one text, for cards. */
  challengesSummary: string
  metrics: Metric[]
  timeline: TimelinePoint[]
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
}
