import type { Site } from '@/content/site'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import { absoluteUrl, serializeJsonLd, type JsonLd } from './jsonLd'
import { escapeHtml } from './text'

/** What every page says about itself to browsers, search engines and link previews. */
export interface PageSeo {
  title: string
  description: string
  keywords: string[]
  /** The canonical path, such as /blog/some-article. */
  path: string
  /** The page's own social image: a 1200x630 PNG, as a path on the site. */
  image: string
  /** What the social image shows, in words. */
  imageAlt: string
  type?: 'website' | 'article'
  jsonLd?: JsonLd[]
  noindex?: boolean
}

/** "https://x.com/bandera_agency" -> "@bandera_agency": the twitter:site of every page. */
export function xHandle(site: Pick<Site, 'xProfile'>): string {
  return `@${new URL(site.xProfile).pathname.slice(1)}`
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

/** The <head> tags of a page, as HTML. */
export function renderHeadTags(seo: PageSeo, site: Site): string {
  const canonical = absoluteUrl(site, seo.path)
  const image = absoluteUrl(site, seo.image)
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
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', seo.imageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', xHandle(site)),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', seo.imageAlt),
    ...(seo.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ]
  return tags.filter(Boolean).join('\n    ')
}
