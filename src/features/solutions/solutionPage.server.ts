import { loadContent } from '@/content/load.server'
import type { Solution, SolutionPage } from '@/content/solutions'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { serviceJsonLd } from '@/lib/jsonLd'
import { solutionPath } from '@/lib/paths'

export interface SolutionPageData {
  solution: Solution
  page: SolutionPage
  scheduler: string
}

/**
 * The data hook of a solution page: its entry of data/solutions.yaml (hero, SEO) and of
 * data/solution-pages.yaml (highlights, agents, capabilities, closing call).
 */
export function solutionPageData(slug: string) {
  const solution = loadContent('solutions').find((candidate) => candidate.slug === slug)
  if (!solution) throw new Error(`data/solutions.yaml has no solution with slug '${slug}'`)
  const page = loadContent('solutionPages').find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`data/solution-pages.yaml has no page with slug '${slug}'`)
  const site = loadContent('site')
  const path = solutionPath(slug)
  return {
    solution,
    page,
    scheduler: site.booking.scheduler,
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
