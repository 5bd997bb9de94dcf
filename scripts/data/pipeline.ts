import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { blogFrontMatterSchema, type BlogPost } from '@/content/blogPost'
import { caseStudySourceSchema, type CaseStudy } from '@/content/caseStudy'
import { pageFolders, yamlCollections, type GeneratedContent } from '@/content/collections'
import { closingCallTargets, type ClosingCallContent } from '@/content/closingCall'
import { legalFrontMatterSchema, type LegalDocument } from '@/content/legal'
import { navigationPaths, type NavigationSource } from '@/content/navigation'
import type { ServicePage } from '@/content/servicePages'
import type { Service } from '@/content/services'
import { contactFormCopy, themeStorageKey, toShell } from '@/content/shell'
import type { Site } from '@/content/site'
import { LEGAL_SECTION_COUNTS, STORAGE_KEYS } from '@/config/constants'
import { readTimeWarning } from '@/lib/blog'
import { deriveCaseStudy } from '@/lib/caseStudies'
import { renderMarkdown, renderSectionedMarkdown } from '@/lib/markdown'
import { metadataProblems } from '@/lib/metadataRules'
import { routes } from '@/lib/paths'
import { sitePages, type FromFile, type SitePage } from '@/lib/sitePages'
import { countInWords, countWords } from '@/lib/text'
import { addressProblems, contentAddresses } from './checks/addresses'
import { caseStudyNumberProblems } from './checks/caseStudyNumbers'
import { figureLabelProblems, writtenStatFiles } from './checks/figureLabels'
import { figureProblems } from './checks/figures'
import { industryProblems } from './checks/industries'
import { formNoticeProblems, legalTextProblems } from './checks/legalTexts'
import type { DataProblem } from './checks/problem'
import { readFigures } from './figures'
import { Problems } from './problems'
import { placeholderFindings } from './production'
import { listFiles, parseYamlQuietly, readMarkdown, readYaml, type PlaceholderSet } from './read'

export interface PipelineOptions {
  /** Also refuse placeholder addresses and example contact details (`--production`). */
  production?: boolean
}

/** A data file as its editor wrote it (front matter and body for markdown), for the production check. */
interface Source {
  file: string
  value: unknown
}

export interface PipelineResult {
  errors: string[]
  warnings: string[]
  /** Present only when there are no errors. */
  content?: GeneratedContent
}

type YamlContent = { [K in keyof typeof yamlCollections]?: GeneratedContent[K] }
type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/** The files that cite counts of other files ({{caseStudyCount}} ...): read once those are known. */
const FILES_WITH_PAGE_FACTS = ['pages', 'home'] as const

/**
 * Every YAML collection but figures.yaml (read first) and the files with page facts, with the
 * figures' placeholders filled.
 */
function readYamlCollections(dataDir: string, placeholders: PlaceholderSet, problems: Problems) {
  const content: Record<string, unknown> = {}
  for (const [key, { file, schema }] of Object.entries(yamlCollections)) {
    if (key === 'figures' || (FILES_WITH_PAGE_FACTS as readonly string[]).includes(key)) continue
    content[key] = readYaml(dataDir, file, schema, problems, placeholders)
  }
  return content as Omit<YamlContent, 'figures' | (typeof FILES_WITH_PAGE_FACTS)[number]>
}

/**
 * data/service-pages/<slug>.yaml for every service of data/services.yaml, by slug: a service without
 * its page file and a page file without its service are both reported.
 */
