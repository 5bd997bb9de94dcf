import { yamlCollections } from '@/schemas/collections'
import { blogPostPath, caseStudyPath, routes, solutionPath } from '@/lib/paths'
import type { Check, DataSet } from '../dataSet'
import { closest } from '@/schemas/messages'
import { fieldPath, type At } from '../problems'
import { markdownHrefs } from '../rendered'
import { siteMap, type SiteMap } from '../siteMap'
import { writtenScalars, type SourceFile } from '../source'

/** A link found in a data file: where it is written, and where it leads. */
interface Link {
  file: string
  field: string
  href: string
  at?: At
}

/** A whole value that is an address on this site (/blog, /#contact) or an anchor (#pricing). */
const SITE_ADDRESS = /^(?:\/(?!\/)\S*|#[^\s#]+)$/
/** The address of a markdown link written inside a YAML text: [label](/path). */
const MARKDOWN_LINK_IN_TEXT = /\]\(\s*<?([^)\s>]+)/g
/** An address with a scheme (https:, mailto:) or protocol-relative (//host): not this site's. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** Lists of addresses, old ones included, that the addresses check judges: they are not links. */
const ADDRESS_LISTS: readonly string[] = [
  yamlCollections.publishedAddresses.file,
  yamlCollections.redirects.file,
]

/** Every link of the YAML of a file (a whole file, or a markdown file's front matter), by field. */
function yamlLinks(source: SourceFile): Link[] {
  return writtenScalars(source).flatMap(({ path, value }) => {
    const field = fieldPath(path)
    const hrefs = SITE_ADDRESS.test(value)
      ? [value]
      : [...value.matchAll(MARKDOWN_LINK_IN_TEXT)].map((match) => match[1]!)
    return hrefs.map((href) => ({ file: source.file, field, href }))
  })
}

/** Every link and image of a markdown body as written, with its line. */
function markdownLinks(source: SourceFile): Link[] {
  if (!source.body) return []
  return markdownHrefs(source.body.text).map(({ href, line }) => ({
    file: source.file,
    field: 'content',
    href,
    at: { bodyLine: line },
  }))
}

/**
 * The page(s) a data file's text is shown on, which an anchor alone ('#pricing') points into: one
 * page for most files, every article or case study for their shared closing calls in pages.yaml,
 * none for a text shown on many pages (the menus, the site's facts). Null when the file that would
 * tell is invalid.
 */
function pagesShowing(file: string, field: string, data: DataSet): string[] | null {
  const [first, second] = field.split('.')
  const folder = /^([\w-]+)\/(.+)\.(?:ya?ml|md)$/.exec(file)
  if (folder) {
    const [, kind, name] = folder
    if (kind === 'service-pages') return [`/services/${name}`]
    if (kind === 'blog') return [blogPostPath(name!)]
    if (kind === 'legal') return [`/${name}`]
    if (kind === 'case-studies') {
      const study = data.caseStudies.find((candidate) => candidate.file === file)
      return study ? [caseStudyPath(study.item.slug)] : null
    }
  }
  if (file === yamlCollections.solutionPages.file) {
    const page = data.yaml.solutionPages?.[Number(first)]
    return page ? [solutionPath(page.slug)] : null
  }
  if (file === yamlCollections.pages.file) {
    if (first === 'blog')
      return second === 'article' ? data.blog.map(({ item }) => blogPostPath(item.slug)) : [routes.blog]
    if (first === 'caseStudies')
      return second === 'study'
        ? data.caseStudies.map(({ item }) => caseStudyPath(item.slug))
        : [routes.caseStudies]
    const page = { home: routes.home, contact: routes.contact }[first as 'home' | 'contact']
    return page ? [page] : []
  }
  const homeFiles = [
    'home',
    'processSteps',
    'roadmap',
    'whyChoose',
    'demoActivities',
    'leadCalculator',
  ] as const
  return homeFiles.some((key) => yamlCollections[key].file === file) ? [routes.home] : []
}

function anchorProblem(pagePath: string, anchor: string, anchors: readonly string[], bare: boolean) {
  if (anchors.includes(anchor)) return undefined
  const where = bare
    ? `'#${anchor}' is not a section of this page`
    : `${pagePath} has no section '#${anchor}'`
  if (anchors.length === 0) return `${where}; it has no sections to link to`
  const guess = closest(anchor, anchors)
  return `${where}; ${guess ? `did you mean '#${guess}'? ` : ''}its sections: ${anchors.join(', ')}`
}

/** What is wrong with a link, or undefined when it leads somewhere (or cannot be judged yet). */
function linkProblem(
  link: Link,
  map: SiteMap,
  data: DataSet,
  siteUrl: string | undefined,
): string | undefined {
  let href = link.href
  if (siteUrl && (href === siteUrl || href.startsWith(`${siteUrl}/`) || href.startsWith(`${siteUrl}#`))) {
    href = href.slice(siteUrl.length) || '/'
  }
  if (href === '' || EXTERNAL.test(href) || href.includes('{{')) return undefined
  if (href.startsWith('#')) {
    const owners = pagesShowing(link.file, link.field, data)
    if (owners === null) return undefined
    if (owners.length === 0) {
      return `'${href}' alone means a section of the page it is on, and data/${link.file} is shown on many pages: write the page too, such as /${href}`
    }
    for (const owner of owners) {
      const target = map.target(owner)
      if (target.kind !== 'page' || !target.anchors) continue
      const problem = anchorProblem(owner, href.slice(1), target.anchors, true)
      if (problem) return owners.length === 1 ? problem : `${problem} (on ${owner})`
    }
    return undefined
  }
  if (/^www\./i.test(href)) {
    return `'${link.href}' is another site's address without its https://: write it whole, https://${link.href}`
  }
  if (!href.startsWith('/')) {
    return `'${link.href}' is a relative address: write it from the site's root, such as /blog or /#contact`
  }
  const [beforeHash, anchor] = href.split('#', 2) as [string, string | undefined]
  const pathname = beforeHash.split('?')[0]!.replace(/(.)\/+$/, '$1')
  const target = map.target(pathname)
  switch (target.kind) {
    case 'missing': {
      if (/\.\w+$/.test(pathname)) return `no file public${pathname}`
      const candidates = map.candidates(pathname)
      const guess = closest(pathname, candidates)
      return `'${link.href}' is not a page of this site; ${guess ? `did you mean '${guess}'?` : `pages: ${candidates.join(', ')}`}`
    }
    case 'page':
      return anchor && target.anchors ? anchorProblem(pathname, anchor, target.anchors, false) : undefined
    default:
      return undefined
  }
}

/**
 * Every internal link and anchor written in data/ leads to a page of the site and a section it has:
 * the menus, closing calls and any other YAML value that is an address, links inside YAML texts and
 * in the markdown of articles and legal texts, and the files they show from public/.
 */
export const checkLinks: Check = (data, problems) => {
  const map = siteMap(data)
  const siteUrl = data.yaml.site?.siteUrl
  for (const source of problems.sources) {
    if (ADDRESS_LISTS.includes(source.file)) continue
    for (const link of [...yamlLinks(source), ...markdownLinks(source)]) {
      const message = linkProblem(link, map, data, siteUrl)
      if (message) problems.error(link.file, link.field, message, link.at)
    }
  }
}
