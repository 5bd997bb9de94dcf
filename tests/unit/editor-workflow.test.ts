/**
 * An editor follows the content guide (docs/content.md): on a copy of the repository's data/ and
 * public/, add the case study, the article and the service exactly as its "Add a case study", "Add an
 * article" and "Add a service" sections show them, run the pipeline and find each where a visitor
 * would: the lists, the neighbours, the related articles, the feed, the menus and the service's own
 * page. Then, on another
 * copy, change a figure of data/figures.yaml: the pages that cite it change, and nothing else.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GeneratedContent } from '@/schemas/collections'
import { navigationSchema } from '@/schemas/navigation'
import { servicePageSchema } from '@/schemas/servicePages'
import { neighbours, toCaseStudySummary } from '@/views/caseStudies'
import { newestFirst, relatedPosts } from '@/views/blog'
import { serviceSlug } from '@/lib/paths'
import { brandedTitle } from '@/views/sitePages'
import { countInWords, slugify } from '@/lib/text'
import { rssXml } from '../../scripts/site/rss'
import { diskDataFiles } from '../../scripts/data/dataFiles'
import { runPipeline } from '../../scripts/data/pipeline'
import { repositoryRoot, siteContent } from './support/siteContent'

const guidePath = 'docs/content.md'
const guide = readFileSync(path.join(repositoryRoot, guidePath), 'utf8')

/** A section of the content guide, from its heading ("## Add a case study") to the next of its level. */
function guideSection(step: string): string {
  const lines = guide.split('\n')
  const start = lines.indexOf(`## ${step}`)
  if (start === -1) throw new Error(`${guidePath} has no "## ${step}" section`)
  let fenced = false
  let end = start + 1
  for (; end < lines.length; end++) {
    if (lines[end]!.startsWith('```')) fenced = !fenced
    else if (!fenced && /^#{1,2} /.test(lines[end]!)) break
  }
  return lines.slice(start, end).join('\n')
}

/** The first fenced code block of a step of the content guide, and the words before it. */
function guideExample(step: string): { intro: string; code: string } {
  const section = guideSection(step)
  const block = /```\w*\n([\s\S]*?)```/.exec(section)
  if (!block) throw new Error(`${guidePath} shows no example under "## ${step}"`)
  return { intro: section.slice(0, block.index), code: block[1]! }
}

/** Every fenced code block of a step of the content guide. */
function guideExamples(step: string): { intro: string; code: string[] } {
  const section = guideSection(step)
  const code = [...section.matchAll(/```\w*\n([\s\S]*?)```/g)].map((match) => match[1]!)
  return { intro: section, code }
}

/** The files under `copy` that are new or differ from those under `original`, as sorted relative paths. */
function changedFiles(original: string, copy: string): string[] {
  return readdirSync(copy, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(copy, path.join(entry.parentPath, entry.name)))
    .filter((file) => {
      const before = path.join(original, file)
      return !existsSync(before) || !readFileSync(before).equals(readFileSync(path.join(copy, file)))
    })
    .sort()
}

let dataDir: string
let publicDir: string
let content: GeneratedContent
let warnings: string[]
let studyFile: string
let articleSlug: string
let serviceName: string
let servicePageFile: string

beforeAll(() => {
  const work = mkdtempSync(path.join(tmpdir(), 'editor-'))
  dataDir = path.join(work, 'data')
  publicDir = path.join(work, 'public')
  cpSync(path.join(repositoryRoot, 'data'), dataDir, { recursive: true })
  cpSync(path.join(repositoryRoot, 'public'), publicDir, { recursive: true })

  // "create data/case-studies/<NN-name>.yaml (studies appear in file-name order)": the next number.
  const study = guideExample('Add a case study')
  expect(study.intro).toContain('data/case-studies/<NN-name>.yaml')
  const taken = readdirSync(path.join(dataDir, 'case-studies')).map((name) => Number.parseInt(name, 10))
  studyFile = `${String(Math.max(...taken) + 1).padStart(2, '0')}-freight-visibility-demos.yaml`
  writeFileSync(path.join(dataDir, 'case-studies', studyFile), study.code)

  // "create data/blog/<slug>.md ... and draw its featured image", with an id no other article uses.
  const article = guideExample('Add an article')
  expect(article.intro).toContain('data/blog/<slug>.md')
  const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(article.code)![1]!) as {
    slug: string
    featuredImage: string
  }
  articleSlug = frontMatter.slug
  const ids = readdirSync(path.join(dataDir, 'blog')).map(
    (name) =>
      (
        parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dataDir, 'blog', name), 'utf8'))![1]!) as {
          id: number
        }
      ).id,
  )
  const body =
    '\nWe tested three opening lines on 1,200 logistics buyers over four weeks. The one that named a ' +
    'shipment delay the buyer had just lived through won by a wide margin, and the rest of this article ' +
    'shows how we found those delays in public data before writing a single message.\n'
  writeFileSync(
    path.join(dataDir, 'blog', `${articleSlug}.md`),
    article.code.replace(/^id: \d+/m, `id: ${Math.max(...ids) + 1}`) + body,
  )
  writeFileSync(
    path.join(publicDir, frontMatter.featuredImage),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"/>',
  )

  // "add its entry to data/services.yaml ... Then create its page, data/service-pages/<slug>.yaml".
  const service = guideExamples('Add a service')
  expect(service.intro).toContain('data/services.yaml')
  expect(service.intro).toContain('data/service-pages/<slug>.yaml')
  expect(service.code).toHaveLength(2)
  const [entry, page] = service.code as [string, string]
  serviceName = (parse(entry) as { name: string }[])[0]!.name
  servicePageFile = page
  appendFileSync(path.join(dataDir, 'services.yaml'), `\n${entry}`)
  writeFileSync(path.join(dataDir, 'service-pages', `${serviceSlug(serviceName)}.yaml`), page)

  // "When it goes live, add its address to data/published-addresses.yaml".
  expect(guide.replace(/\s+/g, ' ')).toContain(
    'When the study goes live, add its address to `data/published-addresses.yaml`',
  )
  const studySlug = (parse(study.code) as { slug: string }).slug
  appendFileSync(
    path.join(dataDir, 'published-addresses.yaml'),
    `- /case-studies/${studySlug}\n- /blog/${articleSlug}\n`,
  )

  const result = runPipeline(diskDataFiles(dataDir, publicDir))
  expect(result.errors).toEqual([])
  content = result.content!
  warnings = result.warnings
}, 60_000)

