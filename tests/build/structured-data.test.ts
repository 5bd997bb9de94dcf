import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { PageKind } from '@/lib/pageMetadata'
import { LOGO_PNG } from '@/views/socialImage'
import { builtFile, builtPaths, htmlOf, pngSize, site, sitePages } from './support/builtSite'

/**
 * Every JSON-LD block of every built page, checked against the properties of Google's rich-result
 * types (required ones, and the recommended ones that cost nothing to provide). Types Google has no
 * rich result for (Service, Blog, ...) get schema.org's essentials. A type missing from this table
 * fails the test, so new structured data is checked from its first day.
 */
interface TypeRule {
  /** Properties every node of the type must have (non-empty). */
  properties: readonly string[]
  /** Properties holding an absolute address on the site or elsewhere. */
  urls?: readonly string[]
  /** Properties holding a date (YYYY-MM-DD, optionally with a time). */
  dates?: readonly string[]
}

const RULES = {
  // developers.google.com/search/docs/appearance/structured-data/organization (logo, url; recommended name, sameAs, address, contact)
  Organization: { properties: ['name', 'url', 'logo'], urls: ['url'] },
  // .../structured-data/article: no required properties; all recommended ones are enforced.
  Article: {
    properties: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'description'],
    dates: ['datePublished', 'dateModified'],
  },
  BlogPosting: {
    properties: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'description'],
    dates: ['datePublished', 'dateModified'],
  },
  // .../structured-data/breadcrumb: itemListElement, each ListItem with position and name (item below).
  BreadcrumbList: { properties: ['itemListElement'] },
  ListItem: { properties: ['position', 'name'] },
  // .../appearance/site-names: WebSite with name and url.
  WebSite: { properties: ['name', 'url'], urls: ['url'] },
  // schema.org only (no rich result): what makes the node meaningful.
  Blog: { properties: ['name', 'url', 'publisher', 'blogPost'], urls: ['url'] },
  Service: {
    properties: ['name', 'serviceType', 'description', 'url', 'image', 'provider'],
    urls: ['url', 'image'],
  },
  Person: { properties: ['name'] },
  ImageObject: { properties: ['url'], urls: ['url'] },
  WebPage: { properties: ['@id'], urls: ['@id'] },
  Offer: { properties: ['name', 'price', 'priceCurrency', 'url'], urls: ['url'] },
  PostalAddress: { properties: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] },
  QuantitativeValue: { properties: [] },
  Brand: { properties: ['name'] },
  BusinessAudience: { properties: ['audienceType'] },
} as const satisfies Record<string, TypeRule>

type KnownType = keyof typeof RULES

/** The structured data each kind of page must carry, besides its breadcrumb trail. */
const EXPECTED_TYPES: Record<PageKind, KnownType[]> = {
  home: ['Organization', 'WebSite', 'BreadcrumbList'],
  service: ['Service', 'BreadcrumbList'],
  solution: ['Service', 'BreadcrumbList'],
  caseStudy: ['Article', 'BreadcrumbList'],
  article: ['BlogPosting', 'BreadcrumbList'],
  blog: ['Blog', 'BreadcrumbList'],
  caseStudies: ['BreadcrumbList'],
  legal: ['BreadcrumbList'],
  contact: ['BreadcrumbList'],
  notFound: [],
}

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  )
}

