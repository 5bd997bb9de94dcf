import { loadContent } from '@/schemas/load.server'
import { solutionPath } from '@/lib/paths'

/** The address of every solution page (data/solutions.yaml). */
export const onBeforePrerenderStart = () =>
  loadContent('solutions').map((solution) => solutionPath(solution.slug))
