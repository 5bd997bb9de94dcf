import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { blogFrontMatterSchema, type BlogPost } from '@/content/blogPost'
import { caseStudySourceSchema, type CaseStudy } from '@/content/caseStudy'
import { yamlCollections, type GeneratedContent } from '@/content/collections'
import { legalFrontMatterSchema, type LegalDocument } from '@/content/legal'
import type { Pages } from '@/content/pages'
import { themeStorageKey, toShell } from '@/content/shell'
import type { Site } from '@/content/site'
import { LEAD_RETENTION_DAYS, LEGAL_SECTION_COUNTS } from '@/config/constants'
import { readTimeWarning } from '@/lib/blog'
import { deriveCaseStudy } from '@/lib/caseStudies'
import { renderMarkdown, renderSectionedMarkdown } from '@/lib/markdown'
import { metadataProblems } from '@/lib/metadataRules'
import { fillPlaceholders } from '@/lib/placeholders'
import { sitePages, type FromFile } from '@/lib/sitePages'
import { countWords } from '@/lib/text'
import { Problems } from './problems'
import { placeholderFindings } from './production'
import { listFiles, readMarkdown, readYaml } from './read'

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

function readYamlCollections(dataDir: string, problems: Problems): YamlContent {
  const content: Record<string, unknown> = {}
  for (const [key, { file, schema }] of Object.entries(yamlCollections)) {
    content[key] = readYaml(dataDir, file, schema, problems)
  }
  return content as YamlContent
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
  problems: Problems,
  sources: Source[],
): FromFile<CaseStudy>[] {
  const studies: { file: string; study: CaseStudy }[] = []
  for (const file of listFiles(dataDir, 'case-studies', '.yaml', readdirSync)) {
    const source = readYaml(dataDir, file, caseStudySourceSchema, problems)
    if (!source || !yaml.site) continue
    sources.push({ file, value: source })
    const study = deriveCaseStudy(source, yaml.site.aiProduct.name)
    checkCategory(file, study.category, yaml.categories?.caseStudies, problems)
    if (study.slug === '') problems.error(file, 'title', 'gives an empty slug; use letters or digits')
    studies.push({ file, study })
  }
  reportDuplicates(
    studies.map(({ file, study }) => ({ file, value: study.slug })),
    'title',
    problems,
  )
  return studies.map(({ file, study }) => ({ file, item: study }))
}

function readBlog(
  dataDir: string,
  publicDir: string,
  yaml: YamlContent,
  problems: Problems,
  sources: Source[],
): FromFile<BlogPost>[] {
  const posts: { file: string; post: BlogPost }[] = []
  for (const file of listFiles(dataDir, 'blog', '.md', readdirSync)) {
    const read = readMarkdown(dataDir, file, blogFrontMatterSchema, problems)
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
  return posts.map(({ file, post }) => ({ file, item: post }))
}

interface Counts {
  caseStudies: number
  articles: number
}

/**
 * The facts legal texts and data/pages.yaml write as {{placeholders}}, so a rebrand in site.yaml
 * (or a new case study) reaches them too.
 */
function contentPlaceholders(site: Site, counts: Counts): Record<string, string> {
  const { address } = site
  return {
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
    themeStorageKey: themeStorageKey(site.aiProduct.name),
    leadRetentionDays: String(LEAD_RETENTION_DAYS),
  }
}

function reportUnknownPlaceholders(
  file: string,
  field: string,
  unknown: readonly string[],
  values: Record<string, string>,
  problems: Problems,
) {
  for (const name of unknown) {
    problems.error(file, field, `unknown placeholder {{${name}}}; known: ${Object.keys(values).join(', ')}`)
  }
}

/** data/pages.yaml with its {{placeholders}} filled. */
function fillPages(pages: Pages, values: Record<string, string>, problems: Problems): Pages {
  const fill = (text: string, field: string) => {
    const filled = fillPlaceholders(text, values)
    reportUnknownPlaceholders('pages.yaml', field, filled.unknown, values, problems)
    return filled.text
  }
  const entries = Object.entries(pages).map(([key, copy]) => [
    key,
    {
      title: fill(copy.title, `${key}.title`),
      description: fill(copy.description, `${key}.description`),
      keywords: copy.keywords.map((keyword, index) => fill(keyword, `${key}.keywords.${index}`)),
    },
  ])
  return Object.fromEntries(entries) as Pages
}

function readLegal(
  dataDir: string,
  values: Record<string, string> | undefined,
  problems: Problems,
  sources: Source[],
): LegalDocument[] {
  return Object.entries(LEGAL_SECTION_COUNTS).flatMap(([slug, expected]) => {
    const file = `legal/${slug}.md`
    const read = readMarkdown(dataDir, file, legalFrontMatterSchema, problems)
    if (!read || !values) return []
    sources.push({ file, value: { ...read.frontMatter, content: read.body } })
    const { text, unknown } = fillPlaceholders(read.body, values)
    const description = fillPlaceholders(read.frontMatter.description, values)
    reportUnknownPlaceholders(file, 'content', unknown, values, problems)
    reportUnknownPlaceholders(file, 'description', description.unknown, values, problems)
    const { html, sections } = renderSectionedMarkdown(text)
    if (sections.length !== expected) {
      problems.error(
        file,
        'content',
        `must have exactly ${expected} '## ' sections, found ${sections.length}`,
      )
    }
    return [{ ...read.frontMatter, description: description.text, slug, html, sections }]
  })
}

/** Reads, validates and derives all of data/; reports every problem at once. */
export function runPipeline(
  dataDir: string,
  publicDir: string,
  options: PipelineOptions = {},
): PipelineResult {
  const problems = new Problems()
  const yaml = readYamlCollections(dataDir, problems)
  const sources: Source[] = Object.entries(yamlCollections).map(([key, { file }]) => ({
    file,
    value: yaml[key as keyof YamlContent],
  }))
  const caseStudies = readCaseStudies(dataDir, yaml, problems, sources)
  const blog = readBlog(dataDir, publicDir, yaml, problems, sources)
  const values =
    yaml.site && contentPlaceholders(yaml.site, { caseStudies: caseStudies.length, articles: blog.length })
  const legal = readLegal(dataDir, values, problems, sources)
  if (options.production) {
    for (const { file, value } of sources) {
      for (const { field, message } of placeholderFindings(value)) problems.error(file, field, message)
    }
  }
  const result: PipelineResult = { errors: problems.errors, warnings: problems.warnings }
  if (problems.errors.length > 0) return result
  const complete = yaml as Required<YamlContent>
  const pages = fillPages(complete.pages, values!, problems)
  const metadata = sitePages({ ...complete, pages, caseStudies, blog, legal })
  for (const page of metadata) {
    for (const { file, field, message } of metadataProblems(page)) problems.error(file, field, message)
  }
  if (problems.errors.length > 0) return result
  result.content = {
    ...complete,
    pages,
    shell: toShell(complete.site, complete.services, complete.solutions),
    caseStudies: caseStudies.map(({ item }) => item),
    blog: blog.map(({ item }) => item),
    legal,
    sitePages: metadata,
  }
  return result
}
