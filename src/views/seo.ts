import type { Site } from '@/schemas/site'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import { absoluteUrl, serializeJsonLd, type JsonLd } from './jsonLd'
import { escapeHtml } from '@/lib/text'

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

/**
 * One element of a page's <head>, which the prerender writes as HTML. `text` is the content of a
 * <title> or a <script>.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attributes: Record<string, string>
  text?: string
}

const title = (text: string): HeadTag => ({ tag: 'title', attributes: {}, text })
const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } })
const property = (key: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { property: key, content },
})
const link = (rel: string, href: string): HeadTag => ({ tag: 'link', attributes: { rel, href } })
const jsonLdScript = (data: JsonLd): HeadTag => ({
  tag: 'script',
  attributes: { type: 'application/ld+json' },
  text: serializeJsonLd(data),
})

/** Every page-specific <head> tag, in document order: the one list both renderers use. */
export function pageHeadTags(seo: PageSeo, site: Pick<Site, 'brand' | 'siteUrl' | 'xProfile'>): HeadTag[] {
  const canonical = absoluteUrl(site, seo.path)
  const image = absoluteUrl(site, seo.image)
  return [
    title(seo.title),
    named('description', seo.description),
    named('keywords', seo.keywords.join(', ')),
    named('robots', seo.noindex ? 'noindex, nofollow' : 'index, follow'),
    ...(seo.noindex ? [] : [link('canonical', canonical)]),
    property('og:type', seo.type ?? 'website'),
    property('og:site_name', site.brand),
    property('og:title', seo.title),
    property('og:description', seo.description),
    property('og:url', canonical),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SOCIAL_IMAGE_WIDTH)),
    property('og:image:height', String(SOCIAL_IMAGE_HEIGHT)),
    property('og:image:alt', seo.imageAlt),
    property('og:locale', 'en_US'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:site', xHandle(site)),
    named('twitter:title', seo.title),
    named('twitter:description', seo.description),
    named('twitter:image', image),
    named('twitter:image:alt', seo.imageAlt),
    ...(seo.jsonLd ?? []).map(jsonLdScript),
  ]
}

/** One tag as HTML. A script's text is already safe inside <script> (see serializeJsonLd). */
export function headTagHtml({ tag, attributes, text = '' }: HeadTag): string {
  const attributeHtml = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributeHtml}>`
  return `<${tag}${attributeHtml}>${tag === 'script' ? text : escapeHtml(text)}</${tag}>`
}

/** The tags as the HTML of the prerendered <head>. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags.map(headTagHtml).join('\n    ')
}
