import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { blogFrontMatterSchema, type BlogPost } from '@/content/blogPost'
import { caseStudySourceSchema, type CaseStudy } from '@/content/caseStudy'
import { yamlCollections, type GeneratedContent } from '@/content/collections'
import { legalFrontMatterSchema, type LegalDocument } from '@/content/legal'
import { themeStorageKey, toShell } from '@/content/shell'
import type { Site } from '@/content/site'
import { LEAD_RETENTION_DAYS, LEGAL_SECTION_COUNTS } from '@/config/constants'
import { readTimeWarning } from '@/lib/blog'
import { deriveCaseStudy } from '@/lib/caseStudies'
import { renderMarkdown, renderSectionedMarkdown } from '@/lib/markdown'
import { fillPlaceholders } from '@/lib/placeholders'
import { countWords } from '@/lib/text'
import { Problems } from './problems'
import { listFiles, readMarkdown, readYaml } from './read'

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

function readCaseStudies(dataDir: string, yaml: YamlContent, problems: Problems): CaseStudy[] {
  const studies: { file: string; study: CaseStudy }[] = []
  for (const file of listFiles(dataDir, 'case-studies', '.yaml', readdirSync)) {
    const source = readYaml(dataDir, file, caseStudySourceSchema, problems)
    if (!source || !yaml.site) continue
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
  return studies.map(({ study }) => study)
}

function readBlog(dataDir: string, publicDir: string, yaml: YamlContent, problems: Problems): BlogPost[] {
  const posts: { file: string; post: BlogPost }[] = []
  for (const file of listFiles(dataDir, 'blog', '.md', readdirSync)) {
    const read = readMarkdown(dataDir, file, blogFrontMatterSchema, problems)
    if (!read) continue
    const { frontMatter, body } = read
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
  return posts.map(({ post }) => post)
}

/** The facts legal texts write as {{placeholders}}, so a rebrand in site.yaml reaches them too. */
function legalPlaceholders(site: Site): Record<string, string> {
  const { address } = site
  return {
    brand: site.brand,
    aiProduct: site.aiProduct.name,
    siteUrl: site.siteUrl,
    email: site.email,
    phone: site.phone,
    address: `${address.street}, ${address.city} ${address.postalCode}, ${address.country}`,
    themeStorageKey: themeStorageKey(site.aiProduct.name),
    leadRetentionDays: String(LEAD_RETENTION_DAYS),
  }
}

function readLegal(dataDir: string, site: Site | undefined, problems: Problems): LegalDocument[] {
  return Object.entries(LEGAL_SECTION_COUNTS).flatMap(([slug, expected]) => {
    const file = `legal/${slug}.md`
    const read = readMarkdown(dataDir, file, legalFrontMatterSchema, problems)
    if (!read || !site) return []
    const values = legalPlaceholders(site)
    const { text, unknown } = fillPlaceholders(read.body, values)
    const description = fillPlaceholders(read.frontMatter.description, values)
    for (const name of [...unknown, ...description.unknown]) {
      problems.error(
        file,
        'content',
        `unknown placeholder {{${name}}}; known: ${Object.keys(values).join(', ')}`,
      )
    }
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
export function runPipeline(dataDir: string, publicDir: string): PipelineResult {
  const problems = new Problems()
  const yaml = readYamlCollections(dataDir, problems)
  const caseStudies = readCaseStudies(dataDir, yaml, problems)
  const blog = readBlog(dataDir, publicDir, yaml, problems)
  const legal = readLegal(dataDir, yaml.site, problems)
  const result: PipelineResult = { errors: problems.errors, warnings: problems.warnings }
  if (problems.errors.length > 0) return result
  const complete = yaml as Required<YamlContent>
  result.content = {
    ...complete,
    shell: toShell(complete.site, complete.services, complete.solutions),
    caseStudies,
    blog,
    legal,
  }
  return result
}
