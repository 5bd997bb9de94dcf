import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { servicePageData } from '@/features/page-data/servicePage.server'

export function data(pageContext: PageContextServer) {
  const page = servicePageData(pageContext.routeParams.slug ?? '')
  if (!page) throw render(404)
  return page
}