function readServicePages(
  dataDir: string,
  services: readonly Service[] | undefined,
  placeholders: PlaceholderSet,
  problems: Problems,
  sources: Source[],
): Record<string, ServicePage> {
  const { folder, schema } = pageFolders.servicePages
  const files = listFiles(dataDir, folder, '.yaml', readdirSync)
  const fileOf = (slug: string) => `${folder}/${slug}.yaml`
  const pages: Record<string, ServicePage> = {}
  services?.forEach((service, index) => {
    if (!files.includes(fileOf(service.slug))) {
      problems.error(
        yamlCollections.services.file,
        `${index}.name`,
        `has no page: create data/${fileOf(service.slug)} (its sections, then its closingCall)`,
      )
    }
  })
  for (const file of files) {
    const slug = path.basename(file, '.yaml')
    if (services && !services.some((service) => service.slug === slug)) {
      problems.error(
        file,
        '(file)',
        `belongs to no service: no entry of data/${yamlCollections.services.file} has the address /services/${slug}`,
      )
      continue
    }
    const page = readYaml(dataDir, file, schema, problems, placeholders)
    if (!page) continue
    pages[slug] = page
    sources.push({ file, value: page })
  }
  return pages
}

/** Records what a check of checks/ found. */
function report(found: readonly DataProblem[], problems: Problems) {
  for (const { file, field, message, warning } of found) {
    if (warning) problems.warn(file, field, message)
    else problems.error(file, field, message)
  }
}

function reportDuplicates<T>(
  items: readonly { file: string; value: T }[],
  field: string,
  problems: Problems,
) {
  const firstFile = new Map<T, string>()
  for (const { file, value } of items) {
    const first = firstFile.get(value)
    if (first === undefined) firstFile.set(value, file)
    else problems.error(file, field, `'${String(value)}' is already used by data/${first}`)
  }
}

function checkCategory(
  file: string,
  category: string,
  known: readonly string[] | undefined,
  problems: Problems,
) {
  if (known && !known.includes(category)) {
    problems.error(
      file,
      'category',
      `unknown category '${category}'; data/categories.yaml lists: ${known.join(', ')}`,
    )
  }
}

function readCaseStudies(
  dataDir: string,
  yaml: YamlContent,
  placeholders: PlaceholderSet,
  problems: Problems,
  sources: Source[],
): FromFile<CaseStudy>[] {
  const studies: { file: string; study: CaseStudy }[] = []
  for (const file of listFiles(dataDir, 'case-studies', '.yaml', readdirSync)) {
    const source = readYaml(dataDir, file, caseStudySourceSchema, problems, placeholders)
    if (!source || !yaml.site) continue
    sources.push({ file, value: source })
    const study = deriveCaseStudy(source, yaml.site.aiProduct.name)
    checkCategory(file, study.category, yaml.categories?.caseStudies, problems)
    report(caseStudyNumberProblems(file, parseYamlQuietly(dataDir, file), source), problems)
    studies.push({ file, study })
  }
  reportDuplicates(
    studies.map(({ file, study }) => ({ file, value: study.slug })),
    'slug',
    problems,
  )
  return studies.map(({ file, study }) => ({ file, item: study }))
}

function readBlog(
  dataDir: string,
  publicDir: string,
  yaml: YamlContent,
  placeholders: PlaceholderSet,
  problems: Problems,
  sources: Source[],
): FromFile<BlogPost>[] {
  const posts: { file: string; post: BlogPost }[] = []
  for (const file of listFiles(dataDir, 'blog', '.md', readdirSync)) {
    const read = readMarkdown(dataDir, file, blogFrontMatterSchema, problems, placeholders)
    if (!read) continue
    const { frontMatter, body } = read
    sources.push({ file, value: { ...frontMatter, content: body } })
    if (path.basename(file, '.md') !== frontMatter.slug) {
      problems.error(file, 'slug', `must match the file name ('${path.basename(file, '.md')}')`)
    }
    checkCategory(file, frontMatter.category, yaml.categories?.blog, problems)
    for (const field of ['featuredImage', 'author.avatar'] as const) {
      const asset = field === 'featuredImage' ? frontMatter.featuredImage : frontMatter.author.avatar
      if (!existsSync(path.join(publicDir, asset))) problems.error(file, field, `no file public${asset}`)
    }
    const wordCount = countWords(body)
    const warning = readTimeWarning(frontMatter.readTime, wordCount)
    if (warning) problems.warn(file, 'readTime', warning)
    posts.push({ file, post: { ...frontMatter, content: body, html: renderMarkdown(body), wordCount } })
  }
  reportDuplicates(
    posts.map(({ file, post }) => ({ file, value: post.slug })),
    'slug',
    problems,
  )
  reportDuplicates(
    posts.map(({ file, post }) => ({ file, value: post.id })),
    'id',
    problems,
  )
  // Each article has its own artwork, so neither the list nor a related card repeats a picture.
  reportDuplicates(
    posts.map(({ file, post }) => ({ file, value: post.featuredImage })),
    'featuredImage',
    problems,
  )
  return posts.map(({ file, post }) => ({ file, item: post }))
}

