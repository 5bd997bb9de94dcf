import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/content/load.server'
import { pageHeadTags } from '@/lib/seo'

/**
 * The page's <head> tags, computed once on the server from its SEO description: the prerender
 * writes them and a client-side navigation applies them, so the client gets the tags instead of
 * the description they were made from.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const { seo, ...data } = pageContext.data
  return { pageContext: { headTags: pageHeadTags(seo, loadContent('site')), data } }
}
