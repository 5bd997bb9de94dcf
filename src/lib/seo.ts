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

/**
 * One element of a page's <head>: the prerender writes it as HTML, a client-side navigation puts
 * it into the document. `text` is the content of a <title> or a <script>.
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
export function pageHeadTags(seo: PageSeo, site: Pick<Site, 'brand' | 'siteUrl' | 'socialImage'>): HeadTag[] {
  const canonical = absoluteUrl(site, seo.path)
  const image = absoluteUrl(site, seo.image ?? site.socialImage)
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
    property('og:locale', 'en_US'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', seo.title),
    named('twitter:description', seo.description),
    named('twitter:image', image),
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
