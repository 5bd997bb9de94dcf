import { loadContent } from '@/schemas/load.server'
import { breadcrumbJsonLd, type JsonLd } from './jsonLd'
import type { PageSeo } from './seo'
import { socialImageAlt, socialImagePath } from './socialImage'

/**
 * A page's head: its entry of generated/sitePages.json (title, description, keywords, breadcrumb,
 * social image, as the pipeline derived and checked them), the site's keywords after the page's
 * own, and the page's own structured data followed by its breadcrumb trail.
 */
export function pageSeo(path: string, jsonLd: JsonLd[] = []): PageSeo {
  const site = loadContent('site')
  const page = loadContent('sitePages').find((candidate) => candidate.path === path)
  if (!page) throw new Error(`generated/sitePages.json has no page '${path}'`)
  const trail = page.breadcrumb.length > 0 ? [breadcrumbJsonLd(site, page.breadcrumb)] : []
  return {
    title: page.title,
    description: page.description,
    keywords: [...new Set([...page.keywords, ...site.keywords])],
    path: page.path,
    image: socialImagePath(page.path),
    imageAlt: socialImageAlt(page, site),
    type: page.kind === 'caseStudy' || page.kind === 'article' ? 'article' : 'website',
    jsonLd: [...jsonLd, ...trail],
    ...(page.noindex ? { noindex: true } : {}),
  }
}
