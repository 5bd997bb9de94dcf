import type { Site } from '@/content/site'
import { absoluteUrl, serializeJsonLd, type JsonLd } from './jsonLd'
import { escapeHtml } from './text'

/** What every page says about itself to browsers, search engines and link previews. */
export interface PageSeo {
  title: string
  description: string
  keywords: string[]
  /** The canonical path, such as /blog/some-article. */
  path: string
  /** A path under public/; the site's social image when absent. */
  image?: string
  type?: 'website' | 'article'
  jsonLd?: JsonLd[]
  noindex?: boolean
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

/** The <head> tags of a page, as HTML. */
export function renderHeadTags(seo: PageSeo, site: Site): string {
  const canonical = absoluteUrl(site, seo.path)
  const image = absoluteUrl(site, seo.image ?? site.socialImage)
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords.join(', ')),
    seo.noindex ? meta('name', 'robots', 'noindex, nofollow') : meta('name', 'robots', 'index, follow'),
    seo.noindex ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', seo.type ?? 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
    ...(seo.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ]
  return tags.filter(Boolean).join('\n    ')
}
