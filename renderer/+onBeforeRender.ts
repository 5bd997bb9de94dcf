import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/schemas/load.server'
import { pageHeadTags } from '@/views/seo'

/**
 * The page's <head> tags, computed once from its SEO description, and the rest of its data as
 * `pageData`. Vike sends a page's `data` to the browser by itself; nothing there reads it (islands
 * get props), so it is emptied rather than copied into every page's HTML a second time. The page's
 * stylesheets are collected as it renders (useStylesheet).
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const { seo, ...pageData } = pageContext.data
  return {
    pageContext: {
      headTags: pageHeadTags(seo, loadContent('site')),
      pageData,
      data: undefined,
      stylesheets: new Set<string>(),
    },
  }
}
