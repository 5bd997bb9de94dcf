import { describe, expect, it } from 'vitest'
import { metadataProblems } from '@/lib/metadataRules'
import type { SitePage } from '@/lib/pageMetadata'
import { socialImageAlt, socialImagePath } from '@/views/socialImage'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData, realData } from './support/memoryData'

const page = (overrides: Partial<SitePage>): SitePage => ({
  path: '/case-studies/x',
  kind: 'caseStudy',
  title: 'A Study - Case Study',
  description: 'd'.repeat(120),
  keywords: [],
  headline: 'A Study',
  detail: 'Fintech',
  breadcrumb: [],
  noindex: false,
  source: { file: 'case-studies/01-x.yaml', title: 'title', description: 'results.0' },
  ...overrides,
})

describe('metadataProblems: titles of at most 60 and descriptions of 70 to 160 characters', () => {
  it('accepts the limits themselves', () => {
    expect(metadataProblems(page({ title: 't'.repeat(60), description: 'd'.repeat(70) }))).toEqual([])
    expect(metadataProblems(page({ description: 'd'.repeat(160) }))).toEqual([])
  })

  it('asks for a seoTitle when the display title makes the page title too long', () => {
    expect(metadataProblems(page({ title: 't'.repeat(72) }))).toEqual([
      {
        file: 'case-studies/01-x.yaml',
        field: 'title',
        message: `makes the page title '${'t'.repeat(72)}' 72 characters long, more than 60: add a seoTitle at least 12 characters shorter than the title`,
      },
    ])
  })

  it('asks to shorten a seoTitle, or a title that has no separate SEO title', () => {
    const seo = page({ title: 't'.repeat(61), source: { ...page({}).source, title: 'seoTitle' } })
    expect(metadataProblems(seo)[0]).toMatchObject({
      field: 'seoTitle',
      message: expect.stringMatching(/61 characters long, more than 60: shorten it by at least 1 character$/),
    })
    const service = page({
      kind: 'service',
      title: 't'.repeat(65),
      source: { file: 'services.yaml', title: '2.seo.title', description: '2.seo.description' },
    })
    expect(metadataProblems(service)[0]).toMatchObject({
      file: 'services.yaml',
      field: '2.seo.title',
      message: expect.stringMatching(/shorten it by at least 5 characters$/),
    })
  })

  it('reports descriptions that are too short or too long, with the change they need', () => {
    expect(metadataProblems(page({ description: 'd'.repeat(56) }))).toEqual([
      {
        file: 'case-studies/01-x.yaml',
        field: 'results.0',
        message:
          'makes the meta description 56 characters long, outside 70 to 160: add a seoDescription of 70 to 160 characters',
      },
    ])
    const legal = page({
      kind: 'legal',
      description: 'd'.repeat(231),
      source: { file: 'legal/cookie-policy.md', title: 'title', description: 'description' },
    })
    expect(metadataProblems(legal)).toEqual([
      {
        file: 'legal/cookie-policy.md',
        field: 'description',
        message:
          'makes the meta description 231 characters long, outside 70 to 160: make it at least 71 characters shorter',
      },
    ])
  })
})

describe('the metadata rule in the pipeline', () => {
  it('holds for every page of the real content', () => {
    const { errors, content } = runPipeline(realData())
    expect(errors).toEqual([])
    for (const each of content!.sitePages) {
      expect(each.title.length, each.path).toBeLessThanOrEqual(60)
      expect(each.description.length, each.path).toBeGreaterThanOrEqual(70)
      expect(each.description.length, each.path).toBeLessThanOrEqual(160)
    }
  })

  it('reports every violation as data/<file>: <field.path>: <message>', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) => text.replace(/^seoTitle: .*\n/m, ''))
    edit(dataSet, 'blog/first-post.md', (text) => text.replace(/^seoDescription: .*\n/m, ''))
    edit(dataSet, 'pages.yaml', (text) =>
      text.replace(
        '  title: Contact Us',
        '  title: Contact Us About B2B Lead Generation and AI Sales Agents',
      ),
    )
    edit(dataSet, 'services.yaml', (text) =>
      text.replace(
        'title: B2B Appointment Setting Services',
        'title: B2B Appointment Setting Services That Book Meetings',
      ),
    )
    edit(dataSet, 'legal/cookie-policy.md', (text) =>
      text.replace(/^description: .*$/m, 'description: Cookies.'),
    )
    const { errors, content } = runPipeline(dataSet)
    expect(content).toBeUndefined()
    expect(errors).toEqual([
      "data/services.yaml: 3.seo.title: makes the page title 'B2B Appointment Setting Services That Book Meetings | Bandera' 61 characters long, more than 60: shorten it by at least 1 character",
      "data/case-studies/01-agents.yaml: title: makes the page title 'How Bandera AI Agents Booked 140 Demos: A Payments Story - Case Study' 69 characters long, more than 60: add a seoTitle at least 9 characters shorter than the title",
      'data/blog/first-post.md: excerpt: makes the meta description 16 characters long, outside 70 to 160: add a seoDescription of 70 to 160 characters',
      'data/legal/cookie-policy.md: description: makes the meta description 8 characters long, outside 70 to 160: make it at least 62 characters longer',
      "data/pages.yaml: contact.title: makes the page title 'Contact Us About B2B Lead Generation and AI Sales Agents | Bandera' 66 characters long, more than 60: shorten it by at least 6 characters",
    ])
  })
})

