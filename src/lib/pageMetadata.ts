export type PageKind =
  | 'home'
  | 'service'
  | 'solution'
  | 'caseStudy'
  | 'article'
  | 'blog'
  | 'caseStudies'
  | 'legal'
  | 'contact'
  | 'notFound'

export interface Crumb {
  name: string
  path: string
}

/**
 * What a page says about itself to search engines and link previews, derived once by the pipeline
 * (src/views/sitePages.ts writes generated/sitePages.json): the page hooks, the social images, the
 * sitemap and the metadata checks all read this one list.
 */
export interface SitePage {
  path: string
  kind: PageKind
  /** The final <title>. */
  title: string
  description: string
  keywords: string[]
  /** The page's heading, as its social image shows it. */
  headline: string
  /** The line under the headline on the social image. */
  detail: string
  /** The content's own date (YYYY-MM-DD), the sitemap's lastmod; absent when the content has none. */
  lastModified?: string
  /** From Home to this page; empty on the not-found page. */
  breadcrumb: Crumb[]
  noindex: boolean
  /** Where an editor changes the title and the description: data/<file> and the field paths. */
  source: { file: string; title: string; description: string }
}
