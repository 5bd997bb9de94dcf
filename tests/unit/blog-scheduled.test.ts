/**
 * A publish date after the day of the build: refused, unless the article says `scheduled: true`;
 * then it waits off the site (pages, lists, feed, sitemap, related articles, the published
 * addresses) until that day. The day is the pipeline's `today` option here.
 */
import { describe, expect, it } from 'vitest'
import { relatedPosts } from '@/views/blog'
import { rssXml } from '../../scripts/site/rss'
import { runPipeline } from '../../scripts/data/pipeline'
import type { Problem } from '../../scripts/data/problems'
import { scheduledLine } from '../../scripts/data/report'
import { edit, fixtureData, lineOf } from './support/memoryData'
import type { MemoryDataFiles } from '../../scripts/data/dataFiles'

const SECOND = 'blog/second-post.md' // published '2025-06-01'

/** The fixture data with data/blog/second-post.md scheduled (and not yet in the published list). */
function withSecondPostScheduled(): MemoryDataFiles {
  const dataSet = fixtureData()
  edit(dataSet, SECOND, (text) =>
    text.replace("publishDate: '2025-06-01'", "publishDate: '2025-06-01'\nscheduled: true"),
  )
  edit(dataSet, 'published-addresses.yaml', (text) => text.replace('- /blog/second-post\n', ''))
  return dataSet
}

describe('a publish date after the day of the build', () => {
  it('is refused for an article that does not say it is scheduled, at its line', () => {
    const dataSet = fixtureData()
    expect(runPipeline(dataSet, { today: '2025-05-20' }).problems).toEqual([
      {
        severity: 'error',
        file: SECOND,
        field: 'publishDate',
        message:
          'is 2025-06-01, after today (2025-05-20): correct it, or add scheduled: true to publish the article on that day (it stays off the site until then)',
        line: lineOf(dataSet, SECOND, /^publishDate: /),
      },
    ])
  })

  it('is refused for a case study, and so is an update date', () => {
    const dataSet = fixtureData()
    const { errors } = runPipeline(dataSet, { today: '2025-03-01' })
    expect(errors).toEqual([
      'data/blog/first-post.md: publishDate: is 2025-05-14, after today (2025-03-01): correct it, or add scheduled: true to publish the article on that day (it stays off the site until then)',
      'data/blog/second-post.md: publishDate: is 2025-06-01, after today (2025-03-01): correct it, or add scheduled: true to publish the article on that day (it stays off the site until then)',
      'data/case-studies/01-agents.yaml: publishDate: is 2025-03-11, after today (2025-03-01): a case study is on the site as soon as its file is in data/; write the day it is published',
      'data/case-studies/01-agents.yaml: updatedDate: is 2025-04-02, after today (2025-03-01): write the day the study last changed',
    ])
  })
})