/**
 * A success story that names its case study must name one that exists, and every figure it shows
 * must be one that study's results state: the page and the study it cites cannot disagree.
 */
function checkCaseStudyReferences(
  yaml: YamlContent,
  studies: readonly FromFile<CaseStudy>[],
  problems: Problems,
) {
  const bySlug = new Map(studies.map(({ item }) => [item.slug, item]))
  const file = yamlCollections.solutionPages.file
  yaml.solutionPages?.forEach((page, index) => {
    const { caseStudy: slug, items } = page.highlights
    if (slug === undefined) return
    const study = bySlug.get(slug)
    if (!study) {
      problems.error(file, `${index}.highlights.caseStudy`, `no case study has the slug '${slug}'`)
      return
    }
    items.forEach((item, itemIndex) => {
      if (item.value !== undefined && !study.results.some((line) => line.includes(item.value!))) {
        problems.error(
          file,
          `${index}.highlights.items.${itemIndex}.value`,
          `'${item.value}' is not among the results of the case study it cites (${slug})`,
        )
      }
    })
  })
}

/** Every solution of data/solutions.yaml has its page in data/solution-pages.yaml, and every page a solution. */
function checkSolutionPages(yaml: YamlContent, problems: Problems) {
  const { solutions, solutionPages } = yaml
  if (!solutions || !solutionPages) return
  const known = solutions.map((solution) => solution.slug)
  solutions.forEach((solution, index) => {
    if (!solutionPages.some((page) => page.slug === solution.slug))
      problems.error(
        yamlCollections.solutions.file,
        `${index}.slug`,
        `has no page: add an entry with slug '${solution.slug}' to data/${yamlCollections.solutionPages.file}`,
      )
  })
  solutionPages.forEach((page, index) => {
    if (!known.includes(page.slug))
      problems.error(
        yamlCollections.solutionPages.file,
        `${index}.slug`,
        `unknown solution '${page.slug}'; data/${yamlCollections.solutions.file} lists: ${known.join(', ')}`,
      )
  })
}

interface Counts {
  caseStudies: number
  articles: number
  services: number
  roadmapWeeks: number
}

/**
 * The facts legal texts and data/pages.yaml write as {{placeholders}}, so a rebrand in site.yaml
 * (or a new case study) reaches them too; the figures of data/figures.yaml are known there as
 * everywhere else.
 */
function contentPlaceholders(site: Site, counts: Counts, figures: PlaceholderSet): PlaceholderSet {
  const { address } = site
  const facts = {
    brand: site.brand,
    aiProduct: site.aiProduct.name,
    siteUrl: site.siteUrl,
    email: site.email,
    phone: site.phone,
    address: `${address.street}, ${address.city} ${address.postalCode}, ${address.country}`,
    city: address.city,
    foundingYear: String(site.foundingYear),
    employeesMin: String(site.employees.min),
    employeesMax: String(site.employees.max),
    caseStudyCount: String(counts.caseStudies),
    articleCount: String(counts.articles),
    serviceCountWord: countInWords(counts.services),
    roadmapWeeks: String(counts.roadmapWeeks),
    themeStorageKey: themeStorageKey(site.aiProduct.name),
    cookieConsentKey: STORAGE_KEYS.cookieConsent,
    savedFormsKey: STORAGE_KEYS.savedContactForms,
    leadRetentionDays: String(site.leadRetentionDays),
    savedFormRetentionDays: String(site.savedFormRetentionDays),
    reviewsPlatform: new URL(site.reviewsProfile.url).host,
  }
  return {
    values: { ...facts, ...figures.values },
    unknownMessage: (name) =>
      name.startsWith('figure:')
        ? figures.unknownMessage(name)
        : `unknown placeholder {{${name}}}; known: ${Object.keys(facts).join(', ')}, and {{figure:<name>}}`,
  }
}

