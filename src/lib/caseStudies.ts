import type { CaseStudy, CaseStudySource } from '@/content/caseStudy'
import { NEIGHBOUR_TITLE_MAX_CHARS } from '@/config/constants'
import { extractMetrics } from './metrics'
import { slugify, truncate } from './text'
import { buildTimeline } from './timeline'

export function deriveCaseStudy(source: CaseStudySource, aiProductName: string): CaseStudy {
  return {
    ...source,
    slug: slugify(source.title),
    challengesSummary: Array.isArray(source.challenges) ? source.challenges.join(' ') : source.challenges,
    metrics: extractMetrics(source.results),
    timeline: buildTimeline(source.timeframe),
    showsAgentWorkflow: source.title.toLowerCase().includes(aiProductName.toLowerCase()),
  }
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

/** The spec's fade-in delay class: cycles over 5 steps (index mod 5, plus 1). */
export function animationDelayStep(index: number): number {
  return (index % 5) + 1
}
