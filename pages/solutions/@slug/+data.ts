import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { solutionPageData } from '@/features/page-data/solutionPage.server'

export function data(pageContext: PageContextServer) {
  const page = solutionPageData(pageContext.routeParams.slug ?? '')
  if (!page) throw render(404)
  return page
}