describe('a scheduled article', () => {
  it('is left out of the site until its day: pages, lists, feed, sitemap, related articles', () => {
    const result = runPipeline(withSecondPostScheduled(), { today: '2025-05-31' })
    expect(result.errors).toEqual([])
    const content = result.content!
    expect(content.blog.map((post) => post.slug)).toEqual(['first-post'])
    expect(content.sitePages.map((page) => page.path)).not.toContain('/blog/second-post')
    expect(content.sitePages.map((page) => page.path)).toContain('/blog/first-post')
    expect(rssXml(content.site, content.blog)).not.toContain('second-post')
    expect(relatedPosts(content.blog, content.blog[0]!).map((post) => post.slug)).toEqual([])
    expect(result.scheduled).toEqual([{ file: SECOND, publishDate: '2025-06-01' }])
    expect(scheduledLine(result.scheduled)).toBe(
      'build:data: 1 article waits for its publish date (scheduled: true), left out of the site until then: data/blog/second-post.md until 2025-06-01',
    )
  })

  it('is on the site from its day on', () => {
    const result = runPipeline(withSecondPostScheduled(), { today: '2025-06-01' })
    expect(result.errors).toEqual([])
    expect(result.content!.blog.map((post) => post.slug)).toEqual(['first-post', 'second-post'])
    expect(result.content!.sitePages.map((page) => page.path)).toContain('/blog/second-post')
    const [first] = result.content!.blog
    expect(relatedPosts(result.content!.blog, first!).map((post) => post.slug)).toEqual(['second-post'])
    expect(result.scheduled).toEqual([])
    expect(scheduledLine(result.scheduled)).toBeUndefined()
  })

  it('may be listed among the published addresses ahead, so the build on its day passes the production check as it is', () => {
    const dataSet = fixtureData()
    edit(dataSet, SECOND, (text) =>
      text.replace("publishDate: '2025-06-01'", "publishDate: '2025-06-01'\nscheduled: true"),
    )
    // The fixtures' placeholder addresses aside: what the published list and the slugs bring.
    const addressProblems = (problems: readonly Problem[]) =>
      problems.filter((problem) => problem.file === 'published-addresses.yaml' || problem.field === 'slug')
    const before = runPipeline(dataSet, { today: '2025-05-31', production: true })
    expect(addressProblems(before.problems)).toEqual([])
    expect(before.scheduled).toEqual([{ file: SECOND, publishDate: '2025-06-01' }])
    const onTheDay = runPipeline(dataSet, { today: '2025-06-01', production: true })
    expect(addressProblems(onTheDay.problems)).toEqual([])
    expect(onTheDay.scheduled).toEqual([])
  })

  it('not listed ahead, is refused by the production check on its day like any unlisted article', () => {
    const dataSet = withSecondPostScheduled()
    const onTheDay = runPipeline(dataSet, { today: '2025-06-01', production: true })
    expect(onTheDay.errors).toContain(
      'data/blog/second-post.md: slug: /blog/second-post is not yet in data/published-addresses.yaml: add it there when it goes live, so the build keeps it reachable',
    )
  })

  it('is still checked now, so the build on its day does not fail: its featured image, its page title', () => {
    const dataSet = withSecondPostScheduled()
    edit(dataSet, SECOND, (text) =>
      text
        .replace('featuredImage: /images/b.svg', 'featuredImage: /images/a.svg')
        .replace(
          'title: The Second Post',
          `title: The Second Post ${'x'.repeat(40)}\ncardTitle: The Second Post`,
        ),
    )
    expect(runPipeline(dataSet, { today: '2025-05-31' }).errors).toEqual([
      "data/blog/second-post.md: featuredImage: '/images/a.svg' is also the featured image of data/blog/first-post.md; this article is the newer one, published after it (2025-06-01, it 2025-05-14): draw this article its own",
      "data/blog/second-post.md: title: makes the page title 'The Second Post xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx - Bandera AI Blog' 74 characters long, more than 60: add a seoTitle at least 14 characters shorter than the title",
    ])
  })
})

describe('a date outside the agency’s years (scripts/data/checks/publishDates.ts)', () => {
  it('is refused before the year the agency was founded, in any content file, at its field', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/first-post.md', (text) =>
      text.replace("publishDate: '2025-05-14'", "publishDate: '1907-05-14'"),
    )
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace(/^publishDate: '\d{4}/m, "publishDate: '1925"),
    )
    edit(dataSet, 'legal/privacy-policy.md', (text) => text.replace(/^updated: '\d{4}/m, "updated: '2003"))
    const errors = runPipeline(dataSet, { today: '2025-12-01' }).errors
    const founded =
      /before 2023, the year the agency was founded \(foundingYear in data\/site\.yaml\): check the year$/
    expect(errors.filter((error) => founded.test(error))).toEqual([
      expect.stringMatching(/^data\/blog\/first-post\.md: publishDate: is 1907-05-14, before 2023/),
      expect.stringMatching(
        /^data\/case-studies\/01-agents\.yaml: publishDate: is 1925-\d\d-\d\d, before 2023/,
      ),
      expect.stringMatching(/^data\/legal\/privacy-policy\.md: updated: is 2003-\d\d-\d\d, before 2023/),
    ])
  })

  it('is refused more than a year ahead for a scheduled article, which would otherwise wait for good', () => {
    const dataSet = withSecondPostScheduled()
    edit(dataSet, SECOND, (text) => text.replace("publishDate: '2025-06-01'", "publishDate: '2062-06-01'"))
    expect(runPipeline(dataSet, { today: '2025-05-20' }).errors).toEqual([
      'data/blog/second-post.md: publishDate: is 2062-06-01, more than a year after today (2025-05-20): check the year',
    ])
  })
})
