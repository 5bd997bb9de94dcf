import type { Site } from '@/schemas/site'
import type { PageKind, SitePage } from '@/lib/pageMetadata'

/** The label of each kind of page on its social image. */
export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  home: 'B2B Lead Generation',
  service: 'Service',
  solution: 'AI Solution',
  caseStudy: 'Case Study',
  article: 'Article',
  blog: 'Blog',
  caseStudies: 'Case Studies',
  legal: 'Legal',
  contact: 'Contact',
  notFound: 'Not Found',
}

/** Where a page's generated social image is served: "/" -> /social/home.png, "/blog/x" -> /social/blog/x.png. */
export function socialImagePath(pagePath: string): string {
  const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/+|\/+$/g, '')
  return `/social/${name}.png`
}

/** What the social image shows, in words (og:image:alt, twitter:image:alt). */
export function socialImageAlt(page: Pick<SitePage, 'kind' | 'headline'>, site: Pick<Site, 'brand'>): string {
  return `${site.brand}, ${PAGE_KIND_LABELS[page.kind]}: ${page.headline}`
}

/** The raster logo (structured data asks for one of at least 112 px), rendered from public/logo.svg. */
export const LOGO_PNG = { path: '/logo.png', size: 512 } as const
