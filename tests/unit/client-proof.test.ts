/**
 * The proof a page shows (client quotes, the reviews rating, client logos): the rules build:data
 * holds them to, each broken once in a copy of data/, and the views the pages are built from.
 */
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import type { CaseStudy } from '@/schemas/caseStudy'
import { toCaseStudySummary } from '@/views/caseStudies'
import { formatMetricValue } from '@/lib/metrics'
import { clientOf, logoViews, quotesForPage, quoteViews, reviewsRating } from '@/views/clientProof'
import { svgSize } from '@/lib/svgSize'
import { edit, fixtureData, realData } from './support/memoryData'
import type { MemoryDataFiles } from '../../scripts/data/dataFiles'

const QUOTES = 'client-quotes.yaml'
const SEO_STUDY = 'organic-growth-for-a-coding-school'

/** The 1-based line of `data/<file>` that holds `text` first. */
function lineOf(dataSet: MemoryDataFiles, file: string, text: string): number {
  return (
    dataSet
      .readData(file)!
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  )
}

describe('client quotes in build:data', () => {
  it('refuses a quote naming no existing case study, at its caseStudy field and line', () => {
    const dataSet = fixtureData()
    edit(dataSet, QUOTES, (text) =>
      text.replace(`name: Dana Petrenko\n  photo: /images/a.svg\n  caseStudy: ${SEO_STUDY}`, (match) =>
        match.replace(SEO_STUDY, 'organic-growth-for-a-cooking-school'),
      ),
    )
    const { errors, problems, content } = runPipeline(dataSet)
    expect(content).toBeUndefined()
    expect(errors).toEqual([
      "data/client-quotes.yaml: 1.caseStudy: no case study has the slug 'organic-growth-for-a-cooking-school'",
    ])
    expect(problems[0]!.line).toBe(lineOf(dataSet, QUOTES, 'caseStudy: organic-growth-for-a-cooking-school'))
  })

  it('leaves the quotes unjudged while a case study is invalid: the study is the problem to fix', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) => text.replace(/^category: .*$/m, 'category: 7'))
    const { errors } = runPipeline(dataSet)
    expect(errors.filter((error) => error.startsWith('data/client-quotes.yaml'))).toEqual([])
    expect(errors.some((error) => error.startsWith('data/case-studies/02-seo.yaml: category'))).toBe(true)
  })

  it('refuses a number its case study does not state', () => {
    const dataSet = fixtureData()
    edit(dataSet, QUOTES, (text) => text.replace('1,247 keywords', '1,500 keywords'))
    expect(runPipeline(dataSet).errors).toEqual([
      `data/client-quotes.yaml: 0.quote: quotes 1,500, which no result of its case study (${SEO_STUDY}) states`,
    ])
  })

  it('refuses a photo that is not in public/, and a photo without the name it belongs to', () => {
    const dataSet = fixtureData()
    edit(dataSet, QUOTES, (text) => text.replace('photo: /images/a.svg', 'photo: /images/dana.jpg'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/client-quotes.yaml: 1.photo: no file public/images/dana.jpg',
    ])
    edit(dataSet, QUOTES, (text) =>
      text.replace('  name: Dana Petrenko\n', '').replace('/images/dana.jpg', '/images/a.svg'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/client-quotes.yaml: 1.photo: needs the person’s name: a portrait is shown with the name it belongs to',
    ])
  })

  it('holds every quote of the real data to its study: it exists, and every number it quotes is a result', () => {
    const dataSet = realData()
    const { errors, content } = runPipeline(dataSet)
    expect(errors).toEqual([])
    const studies = new Map(content!.caseStudies.map((study) => [study.slug, study]))
    expect(content!.clientQuotes.length).toBeGreaterThan(0)
    for (const quote of content!.clientQuotes) expect(studies.has(quote.caseStudy)).toBe(true)
  })
})

describe('the pages a case study used (servicesUsed)', () => {
  it('refuses an address that is not a service or solution page (the links check names the pages there are)', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace(/^category: (.*)$/m, 'category: $1\nservicesUsed: [/services/ai-seo, /blog]'),
    )
    const errors = runPipeline(dataSet).errors
    expect(errors).toContain(
      'data/case-studies/02-seo.yaml: servicesUsed.1: must be a service or solution address, such as /services/telegram-outreach',
    )
    edit(dataSet, 'case-studies/02-seo.yaml', (text) => text.replace(', /blog]', ']'))
    const [error, ...rest] = runPipeline(dataSet).errors
    expect(rest).toEqual([])
    expect(error).toMatch(
      /^data\/case-studies\/02-seo\.yaml: servicesUsed\.0: '\/services\/ai-seo' is not a page of this site; pages: \/services\/ai-seo-organic-growth, /,
    )
  })

  it('relates every real study to at least one page, so its quotes are shown beside the work they praise', () => {
    const dataSet = realData()
    const { content } = runPipeline(dataSet)
    for (const study of content!.caseStudies)
      expect(study.servicesUsed?.length, study.slug).toBeGreaterThan(0)
  })
})

