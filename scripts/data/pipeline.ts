import path from 'node:path'
import type { Author } from '@/schemas/authors'
import { blogFrontMatterSchema, type BlogPost } from '@/schemas/blogPost'
import { caseStudySourceSchema, type CaseStudy } from '@/schemas/caseStudy'
import { pageFolders, yamlCollections, type GeneratedContent } from '@/schemas/collections'
import { legalFrontMatterSchema, type LegalDocument } from '@/schemas/legal'
import { closest } from '@/schemas/messages'
import type { ServicePage } from '@/schemas/servicePages'
import type { Service } from '@/schemas/services'
import { contactFormCopy, themeStorageKey, toShell } from '@/schemas/shell'
import type { Site } from '@/schemas/site'
import { LEGAL_SECTION_COUNTS, STORAGE_KEYS } from '@/config/constants'
import { isLongRead, readTimeWarning } from '@/views/blog'
import { deriveCaseStudy } from '@/views/caseStudies'
import { sitePages, type FromFile } from '@/views/sitePages'
import { countInWords, countWords, listInWords } from '@/lib/text'
import { checks } from './checks'
import { addressInput, addressProblems } from './checks/addresses'
import { caseStudyNumberProblems } from './checks/caseStudyNumbers'
import { reportAll } from './checks/problem'
import type { DataFiles } from './dataFiles'
import type { DataSet, PipelineOptions, RunOptions, YamlContent } from './dataSet'
import { duplicateMessage, duplicates, type Duplicate, type Entry, type Newer } from './duplicates'
import { readFigures } from './figures'
import { Problems, type Problem } from './problems'
import { listFiles, parseYamlQuietly, readMarkdown, readYaml, type PlaceholderSet } from './read'

export type { PipelineOptions } from './dataSet'
import { renderedArticle, renderedSections } from './rendered'