afterAll(() => {
  rmSync(path.dirname(dataDir), { recursive: true, force: true })
})

describe('adding content by the content guide', () => {
  it('passes build:data; the only note is the example read time, which the guide says is checked', () => {
    expect(warnings.every((warning) => warning.startsWith(`data/blog/${articleSlug}.md: readTime:`))).toBe(
      true,
    )
  })

  it('puts the new case study last in the list, with its card, after the previous last study', () => {
    const studies = content.caseStudies
    const added = studies.at(-1)!
    expect(added.slug).toBe(slugify(added.title))
    expect(toCaseStudySummary(added)).toMatchObject({
      title: added.title,
      resultsCount: added.results.length,
    })
    expect(added.metrics.length).toBeGreaterThan(0)
    expect(added.results.join('\n')).not.toContain('{{')
    expect(added.timeline?.periods).toHaveLength(Number.parseInt(added.timeframe!, 10))
    const previous = studies.at(-2)!
    expect(neighbours(studies, added.slug)).toEqual({
      previous: { slug: previous.slug, title: expect.any(String) as string },
      next: null,
    })
    expect(neighbours(studies, previous.slug).next?.slug).toBe(added.slug)
  })

  it('lists the new article newest first, relates it to its category and puts it in the feed', () => {
    const posts = content.blog
    const added = posts.find((post) => post.slug === articleSlug)!
    expect(added.html).toContain('<h2 id="first-heading">')
    expect(newestFirst(posts)[0]!.slug).toBe(articleSlug)

    const sameCategory = posts.filter((post) => post.category === added.category && post !== added)
    expect(sameCategory.length).toBeGreaterThan(0)
    expect(relatedPosts(posts, added).map((post) => post.slug)).toEqual(
      newestFirst(sameCategory)
        .slice(0, 3)
        .map((post) => post.slug),
    )
    for (const other of sameCategory) {
      expect(relatedPosts(posts, other).map((post) => post.slug)).toContain(articleSlug)
    }

    const feed = rssXml(content.site, posts)
    const firstItem = /<item>[\s\S]*?<\/item>/.exec(feed)![0]
    expect(firstItem).toContain(`/blog/${articleSlug}</link>`)
    expect(feed.match(/<item>/g)).toHaveLength(posts.length)
  })
})