describe('client logos and the reviews rating in build:data', () => {
  it('refuses a logo that is missing, not an SVG, or declares no size', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'client-logos.yaml', (text) =>
      text.replace('/images/clients/northwind.svg', '/images/clients/nw.png'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/client-logos.yaml: 0.logo: must be an SVG file under public/, such as /images/clients/acme.svg',
      'data/client-logos.yaml: 0.logo: no file public/images/clients/nw.png',
    ])
    edit(dataSet, 'client-logos.yaml', (text) => text.replace('nw.png', 'nw.svg'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/client-logos.yaml: 0.logo: no file public/images/clients/nw.svg',
    ])
    edit(dataSet, 'client-logos.yaml', (text) => text.replace('/images/clients/nw.svg', '/images/a.svg'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/client-logos.yaml: 0.logo: public/images/a.svg declares no size: give its <svg> a viewBox',
    ])
  })

  it('lets a case study name its client and carry a logo, but no logo without the name', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace(/^industry: (.*)$/m, 'industry: $1\nclientLogo: /images/clients/northwind.svg'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/02-seo.yaml: clientLogo: needs client: a logo is shown with the name of the client it belongs to',
    ])
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace('clientLogo:', 'client: Northwind Academy\nclientLogo:'),
    )
    const { errors, content } = runPipeline(dataSet)
    expect(errors).toEqual([])
    const study = content!.caseStudies.find((candidate) => candidate.slug === SEO_STUDY)!
    expect(study).toMatchObject({ client: 'Northwind Academy', clientLogo: '/images/clients/northwind.svg' })
  })

  it('refuses a rating without its number of reviews, or outside one to five stars', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) => text.replace(/^ {2}reviewCount: .*\n/m, ''))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/site.yaml: reviewsProfile.reviewCount: rating and reviewCount go together: a rating is shown with the number of reviews behind it',
    ])
    edit(dataSet, 'site.yaml', (text) =>
      text.replace(/^ {2}rating: .*$/m, '  rating: 5.5\n  reviewCount: 12'),
    )
    expect(runPipeline(dataSet).errors).toEqual(['data/site.yaml: reviewsProfile.rating: must be at most 5'])
    edit(dataSet, 'site.yaml', (text) => text.replace('rating: 5.5', 'rating: 4.85'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/site.yaml: reviewsProfile.rating: must have at most one decimal, such as 4.9',
    ])
    edit(dataSet, 'site.yaml', (text) => text.replace('rating: 4.85', 'rating: 4.7'))
    // A valid rating; the demo's five-star badge no longer agrees with it (ratingClaims.ts).
    expect(runPipeline(dataSet).errors).toEqual([
      "data/site.yaml: awards.4.title: claims a rating of 5, but data/site.yaml's reviewsProfile states 4.7, which the pages show beside it: make them agree",
      "data/site.yaml: awards.4.description: claims a rating of 5, but data/site.yaml's reviewsProfile states 4.7, which the pages show beside it: make them agree",
    ])
    edit(dataSet, 'site.yaml', (text) =>
      text
        .replace('title: 5-Star Client Rating', 'title: Top Rated Agency')
        .replace(
          /description: Given for an average client rating .*$/m,
          'description: Among the best rated.',
        ),
    )
    expect(runPipeline(dataSet).errors).toEqual([])
  })
})

const study = (slug: string, extra: Partial<CaseStudy> = {}) =>
  ({
    slug,
    title: `Study ${slug}`,
    industry: 'Fintech',
    headquarters: 'Warsaw, Poland',
    ...extra,
  }) as CaseStudy

