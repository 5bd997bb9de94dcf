/** The site's fixed pages. Every internal address in the code is built here. */
export const routes = {
  home: '/',
  caseStudies: '/case-studies',
  blog: '/blog',
  contact: '/contact',
  notFound: '/404',
  /** The blog's RSS feed: a file, not a page. */
  feed: '/rss.xml',
} as const

/** The home page's sections a link may point at: /#about. */
export type HomeSection = 'about' | 'contact' | 'services' | 'solutions' | 'process'

export function homeSectionPath(section: HomeSection): string {
  return `${routes.home}#${section}`
}

/** The service address rule: /services/{name lowercased, spaces to hyphens}; this is the last part. */
export function serviceSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

/** The address of a service page, from the service's name (see serviceSlug). */
export function servicePath(name: string): string {
  return `/services/${serviceSlug(name)}`
}

export function solutionPath(slug: string): string {
  return `/solutions/${slug}`
}

export function caseStudyPath(slug: string): string {
  return `${routes.caseStudies}/${slug}`
}

export function blogPostPath(slug: string): string {
  return `${routes.blog}/${slug}`
}

/**
 * Where an address that has no page goes instead: an unknown case study lands on the list of case
 * studies, an unknown article on the blog. Null means "show the not-found page".
 */
export function redirectForMissingPage(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  if (/^\/case-studies\/[^/]+$/.test(path)) return routes.caseStudies
  if (/^\/blog\/[^/]+$/.test(path)) return routes.blog
  return null
}

export function legalPath(document: 'privacy-policy' | 'terms-of-service' | 'cookie-policy'): string {
  return `/${document}`
}
