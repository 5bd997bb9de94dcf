import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import type { SolutionPageData } from '@/features/solutions/SolutionPageLayout'
import { solutionPath } from '@/lib/paths'
import { serviceJsonLd } from '@/views/jsonLd'
import { pageSeo } from '@/views/pageSeo.server'
import { pageProof } from '@/views/proof.server'
import type { PageSeo } from '@/views/seo'

/**
 * A solution page's data: its entry of data/solutions.yaml (hero, SEO) and of
 * data/solution-pages.yaml (highlights, agents, capabilities, closing call), both found by the slug
 * of its address.
 */
export function data(pageContext: PageContextServer): SolutionPageData & { seo: PageSeo } {
  const slug = pageContext.routeParams.slug ?? ''
  const solution = loadContent('solutions').find((candidate) => candidate.slug === slug)
  const page = loadContent('solutionPages').find((candidate) => candidate.slug === slug)
  // Only `vike dev` asks for an unknown slug: the not-found page answers it.
  if (!solution || !page) throw render(404)
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
  }
}
