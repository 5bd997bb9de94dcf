import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/content/load.server'
import { pageHeadTags } from '@/lib/seo'

/** The page's <head> tags, computed once on the server from its SEO description. */
export function onBeforeRender(pageContext: PageContextServer) {
  const { seo, ...data } = pageContext.data
  return { pageContext: { headTags: pageHeadTags(seo, loadContent('site')), data } }
}
