import { loadContent } from '@/content/load.server'
import { breadcrumbJsonLd, type JsonLd } from '@/lib/jsonLd'
import type { PageSeo } from '@/lib/seo'

interface PageSeoInput extends Omit<PageSeo, 'jsonLd'> {
  jsonLd?: JsonLd[]
  breadcrumb?: { name: string; path: string }[]
  /** The title is used as given instead of "{title} | {brand}" (formats the spec fixes). */
  exactTitle?: boolean
}

/**
 * A page's SEO with the site-wide parts filled in: "{title} | {brand}", a breadcrumb trail from
 * Home to the page, and the site's keywords after the page's own.
 */
export function pageSeo(seo: PageSeoInput): PageSeo {
  const site = loadContent('site')
  const { breadcrumb, jsonLd = [], exactTitle, ...rest } = seo
  const trail = [{ name: 'Home', path: '/' }, ...(breadcrumb ?? [])]
  return {
    ...rest,
    title: exactTitle ? seo.title : `${seo.title} | ${site.brand}`,
    keywords: [...new Set([...seo.keywords, ...site.keywords])],
    jsonLd: seo.noindex ? jsonLd : [...jsonLd, breadcrumbJsonLd(site, trail)],
  }
}