function readLegal(
  dataDir: string,
  placeholders: PlaceholderSet | undefined,
  problems: Problems,
  sources: Source[],
): LegalDocument[] {
  return Object.entries(LEGAL_SECTION_COUNTS).flatMap(([slug, expected]) => {
    const file = `legal/${slug}.md`
    const read = readMarkdown(dataDir, file, legalFrontMatterSchema, problems, placeholders)
    if (!read || !placeholders) return []
    sources.push({ file, value: { ...read.frontMatter, content: read.body } })
    const { html, sections } = renderSectionedMarkdown(read.body)
    if (sections.length !== expected) {
      problems.error(
        file,
        'content',
        `must have exactly ${expected} '## ' sections, found ${sections.length}`,
      )
    }
    return [{ ...read.frontMatter, slug, html, sections }]
  })
}

/** Every link of the menus must lead to one of the site's pages. */
function checkNavigationPaths(navigation: NavigationSource, pages: readonly SitePage[], problems: Problems) {
  const known = new Set(pages.filter((page) => !page.noindex).map((page) => page.path))
  for (const { field, path: linkPath } of navigationPaths(navigation)) {
    const page = linkPath.split('#')[0]!
    if (!known.has(page)) {
      problems.error(
        yamlCollections.navigation.file,
        field,
        `'${page}' is not a page of this site; pages: ${[...known].join(', ')}`,
      )
    }
  }
}

/**
 * Every button of a closing call leads somewhere that exists: a page of the site (or the feed), or
 * on a service page one of its own sections.
 */
function checkClosingCallTargets(
  content: Required<YamlContent> & { servicePages: Record<string, ServicePage> },
  pages: readonly SitePage[],
  problems: Problems,
) {
  const known = new Set([...pages.filter((page) => !page.noindex).map((page) => page.path), routes.feed])
  const calls: { file: string; call: ClosingCallContent; field: string; anchors?: string[] }[] = [
    ...Object.entries(content.servicePages).map(([slug, page]) => ({
      file: `${pageFolders.servicePages.folder}/${slug}.yaml`,
      call: page.closingCall,
      field: 'closingCall',
      anchors: page.sections.map((section) => section.id),
    })),
    ...content.solutionPages.map((page, index) => ({
      file: yamlCollections.solutionPages.file,
      call: page.closingCall,
      field: `${index}.closingCall`,
    })),
    ...(
      [
        ['blog.closingCall', content.pages.blog.closingCall],
        ['blog.article.closingCall', content.pages.blog.article.closingCall],
        ['caseStudies.closingCall', content.pages.caseStudies.closingCall],
        ['caseStudies.study.closingCall', content.pages.caseStudies.study.closingCall],
        ['contact.booking', content.pages.contact.booking],
      ] as const
    ).map(([field, call]) => ({ file: yamlCollections.pages.file, call, field })),
  ]
  for (const { file, call, field: callField, anchors } of calls) {
    for (const { field, to } of closingCallTargets(call, callField)) {
      if (to.startsWith('#')) {
        if (anchors && !anchors.includes(to.slice(1)))
          problems.error(
            file,
            field,
            `'${to}' is not a section of this page; its sections: ${anchors.join(', ')}`,
          )
      } else if (to.startsWith('/') && !known.has(to.split('#')[0]!)) {
        problems.error(file, field, `'${to}' is not a page of this site; pages: ${[...known].join(', ')}`)
      }
    }
  }
}

