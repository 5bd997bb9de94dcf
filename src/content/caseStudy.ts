import { z } from 'zod'
import { calendarDate, seoFields } from './seoFields'
import type { Metric } from '@/lib/metrics'
import type { TimelinePoint } from '@/lib/timeline'

const text = z.string().trim().min(1, 'must not be empty')
const lines = z.array(text).min(1, 'must list at least one item')

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
    timeframe: text.optional(),
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