/** Every problem of one node and the typed nodes inside it, as "path: message". */
function problemsOf(node: Node, at: string): string[] {
  const type = node['@type']
  if (typeof type !== 'string') return [`${at}: has no @type`]
  if (!(type in RULES)) return [`${at}: ${type} has no rule in this test's table`]
  const rule: TypeRule = RULES[type as KnownType]
  const problems = rule.properties
    .filter((property) => !isPresent(node[property]))
    .map((property) => `${at}: ${type} lacks ${property}`)
  for (const property of rule.urls ?? []) {
    const value = node[property]
    if (isPresent(value) && !/^https?:\/\/[^\s#]+$/.test(String(value)))
      problems.push(`${at}.${property}: '${String(value)}' is not an absolute address`)
  }
  for (const property of rule.dates ?? []) {
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(String(node[property])))
      problems.push(`${at}.${property}: '${String(node[property])}' is not an ISO 8601 date`)
  }
  for (const [key, value] of Object.entries(node)) {
    const items = Array.isArray(value) ? value : [value]
    items.forEach((item, index) => {
      const where = Array.isArray(value) ? `${at}.${key}[${index}]` : `${at}.${key}`
      if (isNode(item) && '@type' in item) problems.push(...problemsOf(item, where))
    })
  }
  return problems
}

/** Images must be reachable: those on the site exist in the build. */
function imageProblems(node: Node, at: string): string[] {
  const images = [node.image].flat().filter(isPresent)
  return images.flatMap((image) => {
    const address = isNode(image) ? String(image.url) : String(image)
    const file = builtFile(site(), address)
    return file && !existsSync(file) ? [`${at}.image: ${address} is not in the build`] : []
  })
}

/** Google: positions 1, 2, ...; every crumb but the last has an item address, a real page of the site. */
function breadcrumbProblems(list: Node, canonical: string): string[] {
  const items = (list.itemListElement as Node[]) ?? []
  const problems: string[] = []
  items.forEach((item, index) => {
    if (item.position !== index + 1) problems.push(`crumb ${index}: position ${String(item.position)}`)
    const address = item.item
    if (typeof address !== 'string') {
      if (index < items.length - 1) problems.push(`crumb ${index}: no item address`)
      return
    }
    const url = new URL(address)
    if (url.hash) problems.push(`crumb ${index}: ${address} points into a page, not at one`)
    if (url.origin !== new URL(site().siteUrl).origin || !builtPaths.includes(url.pathname))
      problems.push(`crumb ${index}: ${address} is not a page of the site`)
  })
  const last = items.at(-1)?.item
  if (last !== canonical) problems.push(`the last crumb (${String(last)}) is not the page (${canonical})`)
  return problems
}

describe('structured data', () => {
  const pagesByPath = new Map(sitePages().map((page) => [page.path, page]))

  it.each(builtPaths)('%s: every JSON-LD block has the properties of its type', (urlPath) => {
    const blocks = jsonLdBlocks(htmlOf(urlPath))
    const problems = blocks.flatMap((block, index) => {
      const at = `block ${index} (${String(block['@type'])})`
      const context = block['@context'] === 'https://schema.org' ? [] : [`${at}: @context is not schema.org`]
      return [...context, ...problemsOf(block, at), ...imageProblems(block, at)]
    })
    expect(problems).toEqual([])
  })

  it.each(builtPaths)('%s: carries the structured data of its kind of page', (urlPath) => {
    const page = pagesByPath.get(urlPath)!
    const types = jsonLdBlocks(htmlOf(urlPath)).map((block) => block['@type'])
    expect(types.sort()).toEqual([...EXPECTED_TYPES[page.kind]].sort())
  })

  it.each(builtPaths.filter((urlPath) => urlPath !== '/404'))(
    '%s: the breadcrumb trail leads from Home through real pages to this page',
    (urlPath) => {
      const list = jsonLdBlocks(htmlOf(urlPath)).find((block) => block['@type'] === 'BreadcrumbList')!
      const canonical = new URL(urlPath, `${site().siteUrl}/`).toString()
      expect(breadcrumbProblems(list, canonical)).toEqual([])
      expect((list.itemListElement as Node[])[0]).toMatchObject({ name: 'Home', item: `${site().siteUrl}/` })
    },
  )

  it('gives the organisation a raster logo of at least 112 px', () => {
    const organisation = jsonLdBlocks(htmlOf('/')).find((block) => block['@type'] === 'Organization')!
    const logo = organisation.logo as Node
    expect(String(logo.url)).toMatch(/\.png$/)
    const size = pngSize(readFileSync(builtFile(site(), String(logo.url))!))!
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112)
    expect(logo.url).toBe(`${site().siteUrl}${LOGO_PNG.path}`)
  })
})