/** Reads, validates and derives all of data/; reports every problem at once. */
export function runPipeline(
  dataDir: string,
  publicDir: string,
  options: PipelineOptions = {},
): PipelineResult {
  const problems = new Problems()
  const { figures, placeholders } = readFigures(dataDir, problems)
  const yaml: Mutable<YamlContent> = { figures, ...readYamlCollections(dataDir, placeholders, problems) }
  const sources: Source[] = Object.entries(yamlCollections)
    .filter(([key]) => !(FILES_WITH_PAGE_FACTS as readonly string[]).includes(key))
    .map(([key, { file }]) => ({ file, value: yaml[key as keyof YamlContent] }))
  const servicePages = readServicePages(dataDir, yaml.services, placeholders, problems, sources)
  const caseStudies = readCaseStudies(dataDir, yaml, placeholders, problems, sources)
  checkCaseStudyReferences(yaml, caseStudies, problems)
  checkSolutionPages(yaml, problems)
  const blog = readBlog(dataDir, publicDir, yaml, placeholders, problems, sources)
  const counts = {
    caseStudies: caseStudies.length,
    articles: blog.length,
    services: yaml.services?.length ?? 0,
    roadmapWeeks: yaml.roadmap?.length ?? 0,
  }
  const pageFacts = yaml.site && contentPlaceholders(yaml.site, counts, placeholders)
  if (pageFacts) {
    yaml.pages = readYaml(
      dataDir,
      yamlCollections.pages.file,
      yamlCollections.pages.schema,
      problems,
      pageFacts,
    )
    yaml.home = readYaml(dataDir, yamlCollections.home.file, yamlCollections.home.schema, problems, pageFacts)
    for (const key of FILES_WITH_PAGE_FACTS)
      sources.push({ file: yamlCollections[key].file, value: yaml[key] })
  }
  const legal = readLegal(dataDir, pageFacts, problems, sources)
  const cookieNotice = legal.find((document) => document.slug === 'cookie-policy')?.summary
  if (legal.length > 0 && cookieNotice === undefined) {
    problems.error('legal/cookie-policy.md', 'summary', 'the cookie banner shows this text; write it')
  }
  const formNotice = legal.find((document) => document.slug === 'privacy-policy')?.formNotice
  if (yaml.site) {
    const keys = [...Object.values(STORAGE_KEYS), themeStorageKey(yaml.site.aiProduct.name)]
    report(legalTextProblems(legal, keys), problems)
  }
  if (yaml.figures) report(figureProblems(yaml.figures, caseStudies), problems)
  if (yaml.industries && yaml.whyChoose) report(industryProblems(yaml as Required<YamlContent>), problems)
  report(figureLabelProblems(writtenStatFiles(dataDir, Object.keys(servicePages))), problems)
  if (options.production) {
    for (const { file, value } of sources) {
      for (const { field, message } of placeholderFindings(value)) problems.error(file, field, message)
    }
  }
  const result: PipelineResult = { errors: problems.errors, warnings: problems.warnings }
  if (problems.errors.length > 0) return result
  const complete = yaml as Required<YamlContent>
  const metadata = sitePages({ ...complete, caseStudies, blog, legal })
  for (const page of metadata) {
    for (const { file, field, message } of metadataProblems(page)) problems.error(file, field, message)
  }
  checkNavigationPaths(complete.navigation, metadata, problems)
  checkClosingCallTargets({ ...complete, servicePages }, metadata, problems)
  const addresses = addressProblems({
    published: complete.publishedAddresses,
    redirects: complete.redirects,
    pages: new Set(metadata.map((page) => page.path)),
    content: contentAddresses(caseStudies, blog),
    production: options.production === true,
  })
  report(addresses.problems, problems)
  report(formNoticeProblems(formNotice!, metadata), problems)
  if (problems.errors.length > 0) return result
  result.content = {
    ...complete,
    servicePages,
    redirects: addresses.redirects,
    shell: toShell({
      ...complete,
      cookieNotice: cookieNotice!,
      contactForm: contactFormCopy(formNotice!, complete),
      consultationLength: complete.figures.consultationLength?.value ?? '',
    }),
    caseStudies: caseStudies.map(({ item }) => item),
    blog: blog.map(({ item }) => item),
    legal,
    sitePages: metadata,
  }
  return result
}
