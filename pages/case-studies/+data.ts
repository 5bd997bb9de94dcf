import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { pageSeo } from '@/views/pageSeo.server'
import { distinctCategories, toCaseStudySummary } from '@/views/caseStudies'
import { routes } from '@/lib/paths'

export function data() {
  const studies = loadContent('caseStudies')
  const known = loadContent('categories').caseStudies
  return {
    studies: studies.map(toCaseStudySummary),
    closingCall: resolveClosingCall(loadContent('pages').caseStudies.closingCall, loadContent('site')),
    accents: Object.fromEntries(
      distinctCategories(studies).map((category) => [category, categoryAccent(category, known)]),
    ),
    seo: pageSeo(routes.caseStudies),
  }
}

/** What the page reads with usePageData<Data>() (Vike's typing of a data hook). */
export type Data = Awaited<ReturnType<typeof data>>