describe('site pages', () => {
  const { content } = runPipeline(fixtureData())
  const pages = content!.sitePages
  const byPath = (path: string) => pages.find((candidate) => candidate.path === path)!

  it('lists every page once, the not-found page as noindex', () => {
    expect(new Set(pages.map((each) => each.path)).size).toBe(pages.length)
    expect(pages.filter((each) => each.noindex).map((each) => each.path)).toEqual(['/404'])
    expect(pages.filter((each) => each.kind === 'service')).toHaveLength(6)
    expect(pages.filter((each) => each.kind === 'solution')).toHaveLength(3)
  })

  it("keeps the spec's title formats, with the SEO title in place of the title where one is given", () => {
    const [agents, seo] = content!.caseStudies
    expect(byPath(`/case-studies/${agents!.slug}`).title).toBe(`${agents!.seoTitle} - Case Study`)
    expect(byPath(`/case-studies/${seo!.slug}`).title).toBe(`${seo!.title} - Case Study`)
    expect(byPath('/blog/first-post').title).toBe('The First Post - Bandera AI Blog')
    expect(byPath('/contact').title).toBe('Contact Us | Bandera')
    expect(byPath('/').title).toBe('Bandera: B2B Lead Generation & AI Sales Agents | 400%+ ROI')
  })

  it('describes a case study by its industry and first result unless it has a seoDescription', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text
        .replace(/^seoDescription: .*\n/m, '')
        .replace(
          '  - 1,247 keywords in the top 10',
          '  - 1,247 keywords in the top 10 of Google for course, career and bootcamp searches',
        ),
    )
    const study = runPipeline(dataSet).content!.sitePages.find(
      (each) => each.kind === 'caseStudy' && each.headline.startsWith('Organic'),
    )!
    expect(study.description).toBe(
      'EdTech case study: 1,247 keywords in the top 10 of Google for course, career and bootcamp searches',
    )
  })

  it('dates each page by its content: article, case study (or its update), legal text, newest of a list', () => {
    const [agents, seo] = content!.caseStudies
    expect(byPath(`/case-studies/${agents!.slug}`).lastModified).toBe(agents!.updatedDate)
    expect(byPath(`/case-studies/${seo!.slug}`).lastModified).toBe(seo!.publishDate)
    expect(byPath('/case-studies').lastModified).toBe(agents!.updatedDate)
    expect(byPath('/blog/second-post').lastModified).toBe('2025-06-01')
    expect(byPath('/blog').lastModified).toBe('2025-06-01')
    const privacy = content!.legal.find((document) => document.slug === 'privacy-policy')!
    expect(byPath('/privacy-policy').lastModified).toBe(privacy.updated)
    expect(byPath('/').lastModified).toBeUndefined()
    expect(byPath('/services/appointment-setting').lastModified).toBeUndefined()
  })

  it('leads breadcrumbs from Home through real list pages', () => {
    const crumbs = (path: string) => byPath(path).breadcrumb.map((crumb) => crumb.path)
    expect(crumbs('/')).toEqual(['/'])
    expect(crumbs('/services/appointment-setting')).toEqual(['/', '/services/appointment-setting'])
    expect(crumbs('/solutions/sales-automation')).toEqual(['/', '/solutions/sales-automation'])
    expect(crumbs('/blog/first-post')).toEqual(['/', '/blog', '/blog/first-post'])
    const study = pages.find((each) => each.kind === 'caseStudy')!
    expect(crumbs(study.path)).toEqual(['/', '/case-studies', study.path])
    expect(byPath('/blog/first-post').breadcrumb.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Blog',
      'The First Post',
    ])
    expect(crumbs('/404')).toEqual([])
  })

  it('fills {{placeholders}} in data/pages.yaml from site.yaml and the content', () => {
    expect(byPath('/case-studies').description).toMatch(/^2 B2B case studies/)
    const dataSet = fixtureData()
    edit(dataSet, 'pages.yaml', (text) => text.replace('title: Contact Us', 'title: Contact {{ceo}}'))
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(
        /^data\/pages\.yaml: contact\.title: unknown placeholder \{\{ceo\}\}; known: brand, /,
      ),
    ])
  })

  it('names each page’s social image after its address, and describes it', () => {
    expect(socialImagePath('/')).toBe('/social/home.png')
    expect(socialImagePath('/blog/first-post')).toBe('/social/blog/first-post.png')
    expect(socialImageAlt(byPath('/blog/first-post'), { brand: 'Bandera' })).toBe(
      'Bandera, Article: The First Post',
    )
  })
})