describe('adding a service by the content guide: two edits in data/, no code', () => {
  it('lists the service last, with the slug its address rule gives', () => {
    const added = content.services.at(-1)!
    expect(added.name).toBe(serviceName)
    expect(added.slug).toBe(serviceName.toLowerCase().replaceAll(' ', '-'))
  })

  it('writes its page: the sections in the order of its file, and its closing call', () => {
    const slug = serviceSlug(serviceName)
    const page = content.servicePages[slug]!
    const written = servicePageSchema.parse(parse(servicePageFile))
    expect(page.sections.map((section) => [section.type, section.id])).toEqual(
      written.sections.map((section) => [section.type, section.id]),
    )
    expect(page.closingCall.title).toBe(written.closingCall.title)
    // The figures it cites are filled in like everywhere else.
    expect(JSON.stringify(page)).toContain(content.figures.timeToFirstMeetings!.value)
    expect(JSON.stringify(page)).not.toContain('{{')
  })

  it('takes exactly those two edits: data/navigation.yaml and every other file stay as they were', () => {
    const slug = serviceSlug(serviceName)
    // The case study and the article of the guide's other steps are in the same copy.
    const otherSteps = (file: string) =>
      file.startsWith('case-studies/') || file.startsWith('blog/') || file === 'published-addresses.yaml'
    expect(
      changedFiles(path.join(repositoryRoot, 'data'), dataDir).filter((file) => !otherSteps(file)),
    ).toEqual([`service-pages/${slug}.yaml`, 'services.yaml'])
  })

  it('gives it a page with its metadata', () => {
    const added = content.services.at(-1)!
    expect(content.sitePages.find((page) => page.path === `/services/${added.slug}`)).toMatchObject({
      kind: 'service',
      title: brandedTitle(added.seo.title, content.site),
      headline: added.hero.title,
    })
  })

  it('puts it last in every menu and footer column data/navigation.yaml fills from the service list', () => {
    const added = content.services.at(-1)!
    const link = { label: added.title, href: `/services/${added.slug}` }
    const source = navigationSchema.parse(parse(readFileSync(path.join(dataDir, 'navigation.yaml'), 'utf8')))
    const { main, footer } = content.shell.navigation
    const listsServices = (item: object) => 'list' in item && item.list === 'services'

    const menus = main.filter((_, index) => listsServices(source.main[index]!))
    expect(menus).not.toHaveLength(0)
    for (const menu of menus) {
      expect(menu.kind).toBe('menu')
      const links = menu.kind === 'menu' ? menu.links : []
      expect(links).toHaveLength(content.services.length)
      expect(links.at(-1)).toEqual(link)
    }

    const columns = footer.filter((_, index) => listsServices(source.footer[index]!))
    expect(columns).not.toHaveLength(0)
    for (const column of columns) {
      expect(column.links).toHaveLength(content.services.length)
      expect(column.links.at(-1)).toEqual(link)
    }
  })

  it("counts it in the home page's copy", () => {
    const count = countInWords(content.services.length)
    expect(content.home.services.subtitle).toMatch(new RegExp(`^${count} ways to reach`))
  })
})

describe('changing a figure of data/figures.yaml', () => {
  let before: GeneratedContent
  let after: GeneratedContent
  let name: string
  let oldValue: string
  let newValue: string

  beforeAll(() => {
    const work = mkdtempSync(path.join(tmpdir(), 'editor-figure-'))
    const copy = path.join(work, 'data')
    cpSync(path.join(repositoryRoot, 'data'), copy, { recursive: true })
    before = siteContent()
    // A marketing figure of its own: not quoted from a case study, not a total or part of one.
    const parts = new Set(Object.values(before.figures).flatMap((figure) => figure.sumOf ?? []))
    const [found, figure] = Object.entries(before.figures).find(
      ([candidate, { caseStudy, sumOf, value }]) =>
        caseStudy === undefined && sumOf === undefined && !parts.has(candidate) && /%$/.test(value),
    )!
    name = found
    oldValue = figure.value
    newValue = oldValue.replace(/\d+/, (digits) => String(Number(digits) + 15))
    const file = path.join(copy, 'figures.yaml')
    const text = readFileSync(file, 'utf8')
    const at = text.indexOf(`\n${name}:\n`)
    const valueLine = text.indexOf('  value: ', at)
    const end = text.indexOf('\n', valueLine)
    writeFileSync(file, `${text.slice(0, valueLine)}  value: ${newValue}${text.slice(end)}`)
    const result = runPipeline(diskDataFiles(copy, path.join(repositoryRoot, 'public')))
    expect(result.errors).toEqual([])
    after = result.content!
    rmSync(work, { recursive: true, force: true })
  }, 60_000)

  it('changes the pages that cite it', () => {
    expect(after.figures[name]!.value).toBe(newValue)
    const cited = (content: GeneratedContent) =>
      JSON.stringify([
        content.servicePages,
        content.services,
        content.solutionPages,
        content.whyChoose,
        content.pages,
      ])
    expect(cited(before)).toContain(oldValue)
    expect(cited(after)).toContain(newValue)
  })

  it('changes no case study and no address', () => {
    expect(after.caseStudies).toEqual(before.caseStudies)
    expect(after.sitePages.map((page) => page.path)).toEqual(before.sitePages.map((page) => page.path))
    expect(after.sitePages.filter((page) => page.kind === 'caseStudy')).toEqual(
      before.sitePages.filter((page) => page.kind === 'caseStudy'),
    )
    expect(after.redirects).toEqual(before.redirects)
    expect(after.publishedAddresses).toEqual(before.publishedAddresses)
  })
})
