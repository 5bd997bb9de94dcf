import { loadContent } from '@/content/load.server'
import type { Solution } from '@/content/solutions'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { solutionPath } from '@/lib/paths'

export interface SolutionPageData {
  solution: Solution
  scheduler: string
}

/** The data hook of a solution page: its entry of data/solutions.yaml. */
export function solutionPageData(slug: string) {
  const solution = loadContent('solutions').find((candidate) => candidate.slug === slug)
  if (!solution) throw new Error(`data/solutions.yaml has no solution with slug '${slug}'`)
  const path = solutionPath(slug)
  return {
    solution,
    scheduler: loadContent('site').booking.scheduler,
    seo: pageSeo({
      ...solution.seo,
      path,
      breadcrumb: [
        { name: 'Solutions', path: '/#solutions' },
        { name: solution.title, path },
      ],
    }),
  }
}
