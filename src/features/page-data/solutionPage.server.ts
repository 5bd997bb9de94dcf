import { resolveClosingCall, type ClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import type { Solution, SolutionPage } from '@/schemas/solutions'
import { pageSeo } from './pageSeo.server'
import { pageProof } from './proof.server'
import type { QuoteView, ReviewsRating } from '@/views/clientProof'
import { serviceJsonLd } from '@/views/jsonLd'
import { solutionPath } from '@/lib/paths'

export interface SolutionPageData {
  solution: Solution
  page: Omit<SolutionPage, 'closingCall'> & { closingCall: ClosingCall }
  /** The reviews platform's rating, under the hero's buttons (null while site.yaml states none). */
  rating: ReviewsRating | null
  /** What a client of the page's own studies says, right under the hero. */
  leadQuote: QuoteView | null
  /** The quote of the client whose case study the success story tells, told with the story (unless it leads). */
  storyQuote: QuoteView | null
  /** What the clients of the other case studies that used this solution say. */
  quotes: QuoteView[]
}

/** The address of every solution page (data/solutions.yaml), for the prerender. */
export function solutionPaths(): string[] {
  return loadContent('solutions').map((solution) => solutionPath(solution.slug))
}

/**
 * The data hook of a solution page: its entry of data/solutions.yaml (hero, SEO) and of
 * data/solution-pages.yaml (highlights, agents, capabilities, closing call), both found by the slug
 * of its address.
 */
export function solutionPageData(slug: string) {
  const solution = loadContent('solutions').find((candidate) => candidate.slug === slug)
  const page = loadContent('solutionPages').find((candidate) => candidate.slug === slug)
  if (!solution || !page) return undefined
  const site = loadContent('site')
  const path = solutionPath(slug)
  const { rating, leadQuote, rest } = pageProof(path)
  const storyQuote = rest.find((quote) => quote.study.slug === page.highlights.caseStudy) ?? null
  return {
    solution,
    page: { ...page, closingCall: resolveClosingCall(page.closingCall, site) },
    rating,
    leadQuote,
    storyQuote,
    quotes: rest.filter((quote) => quote !== storyQuote),
    seo: pageSeo(path, [
      serviceJsonLd(site, {
        name: solution.title,
        serviceType: solution.navLabel,
        description: solution.summary,
        path,
        brand: site.aiProduct.name,
      }),
    ]),
  } satisfies SolutionPageData & { seo: unknown }
}
