import type { CaseStudy, CaseStudySource, CaseStudySummary } from '@/schemas/caseStudy'
import { CARD_ANIMATION_DELAY_STEPS, NEIGHBOUR_TITLE_MAX_CHARS } from '@/config/constants'
import { extractMetrics, formatMetricValue, metricGroups, type Metric } from '@/lib/metrics'
import { truncate } from '@/lib/text'
import { buildTimeline } from '@/lib/timeline'

/** List items read as one text: each ends with a full stop unless it already ends a sentence. */
export function joinAsSentences(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => (/[.!?]$/.test(item) ? item : `${item}.`))
    .join(' ')
}

/**
 * A number a headline claims, standing on its own: "146", "70%", "46,000", "$1.9M", "$640K"; not
 * the digit of a name such as Web3.
 */
const CLAIMED_NUMBER = /(?<![\w.,$])\$?\d+(?:,\d{3})*(?:\.\d+)?(?:%|[KMB](?![A-Za-z]))?(?![\w%])/g
/** A year ("in 2024") dates a story; it is not a result. */
const YEAR = /^(?:19|20)\d{2}$/

/**
 * The numbers a title (or its search title and description) quotes that no result line states, so
 * a headline cannot promise a number the results do not show.
 */
export function titleFiguresMissingFromResults(title: string, results: readonly string[]): string[] {
  const figures = (title.match(CLAIMED_NUMBER) ?? []).filter((figure) => !YEAR.test(figure))
  return figures.filter((figure) => {
    const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const standalone = new RegExp(`(?<![\\w.,$])${escaped}(?![\\d%]|[.,]\\d|[KMB](?![A-Za-z]))`)
    return !results.some((line) => standalone.test(line))
  })
}

export function deriveCaseStudy(source: CaseStudySource, aiProductName: string): CaseStudy {
  const metrics = extractMetrics(source.results)
  return {
    ...source,
    challengesSummary: Array.isArray(source.challenges)
      ? joinAsSentences(source.challenges)
      : source.challenges,
    metrics,
    comparison: metricGroups(metrics),
    timeline: buildTimeline(source.timeline),
    showsAgentWorkflow: source.title.toLowerCase().includes(aiProductName.trim().toLowerCase()),
  }
}

/** A study's key result as its list card writes it: the first metric's value and label. */
function keyResult(metric: Metric | undefined): CaseStudySummary['keyResult'] {
  return metric ? { value: formatMetricValue(metric), label: metric.label } : null
}

/** The fields a list card shows (absent optional fields as null, which survives serialisation). */
export function toCaseStudySummary(study: CaseStudy): CaseStudySummary {
  return {
    slug: study.slug,
    title: study.title,
    category: study.category,
    industry: study.industry,
    timeframe: study.timeframe ?? null,
    headquarters: study.headquarters ?? null,
    companySize: study.companySize ?? null,
    challengesSummary: study.challengesSummary,
    resultsCount: study.results.length,
    keyResult: keyResult(study.metrics[0]),
  }
}

/** What the detail page shows: every field except the list's summary of the challenges. */
export type CaseStudyDetail = Omit<CaseStudy, 'challengesSummary'>

export function toCaseStudyDetail(study: CaseStudy): CaseStudyDetail {
  const detail: Partial<CaseStudy> = { ...study }
  delete detail.challengesSummary
  return detail as CaseStudyDetail
}

export interface Neighbour {
  slug: string
  title: string
}

/** Previous and next studies in list order, titles cut to 50 characters. */
export function neighbours(
  studies: readonly Pick<CaseStudy, 'slug' | 'title'>[],
  slug: string,
): { previous: Neighbour | null; next: Neighbour | null } {
  const index = studies.findIndex((study) => study.slug === slug)
  const at = (i: number): Neighbour | null => {
    const study = index === -1 ? undefined : studies[i]
    return study ? { slug: study.slug, title: truncate(study.title, NEIGHBOUR_TITLE_MAX_CHARS) } : null
  }
  return { previous: at(index - 1), next: at(index + 1) }
}

/** Distinct categories in order of first appearance. */
export function distinctCategories(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))]
}

/** The card's fade-in delay step, 1 to 5: each card starts one step after the one before, repeating every five. */
export function animationDelayStep(index: number): number {
  return (index % CARD_ANIMATION_DELAY_STEPS) + 1
}

/** The list filter: clicking the active category returns to All (null). */
export function nextCategoryFilter(active: string | null, clicked: string | null): string | null {
  return clicked === null || clicked === active ? null : clicked
}