export interface PipelineResult {
  /** Every error, as "data/<file>: <field.path>: <message>". */
  errors: string[]
  warnings: string[]
  /** Errors and warnings with their lines, for the reports of scripts/data/report.ts. */
  problems: readonly Problem[]
  /** Present only when there are no errors. */
  content?: GeneratedContent
  /** Whether the production check ran (`--production`, or `--production-if-live` on a live site). */
  production: boolean
  /** The articles scheduled for a later day, left out of `content` until then. */
  scheduled: { file: string; publishDate: string }[]
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/** The files that cite counts of other files ({{caseStudyCount}} ...): read once those are known. */
const FILES_WITH_PAGE_FACTS = ['pages', 'home'] as const

/** The files read on their own: figures.yaml first, site.yaml once the services are known. */
const READ_APART = ['figures', 'site', ...FILES_WITH_PAGE_FACTS] as readonly string[]

/**
 * Every YAML collection but those read apart, with the figures' placeholders filled.
 */
function readYamlCollections(files: DataFiles, placeholders: PlaceholderSet, problems: Problems) {
  const content: Record<string, unknown> = {}
  for (const [key, { file, schema }] of Object.entries(yamlCollections)) {
    if (READ_APART.includes(key)) continue
    content[key] = readYaml(files, file, schema, problems, placeholders)
  }
  return content as Omit<YamlContent, 'figures' | 'site' | (typeof FILES_WITH_PAGE_FACTS)[number]>
}

/** Every service by its title, as a sentence lists them: the {{serviceList}} of site.yaml and the texts. */
function serviceList(services: readonly Service[]): string {
  return listInWords(services.map((service) => service.title))
}

/** While services.yaml is invalid, a field citing {{serviceList}} is left unjudged; its file is read on. */
const SERVICE_LIST_STAND_IN = { serviceList: 'our services' }

/**
 * What data/site.yaml may cite: the figures, and {{serviceList}}, so the site's description (and
 * with it the Organization's structured data) names every service of services.yaml.
 */
function sitePlaceholders(figures: PlaceholderSet, services: readonly Service[] | undefined): PlaceholderSet {
  return {
    values: { ...figures.values, ...(services && { serviceList: serviceList(services) }) },
    standIns: SERVICE_LIST_STAND_IN,
    unknownMessage: (name) => {
      if (name === 'serviceList') return undefined // services.yaml is invalid: reported there
      return name.startsWith('figure:')
        ? figures.unknownMessage(name)
        : `unknown placeholder {{${name}}}; site.yaml may cite {{serviceList}} and {{figure:<name>}}`
    },
  }
}

/**
 * data/service-pages/<slug>.yaml for every service of data/services.yaml, by slug: a service without
 * its page file and a page file without its service are both reported.
 */
function readServicePages(
  files: DataFiles,
  services: readonly Service[] | undefined,
  placeholders: PlaceholderSet,
  problems: Problems,
): Record<string, ServicePage> {
  const { folder, schema } = pageFolders.servicePages
  const pageFiles = listFiles(files, folder, '.yaml')
  const fileOf = (slug: string) => `${folder}/${slug}.yaml`
  const pages: Record<string, ServicePage> = {}
  services?.forEach((service, index) => {
    if (!pageFiles.includes(fileOf(service.slug))) {
      problems.error(
        yamlCollections.services.file,
        `${index}.name`,
        `has no page: create data/${fileOf(service.slug)} (its sections, then its closingCall)`,
      )
    }
  })
  for (const file of pageFiles) {
    const slug = path.basename(file, '.yaml')
    if (services && !services.some((service) => service.slug === slug)) {
      problems.error(
        file,
        '(file)',
        `belongs to no service: no entry of data/${yamlCollections.services.file} has the address /services/${slug}`,
      )
      continue
    }
    const page = readYaml(files, file, schema, problems, placeholders)
    if (page) pages[slug] = page
  }
  return pages
}

/** Every entry that repeats a value of another (an id, a slug), at the one that introduced it. */
function reportDuplicates<E extends Entry>(
  entries: readonly E[],
  field: string,
  key: (entry: E) => string | number,
  newer: Newer,
  message: (duplicate: Duplicate<E>) => string,
  problems: Problems,
) {
  for (const duplicate of duplicates(entries, key, newer)) {
    problems.error(duplicate.entry.file, field, message(duplicate))
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
  files: DataFiles,
  yaml: YamlContent,
  placeholders: PlaceholderSet,
  problems: Problems,
): FromFile<CaseStudy>[] {
  const studies: { file: string; study: CaseStudy }[] = []
  for (const file of listFiles(files, 'case-studies', '.yaml')) {
    const source = readYaml(files, file, caseStudySourceSchema, problems, placeholders)
    if (!source) continue
    if (!yaml.site) {
      // Deriving a study needs the AI product's name: it cannot be judged until site.yaml is valid.
      problems.unsure(file, ['(file)'])
      continue
    }
    const study = deriveCaseStudy(source, yaml.site.aiProduct.name)
    checkCategory(file, study.category, yaml.categories?.caseStudies, problems)
    reportAll(caseStudyNumberProblems(file, parseYamlQuietly(files, file), source), problems)
    studies.push({ file, study })
  }
  reportDuplicates(
    studies.map(({ file, study }) => ({ file, study, publishDate: study.publishDate })),
    'slug',
    ({ study }) => study.slug,
    'file order',
    (duplicate) =>
      duplicateMessage(duplicate, `'${duplicate.entry.study.slug}' is also the slug of`, 'study', (whom) =>
        whom === 'it'
          ? 'give it a slug of its own, its title by the address rule'
          : 'give one of them its own',
      ),
    problems,
  )
  return studies.map(({ file, study }) => ({ file, item: study }))
}

/**
 * An article's author, by name, as data/authors.yaml lists them (an unknown name is refused at the
 * article; while authors.yaml is invalid, only the name is known).
 */
function authorOf(
  file: string,
  name: string,
  authors: readonly Author[] | undefined,
  problems: Problems,
): Author {
  const author = authors?.find((candidate) => candidate.name === name)
  if (author) return author
  if (authors) {
    const near = closest(
      name,
      authors.map((candidate) => candidate.name),
    )
    problems.error(
      file,
      'author',
      `unknown author '${name}'${near ? `: did you mean '${near}'?` : ''}; data/authors.yaml lists: ${authors.map((candidate) => candidate.name).join(', ')} (add a new author there first)`,
    )
  }
  return { name, avatar: '', url: '' }
}

function readBlog(
  files: DataFiles,
  yaml: YamlContent,
  placeholders: PlaceholderSet,
  problems: Problems,
): FromFile<BlogPost>[] {
  const posts: { file: string; post: BlogPost }[] = []
  for (const file of listFiles(files, 'blog', '.md')) {
    const read = readMarkdown(files, file, blogFrontMatterSchema, problems, placeholders)
    if (!read) continue
    const { frontMatter, body } = read
    if (path.basename(file, '.md') !== frontMatter.slug) {
      problems.error(file, 'slug', `must match the file name ('${path.basename(file, '.md')}')`)
    }
    checkCategory(file, frontMatter.category, yaml.categories?.blog, problems)
    if (!files.isPublicFile(frontMatter.featuredImage))
      problems.error(file, 'featuredImage', `no file public${frontMatter.featuredImage}`)
    const author = authorOf(file, frontMatter.author, yaml.authors, problems)
    const wordCount = countWords(body)
    const warning = readTimeWarning(frontMatter.readTime, wordCount)
    if (warning) problems.warn(file, 'readTime', warning)
    const rendered = renderedArticle(body, { longRead: isLongRead(wordCount) })
    posts.push({ file, post: { ...frontMatter, author, content: body, ...rendered, wordCount } })
  }
  const dated = posts.map(({ file, post }) => ({ file, post, publishDate: post.publishDate }))
  reportDuplicates(
    dated,
    'slug',
    ({ post }) => post.slug,
    'publish date',
    (duplicate) =>
      duplicateMessage(
        duplicate,
        `'${duplicate.entry.post.slug}' is also the slug of`,
        'article',
        () => "an article's slug is its file name",
      ),
    problems,
  )
  const freeId = Math.max(0, ...posts.map(({ post }) => post.id)) + 1
  reportDuplicates(
    dated,
    'id',
    ({ post }) => post.id,
    'publish date',
    (duplicate) =>
      duplicateMessage(
        duplicate,
        `${duplicate.entry.post.id} is also the id of`,
        'article',
        (whom) => `give ${whom} a number no other article uses, such as ${freeId}`,
      ),
    problems,
  )
  return posts.map(({ file, post }) => ({ file, item: post }))
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
function contentPlaceholders(
  site: Site,
  services: readonly Service[] | undefined,
  counts: Counts,
  figures: PlaceholderSet,
): PlaceholderSet {
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
    ...(services && { serviceList: serviceList(services) }),
    roadmapWeeks: String(counts.roadmapWeeks),
    themeStorageKey: themeStorageKey(site.aiProduct.name),
    cookieConsentKey: STORAGE_KEYS.cookieConsent,
    savedFormsKey: STORAGE_KEYS.savedContactForms,
    landingSourceKey: STORAGE_KEYS.landingSource,
    leadRetentionDays: String(site.leadRetentionDays),
    savedFormRetentionDays: String(site.savedFormRetentionDays),
    reviewsPlatform: `${site.reviewsProfile.name} (${new URL(site.reviewsProfile.url).host})`,
  }
  return {
    values: { ...facts, ...figures.values },
    standIns: SERVICE_LIST_STAND_IN,
    unknownMessage: (name) => {
      if (name === 'serviceList') return undefined // services.yaml is invalid: reported there
      return name.startsWith('figure:')
        ? figures.unknownMessage(name)
        : `unknown placeholder {{${name}}}; known: ${Object.keys(facts).join(', ')}, and {{figure:<name>}}`
    },
  }
}

function readLegal(
  files: DataFiles,
  placeholders: PlaceholderSet | undefined,
  problems: Problems,
): LegalDocument[] {
  return Object.entries(LEGAL_SECTION_COUNTS).flatMap(([slug, expected]) => {
    const file = `legal/${slug}.md`
    const read = readMarkdown(files, file, legalFrontMatterSchema, problems, placeholders)
    if (!read || !placeholders) return []
    const { html, sections } = renderedSections(read.body)
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

/**
 * Reads and validates every file of data/, each on its own: a file with problems is left out of the
 * data set (and named in `failed`), the others go on to the checks.
 */
/**
 * Articles marked `scheduled: true` whose publish date is after the build day wait, apart from the
 * articles on the site.
 */
function splitScheduled(posts: FromFile<BlogPost>[], today: string) {
  const waits = ({ item }: FromFile<BlogPost>) => item.scheduled === true && item.publishDate > today
  return { blog: posts.filter((post) => !waits(post)), scheduled: posts.filter(waits) }
}

function readData(files: DataFiles, problems: Problems, today: string): DataSet {
  const { figures, placeholders } = readFigures(files, problems)
  const yaml: Mutable<YamlContent> = { figures, ...readYamlCollections(files, placeholders, problems) }
  const { file: siteFile, schema: siteSchema } = yamlCollections.site
  yaml.site = readYaml(files, siteFile, siteSchema, problems, sitePlaceholders(placeholders, yaml.services))
  const servicePages = readServicePages(files, yaml.services, placeholders, problems)
  const caseStudies = readCaseStudies(files, yaml, placeholders, problems)
  const { blog, scheduled } = splitScheduled(readBlog(files, yaml, placeholders, problems), today)
  const counts = {
    caseStudies: caseStudies.length,
    articles: blog.length,
    services: yaml.services?.length ?? 0,
    roadmapWeeks: yaml.roadmap?.length ?? 0,
  }
  const pageFacts = yaml.site && contentPlaceholders(yaml.site, yaml.services, counts, placeholders)
  if (pageFacts) {
    for (const key of FILES_WITH_PAGE_FACTS) {
      const { file, schema } = yamlCollections[key]
      Object.assign(yaml, { [key]: readYaml(files, file, schema, problems, pageFacts) })
    }
  }
  const legal = readLegal(files, pageFacts, problems)
  return {
    files,
    yaml,
    servicePages,
    caseStudies,
    blog,
    scheduled,
    legal,
    failed: problems.failedFiles(),
  }
}

/** Reads, validates and derives all of data/; reports every problem at once. */
export function runPipeline(files: DataFiles, options: PipelineOptions = {}): PipelineResult {
  const problems = new Problems()
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  const data = readData(files, problems, today)
  const run: RunOptions = {
    today,
    production:
      options.production === true || (options.production === 'if-live' && data.yaml.site?.live === true),
  }
  for (const check of checks) check(data, problems, run)
  const result: PipelineResult = {
    errors: problems.errors,
    warnings: problems.warnings,
    problems: problems.all,
    production: run.production,
    scheduled: data.scheduled.map(({ file, item }) => ({ file, publishDate: item.publishDate })),
  }
  if (result.errors.length > 0) return result
  const complete = data.yaml as Required<YamlContent>
  const { caseStudies, blog, legal, servicePages } = data
  const cookieNotice = legal.find((document) => document.slug === 'cookie-policy')!.banner!
  const formNotice = legal.find((document) => document.slug === 'privacy-policy')!.formNotice!
  result.content = {
    ...complete,
    servicePages,
    redirects: addressProblems(addressInput(data, run)!).redirects,
    shell: toShell({
      ...complete,
      cookieNotice,
      contactForm: contactFormCopy(formNotice, complete),
      consultationLength: complete.figures.consultationLength?.value ?? '',
    }),
    caseStudies: caseStudies.map(({ item }) => item),
    blog: blog.map(({ item }) => item),
    legal,
    sitePages: sitePages({ ...complete, caseStudies, blog, legal }),
  }
  return result
}
