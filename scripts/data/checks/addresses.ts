import type { BlogPost } from '@/schemas/blogPost'
import type { CaseStudy } from '@/schemas/caseStudy'
import { yamlCollections } from '@/schemas/collections'
import { blogPostPath, caseStudyPath } from '@/lib/paths'
import { redirectLookup, resolveRedirects, type Redirect } from '@/lib/redirects'
import { knownSitePages, type FromFile } from '@/views/sitePages'
import { slugify } from '@/lib/text'
import type { Check, DataSet, RunOptions } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

const PUBLISHED = yamlCollections.publishedAddresses.file
const REDIRECTS = yamlCollections.redirects.file

/** A case study or an article with the address it has now. */
export interface ContentAddress {
  file: string
  path: string
  slug: string
  /** What the address rule makes of its title, for a study; null where the slug is the file name. */
  derivedSlug: string | null
}

/** The addresses of the case studies (with the slug their title gives) and of the articles. */
export function contentAddresses(
  caseStudies: readonly FromFile<CaseStudy>[],
  blog: readonly FromFile<BlogPost>[],
): ContentAddress[] {
  return [
    ...caseStudies.map(({ file, item }) => ({
      file,
      path: caseStudyPath(item.slug),
      slug: item.slug,
      derivedSlug: slugify(item.title),
    })),
    ...blog.map(({ file, item }) => ({
      file,
      path: blogPostPath(item.slug),
      slug: item.slug,
      derivedSlug: null,
    })),
  ]
}

export interface AddressInput {
  /** data/published-addresses.yaml */
  published: readonly string[]
  /** data/redirects.yaml */
  redirects: readonly Redirect[]
  /** Every page the site builds now. */
  pages: ReadonlySet<string>
  content: readonly ContentAddress[]
  /** The articles scheduled for a later day: their addresses are not pages yet. */
  scheduled: readonly { file: string; path: string; publishDate: string }[]
  /** `--production`: an address missing from the published list is an error, not a warning. */
  production: boolean
}

const sectionOf = (address: string) => address.split('/')[1]

/**
 * Stable addresses. Once an address is in data/published-addresses.yaml it keeps leading somewhere:
 * to its page, or through data/redirects.yaml to the page that replaced it. A new study's slug is
 * its title by the address rule (it is then kept whatever the title becomes), and a new address
 * goes into the published list when it goes live. Returns the redirects resolved to their final
 * pages, which the servers answer with a 301.
 */
export function addressProblems(input: AddressInput): { problems: DataProblem[]; redirects: Redirect[] } {
  const { pages, content } = input
  const problems: DataProblem[] = []
  const resolved = resolveRedirects(input.redirects, (path) => pages.has(path))
  for (const { index, field, message } of resolved.problems)
    problems.push({ file: REDIRECTS, field: `${index}.${field}`, message })
  const moved = redirectLookup(input.redirects)
  const published = new Set(input.published)
  const unpublished = content.filter(({ path }) => !published.has(path))

  input.published.forEach((address, index) => {
    // A scheduled article's address is listed ahead, so that the build on its day publishes it as it is.
    if (pages.has(address) || moved(address) !== null) return
    if (input.scheduled.some(({ path }) => path === address)) return
    const candidates = unpublished.filter(({ path }) => sectionOf(path) === sectionOf(address))
    const hint =
      candidates.length === 1
        ? `: if it became ${candidates[0]!.path}, add to data/${REDIRECTS}:\n  - from: ${address}\n    to: ${candidates[0]!.path}`
        : `: add an entry to data/${REDIRECTS} from it to the page that replaces it`
    problems.push({
      file: PUBLISHED,
      field: String(index),
      message: `'${address}' has been published and is no longer a page of this site; its readers' links and search results would break${hint}`,
    })
  })

  for (const { file, path, slug, derivedSlug } of unpublished) {
    if (derivedSlug !== null && slug !== derivedSlug) {
      problems.push({
        file,
        field: 'slug',
        message: `is '${slug}', but a new study's slug is its title by the address rule: '${derivedSlug}' (once published, it stays as it is)`,
      })
    }
    problems.push({
      file,
      field: 'slug',
      message: `${path} is not yet in data/${PUBLISHED}: add it there when it goes live, so the build keeps it reachable`,
      warning: !input.production,
    })
  }
  return { problems, redirects: resolved.redirects }
}

/**
 * The address rule's input from the data set; undefined while a file failed, since a page missing
 * from an invalid file would read as a published address that no longer leads anywhere.
 */
export function addressInput(data: DataSet, options: RunOptions): AddressInput | undefined {
  const { site, publishedAddresses, redirects } = data.yaml
  if (data.failed.size > 0 || !site || !publishedAddresses || !redirects) return undefined
  const pages = knownSitePages({
    ...data.yaml,
    site,
    caseStudies: data.caseStudies,
    blog: data.blog,
    legal: data.legal,
  })
  return {
    published: publishedAddresses,
    redirects,
    pages: new Set(pages.map((page) => page.path)),
    content: contentAddresses(data.caseStudies, data.blog),
    scheduled: data.scheduled.map(({ file, item }) => ({
      file,
      path: blogPostPath(item.slug),
      publishDate: item.publishDate,
    })),
    production: options.production,
  }
}

export const checkAddresses: Check = (data, problems, options) => {
  const input = addressInput(data, options)
  if (input) reportAll(addressProblems(input).problems, problems)
}
