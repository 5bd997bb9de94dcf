import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/schemas/load.server'
import type { LegalPageData } from '@/features/legal/LegalPage'
import { pageSeo } from '@/views/pageSeo.server'
import type { PageSeo } from '@/views/seo'

/**
 * The data hook of the three legal pages below this folder (a route group: Vike leaves a folder
 * in parentheses out of the address): the document of data/legal/ whose slug is the page's address.
 */
export function data(pageContext: PageContextServer): LegalPageData & { seo: PageSeo } {
  const path = pageContext.urlPathname
  const document = loadContent('legal').find((candidate) => `/${candidate.slug}` === path)
  if (!document) throw render(404)
  return { document, seo: pageSeo(path) }
}
