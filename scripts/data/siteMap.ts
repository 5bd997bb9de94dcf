import {
  HOME_SECTIONS,
  LEGAL_SECTION_COUNTS,
  SERVICE_CLOSING_CALL_ID,
  SOLUTION_PAGE_SECTIONS,
} from '@/config/constants'
import { blogPostPath, caseStudyPath, routes, solutionPath } from '@/lib/paths'
import type { DataSet } from './dataSet'

/** What an address of the site is, as far as valid data tells. */
export type Target =
  /** A page, with the anchors a link may point at (undefined: its file is invalid, so unknown). */
  | { kind: 'page'; anchors: readonly string[] | undefined }
  /** A file: public/ or one the build writes (the feed, the sitemap). */
  | { kind: 'file' }
  /** An address only an invalid file could make: not judged until that file is fixed. */
  | { kind: 'unsure' }
  | { kind: 'missing' }

export interface SiteMap {
  /** Every page known, with the anchors a link may point at (undefined where unknown). */
  pages: ReadonlyMap<string, readonly string[] | undefined>
  target(pathname: string): Target
  /** The pages a missing address could have meant: its own family's, or the site's top level. */
  candidates(pathname: string): string[]
}

/** Files the build writes beside the pages (scripts/site/seoFiles.ts, rss.ts). */
const BUILT_FILES = [routes.feed, '/sitemap.xml', '/robots.txt', '/logo.png']

/** The ids of an HTML fragment's elements: the headings of an article or a legal text. */
export function htmlIds(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)
}

/**
 * The site's pages and their anchors, from the data set: the link check's picture of the site. A
 * family of pages whose data has an invalid file (any case study, say) cannot say an address of
 * that family does not exist, so it answers `unsure` for it.
 */
export function siteMap(data: DataSet): SiteMap {
  const pages = new Map<string, readonly string[] | undefined>()
  const unsureFamilies: string[] = []
  const failedUnder = (prefix: string) => [...data.failed].some((file) => file.startsWith(prefix))
  const family = (prefix: string, failed: boolean, entries: [string, readonly string[] | undefined][]) => {
    if (failed) unsureFamilies.push(prefix)
    for (const [pagePath, anchors] of entries) pages.set(pagePath, anchors)
  }

  pages.set(routes.home, HOME_SECTIONS)
  for (const pagePath of [routes.caseStudies, routes.blog, routes.contact]) pages.set(pagePath, [])

  const { services, solutions } = data.yaml
  family(
    '/services/',
    !services || failedUnder('service-pages/'),
    (services ?? []).map((service) => {
      const page = data.servicePages[service.slug]
      const anchors = page && [...page.sections.map((section) => section.id), SERVICE_CLOSING_CALL_ID]
      return [`/services/${service.slug}`, anchors]
    }),
  )
  family(
    '/solutions/',
    !solutions,
    (solutions ?? []).map((solution) => [solutionPath(solution.slug), SOLUTION_PAGE_SECTIONS]),
  )
  family(
    `${routes.caseStudies}/`,
    failedUnder('case-studies/'),
    data.caseStudies.map(({ item }) => [caseStudyPath(item.slug), []]),
  )
  family(
    `${routes.blog}/`,
    failedUnder('blog/'),
    data.blog.map(({ item }) => [blogPostPath(item.slug), htmlIds(item.html)]),
  )
  for (const slug of Object.keys(LEGAL_SECTION_COUNTS)) {
    const document = data.legal.find((candidate) => candidate.slug === slug)
    pages.set(`/${slug}`, document && htmlIds(document.html))
  }

  const isFile = (pathname: string) => {
    if (BUILT_FILES.includes(pathname)) return true
    return data.files.isPublicFile(decodeURIComponent(pathname))
  }

  return {
    pages,
    target(pathname) {
      if (pages.has(pathname)) return { kind: 'page', anchors: pages.get(pathname) }
      if (isFile(pathname)) return { kind: 'file' }
      if (unsureFamilies.some((prefix) => pathname.startsWith(prefix))) return { kind: 'unsure' }
      return { kind: 'missing' }
    },
    candidates(pathname) {
      const all = [...pages.keys(), routes.feed]
      const prefix = pathname.slice(0, pathname.indexOf('/', 1) + 1)
      const siblings = prefix ? all.filter((candidate) => candidate.startsWith(prefix)) : []
      return siblings.length > 0 ? siblings : all.filter((candidate) => candidate.lastIndexOf('/') === 0)
    },
  }
}