describe('the views the pages are built from', () => {
  const quotes = [
    { quote: 'A', role: 'Head of Sales', caseStudy: 'one', sample: true },
    { quote: 'B', role: 'CTO', caseStudy: 'two', name: 'Ada', photo: '/images/ada.jpg' },
    { quote: 'C', role: 'CMO', caseStudy: 'gone' },
  ]
  const studies = [
    study('one', { servicesUsed: ['/services/telegram-outreach'] }),
    study('two', {
      client: 'Acme Pay',
      servicesUsed: ['/solutions/sales-automation', '/services/telegram-outreach'],
    }),
  ]

  it('names the client as its study does: by name once allowed, else by industry and headquarters', () => {
    expect(clientOf(studies[1]!)).toBe('Acme Pay')
    expect(clientOf(studies[0]!)).toBe('Fintech · Warsaw, Poland')
    expect(clientOf({ industry: 'SaaS' })).toBe('SaaS')
  })

  it('shows a quote with its study, in file order; a page shows the quotes of the studies that used it', () => {
    expect(quoteViews(quotes, studies)).toEqual([
      {
        quote: 'A',
        role: 'Head of Sales',
        name: null,
        photo: null,
        client: 'Fintech · Warsaw, Poland',
        study: { slug: 'one', title: 'Study one' },
      },
      {
        quote: 'B',
        role: 'CTO',
        name: 'Ada',
        photo: '/images/ada.jpg',
        client: 'Acme Pay',
        study: { slug: 'two', title: 'Study two' },
      },
    ])
    expect(quotesForPage(quotes, studies, '/services/telegram-outreach').map((quote) => quote.quote)).toEqual(
      ['A', 'B'],
    )
    expect(quotesForPage(quotes, studies, '/solutions/sales-automation').map((quote) => quote.quote)).toEqual(
      ['B'],
    )
    expect(quotesForPage(quotes, studies, '/services/appointment-setting')).toEqual([])
  })

  it('puts first on a page the quotes of the studies that list it first: the work the page sells', () => {
    const both = [
      study('side', { servicesUsed: ['/solutions/sales-automation', '/services/telegram-outreach'] }),
      study('main', { servicesUsed: ['/services/telegram-outreach'] }),
    ]
    const said = [
      { quote: 'Side', role: 'CEO', caseStudy: 'side' },
      { quote: 'Main', role: 'CTO', caseStudy: 'main' },
    ]
    expect(quotesForPage(said, both, '/services/telegram-outreach').map((quote) => quote.quote)).toEqual([
      'Main',
      'Side',
    ])
    expect(quotesForPage(said, both, '/solutions/sales-automation').map((quote) => quote.quote)).toEqual([
      'Side',
    ])
  })

  it('gives the rating only when the profile states one, with its count', () => {
    const profile = { name: 'Reviews', url: 'https://reviews.example/p' }
    expect(reviewsRating(profile)).toBeNull()
    expect(reviewsRating({ ...profile, rating: 4.8, reviewCount: 31 })).toEqual({
      platform: 'Reviews',
      url: 'https://reviews.example/p',
      rating: 4.8,
      reviewCount: 31,
    })
  })

  it('lists the logos of case studies first, then the others, each with its drawing size', () => {
    const sizes: Record<string, { width: number; height: number } | null> = {
      '/a.svg': { width: 120, height: 40 },
      '/b.svg': { width: 90, height: 30 },
      '/none.svg': null,
    }
    const logos = logoViews(
      [study('one'), study('two', { client: 'Acme Pay', clientLogo: '/a.svg' })],
      [
        { name: 'Beta', logo: '/b.svg' },
        { name: 'Broken', logo: '/none.svg' },
      ],
      (logo) => sizes[logo] ?? null,
    )
    expect(logos).toEqual([
      { name: 'Acme Pay', logo: '/a.svg', caseStudy: 'two', size: { width: 120, height: 40 } },
      { name: 'Beta', logo: '/b.svg', caseStudy: null, size: { width: 90, height: 30 } },
    ])
  })

  it('reads an SVG’s size from its viewBox, or its width and height', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">')).toEqual({
      width: 160,
      height: 40,
    })
    expect(svgSize("<svg width='88px' height='24'>")).toEqual({ width: 88, height: 24 })
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull()
  })

  it('puts the key result, the first metric, on the list card', () => {
    const dataSet = realData()
    const { content } = runPipeline(dataSet)
    for (const real of content!.caseStudies) {
      const summary = toCaseStudySummary(real)
      const first = real.metrics[0]
      expect(summary.keyResult).toEqual(
        first ? { value: formatMetricValue(first), label: first.label } : null,
      )
      expect(summary.resultsCount).toBe(real.results.length)
    }
    const payments = content!.caseStudies.find((candidate) => candidate.slug.includes('146-demos'))!
    expect(toCaseStudySummary(payments).keyResult).toEqual({
      value: '146',
      label: 'Qualified demos booked with payments and product leaders',
    })
  })
})
