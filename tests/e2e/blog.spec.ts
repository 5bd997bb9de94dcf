import type { Locator, Page } from '@playwright/test'
import { LONG_ARTICLE_MIN_WORDS } from '@/config/constants'
import { PRIMARY_BUTTON_CLASS } from '@/components/ui/button'
import { distinctCategories, newestFirst, relatedPosts } from '@/views/blog'
import { formatLongUsDate } from '@/lib/dates'
import { socialImagePath } from '@/views/socialImage'
import { textOf } from '../support/builtHtml'
import { builtContent, findExample } from './support/content'
import { expect, framesRendered, layOutEveryBlock, tasksDrained, test, visit } from './support/fixtures'
import { islandProps } from './support/islands'
import { charactersPerLine } from './support/reading'
import { sitePage } from './support/sitePages'
import { axe, WCAG_22_AA } from './support/axe'

const posts = builtContent('blog')
const site = builtContent('site')
const byNewest = newestFirst(posts)
const pathOf = (slug: string) => `/blog/${slug}`

/** An article with a subtitle, an h3, a link to another article and at least two related articles. */
const articlePost = findExample(
  byNewest,
  'an article with a subtitle, an h3, a link to another article and two related articles',
  (post) =>
    post.subtitle !== undefined &&
    post.html.includes('<h3 ') &&
    /<a href="\/blog\/[^"]+">/.test(post.html) &&
    relatedPosts(posts, post).length >= 2,
)
const bodyLink = /<a href="(\/blog\/[^"]+)">(.*?)<\/a>/.exec(articlePost.html)!
const ARTICLE = {
  path: pathOf(articlePost.slug),
  title: articlePost.title,
  subtitle: articlePost.subtitle!,
  excerpt: articlePost.excerpt,
  category: articlePost.category,
  date: articlePost.publishDate,
  longDate: formatLongUsDate(articlePost.publishDate),
  readTime: articlePost.readTime,
  author: articlePost.author,
  tags: articlePost.tags,
  image: new URL(articlePost.featuredImage, `${site.siteUrl}/`).toString(),
  socialImage: new URL(socialImagePath(pathOf(articlePost.slug)), `${site.siteUrl}/`).toString(),
  related: relatedPosts(posts, articlePost).map((post) => pathOf(post.slug)),
  firstH2: textOf(/<h2[^>]*>(.*?)<\/h2>/.exec(articlePost.html)![1]!),
  firstH3: textOf(/<h3[^>]*>(.*?)<\/h3>/.exec(articlePost.html)![1]!),
  bodyLink: { href: bodyLink[1]!, text: textOf(bodyLink[2]!) },
}

const categories = distinctCategories(posts, builtContent('categories').blog)
const inCategory = (category: string) => byNewest.filter((post) => post.category === category)
/** The category with the most articles, and one other. */
const [busiest, other] = [...categories].sort((a, b) => inCategory(b).length - inCategory(a).length)
const showing = (category: string) => {
  const count = inCategory(category).length
  return `Showing ${count} ${count === 1 ? 'article' : 'articles'} in ${category}`
}

const cards = (page: Page) => page.getByTestId('blog-card')
const pressed = (page: Page) =>
  page.getByRole('group', { name: 'Filter articles by category' }).locator('button[aria-pressed="true"]')
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name, exact: true })

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === type)
  expect(found, `JSON-LD of type ${type}`).toBeDefined()
  return found!
}

/** Fails unless every locator comes after the previous one in the document. */
async function expectInDocumentOrder(locators: Locator[]) {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()))
  const page = locators[0]!.page()
  const inOrder = await page.evaluate(
    (elements) =>
      elements.every(
        (element, index) =>
          index === 0 ||
          Boolean(elements[index - 1]!.compareDocumentPosition(element!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    handles,
  )
  expect(inOrder, 'elements in the order the specification lists them').toBe(true)
}

/**
 * Sum of the layout shifts of the load (buffered), ignoring those right after input: read once the
 * fonts are in and two more frames are drawn, from the observer's callback and what it has not
 * delivered yet.
 */
async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await framesRendered(page)
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value
        }
        const observer = new PerformanceObserver((list) => add(list.getEntries()))
        observer.observe({ type: 'layout-shift', buffered: true })
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          add(observer.takeRecords())
          observer.disconnect()
          resolve(total)
        }
        channel.port2.postMessage(null)
      }),
  )
}

/** The scripts a page requests from now on (after hydration: only code loaded on demand, such as a toast's). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

test.describe('blog list', () => {
  test('shows every article newest first, each card linking to its page', async ({ page }) => {
    await visit(page, '/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales & AI Insights')
    await expect(cards(page)).toHaveCount(posts.length)

    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates).toEqual(byNewest.map((post) => post.publishDate))
    expect(dates).toEqual([...dates].sort().reverse())

    const first = cards(page).first()
    const newest = byNewest[0]!
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest.cardTitle ?? newest.title)
    await expect(first.locator('time')).toHaveText(formatLongUsDate(newest.publishDate))
    await expect(first).toContainText(newest.category)
    await expect(first).toContainText(newest.readTime)
    await expect(first.locator('img')).toHaveAttribute('src', newest.featuredImage)
    await expect(first.locator('img')).toHaveAttribute('width', '1200')
    await expect(first.locator('img')).toHaveAttribute('height', '630')
    // The title in two lines, whole (see 'card titles keep to two lines'), the excerpt in three.
    await expect(first.getByRole('heading', { level: 2 })).toHaveCSS('-webkit-line-clamp', '2')
    await expect(first.locator('p').last()).toHaveCSS('-webkit-line-clamp', '3')

    // Every card has its own "Read Article" link whose accessible name says which article.
    const readLinks = page.getByRole('link', { name: /^Read Article: / })
    await expect(readLinks).toHaveCount(posts.length)
    const hrefs = await readLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(posts.length)
    // Every card shows its own picture.
    const images = await cards(page)
      .locator('img')
      .evaluateAll((all) => all.map((image) => image.getAttribute('src')))
    expect(new Set(images).size).toBe(posts.length)
    for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)

    await page.getByRole('link', { name: `Read Article: ${ARTICLE.title}`, exact: true }).click()
    await expect(page).toHaveURL(ARTICLE.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title)
    await expect(page).toHaveTitle(sitePage(ARTICLE.path).title)
  })

  test('filters by one category at a time and returns to all articles', async ({ page }) => {
    await visit(page, '/blog')
    const buttons = page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')
    await expect(buttons).toHaveText(['All Articles', ...categories])
    await expect(filter(page, 'All Articles')).toHaveAttribute('aria-pressed', 'true')
    await expect(pressed(page)).toHaveCount(1)

    await filter(page, busiest!).click()
    await expect(filter(page, busiest!)).toHaveAttribute('aria-pressed', 'true')
    await expect(filter(page, 'All Articles')).toHaveAttribute('aria-pressed', 'false')
    await expect(cards(page)).toHaveCount(inCategory(busiest!).length)
    for (const card of await cards(page).all()) await expect(card).toContainText(busiest!)
    await expect(page.getByRole('status')).toHaveText(showing(busiest!))
    // Still newest first within the category.
    expect(
      await cards(page)
        .locator('time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    ).toEqual(inCategory(busiest!).map((post) => post.publishDate))

    await filter(page, other!).click()
    await expect(filter(page, other!)).toHaveAttribute('aria-pressed', 'true')
    await expect(filter(page, busiest!)).toHaveAttribute('aria-pressed', 'false')
    await expect(pressed(page)).toHaveCount(1)
    await expect(cards(page)).toHaveCount(inCategory(other!).length)
    await expect(page.getByRole('status')).toHaveText(showing(other!))

    await filter(page, 'All Articles').click()
    await expect(filter(page, 'All Articles')).toHaveAttribute('aria-pressed', 'true')
    await expect(filter(page, other!)).toHaveAttribute('aria-pressed', 'false')
    await expect(cards(page)).toHaveCount(posts.length)
    await expect(page.getByRole('status')).toHaveText(`Showing all ${posts.length} articles`)
  })

  test('ends with a strategy call to /contact, and describes the blog as structured data', async ({
    page,
  }) => {
    await visit(page, '/blog')
    const blog = await jsonLdOfType(page, 'Blog')
    const blogPosts = blog.blogPost as { headline: string; url: string; datePublished: string }[]
    expect(blogPosts).toHaveLength(posts.length)
    expect(blogPosts[0]).toMatchObject({
      url: `${site.siteUrl}${pathOf(byNewest[0]!.slug)}`,
      datePublished: byNewest[0]!.publishDate,
    })
    // The page carries card fields only, never the article bodies.
    const html = await page.content()
    expect(textOf(html)).not.toContain(textOf(/<p>(.*?)<\/p>/.exec(byNewest[0]!.html)![1]!).slice(0, 60))
    // The list's island gets card fields only.
    const listProps = islandProps<{ posts: Record<string, unknown>[] }>(html, 'BlogList')
    expect(listProps.posts).toHaveLength(posts.length)
    for (const card of listProps.posts)
      expect(Object.keys(card).sort()).toEqual(
        [
          'cardTitle',
          'category',
          'excerpt',
          'featuredImage',
          'publishDate',
          'readTime',
          'slug',
          'title',
        ].sort(),
      )

    await page.getByRole('link', { name: 'Schedule a Strategy Call', exact: true }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch')
  })

  test('has no layout shift while it loads', async ({ page }) => {
    await visit(page, '/blog')
    expect(await layoutShift(page)).toBeLessThan(0.01)
  })
})

test.describe('blog article', () => {
  test('shows everything the specification lists, in order', async ({ page }) => {
    await visit(page, ARTICLE.path)
    const main = page.locator('main')
    const back = main.getByRole('link', { name: 'Back to Blog' })
    const category = main.getByText(ARTICLE.category, { exact: true }).first()
    const date = main.locator(`time[datetime="${ARTICLE.date}"]`)
    const readTime = main.getByText(ARTICLE.readTime, { exact: true })
    const share = main.getByRole('button', { name: 'Share' })
    const title = main.getByRole('heading', { level: 1 })
    const subtitle = main.getByText(ARTICLE.subtitle, { exact: true })
    const image = main.locator(':scope > article > img')
    const body = main.locator('.prose-content').first()
    const tags = main.getByRole('heading', { name: 'Tags' })
    const author = main.getByTestId('author-box')
    const cta = main.getByRole('heading', { name: 'Ready to Transform Your Sales?' })
    const related = main.getByRole('heading', { name: 'Related Articles' })

    await expect(back).toHaveAttribute('href', '/blog')
    await expect(date).toHaveText(ARTICLE.longDate)
    await expect(title).toHaveText(ARTICLE.title)
    await expect(subtitle).toBeVisible()
    await expectInDocumentOrder([
      back,
      category,
      date,
      readTime,
      share,
      title,
      subtitle,
      image,
      body,
      tags,
      author,
      cta,
      related,
    ])

    // Featured image: intrinsic size known up front, never taller than 500px.
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '630')
    await expect(image).toHaveCSS('max-height', '500px')
    expect((await image.boundingBox())!.height).toBeLessThanOrEqual(500)

    // The body: sanitised markdown with its headings, lists, bold text and links.
    // (in one part, or two with the call to book between them)
    const text = main.locator('article .prose-content')
    await expect(text.locator('h2').first()).toHaveText(ARTICLE.firstH2)
    await expect(text.locator('h3').first()).toHaveText(ARTICLE.firstH3)
    await expect(text.locator('ul li').first()).toBeVisible()
    await expect(text.locator('strong').first()).toBeVisible()
    await expect(text.getByRole('link', { name: ARTICLE.bodyLink.text, exact: true })).toHaveAttribute(
      'href',
      ARTICLE.bodyLink.href,
    )

    await expect(main.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(ARTICLE.tags)

    await expect(author).toContainText('Written by')
    await expect(author).toContainText(ARTICLE.author.name)
    await expect(author.locator('img')).toHaveAttribute('width', '96')
    const profile = author.getByRole('link', { name: /View profile/ })
    await expect(profile).toHaveAttribute('href', ARTICLE.author.url)
    await expect(profile).toHaveAttribute('target', '_blank')
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(profile).toContainText('(opens in a new tab)')

    await expect(
      main.getByText('Discover how AI-powered lead generation can accelerate your growth'),
    ).toBeVisible()
    const call = main.getByRole('link', { name: 'Schedule a Strategy Call', exact: true })
    await expect(call).toHaveAttribute('href', '/contact')
  })

  test('lists related articles of the same category, and opens them', async ({ page }) => {
    // The article page carries its article once, as HTML: no copy travels as data for a script.
    const html = await (await page.request.get(ARTICLE.path)).text()
    const dataForScripts = [...html.matchAll(/<script[^>]*type="application\/json"[^>]*>(.*?)<\/script>/g)]
    expect(dataForScripts.filter(([, data]) => data!.includes(articlePost.title))).toEqual([])
    expect(html.split(/<p>.*?<\/p>/.exec(articlePost.html)![0])).toHaveLength(2)
    expect(islandProps(html, 'ShareButton')).toEqual({
      title: articlePost.title,
      excerpt: articlePost.excerpt,
    })
    await visit(page, ARTICLE.path)
    const section = page.getByRole('region', { name: 'Related Articles' })
    const links = section.getByRole('link')
    await expect(links).toHaveCount(ARTICLE.related.length)
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      ARTICLE.related,
    )
    await expect(section.getByRole('heading', { level: 3 }).first()).toHaveCSS('-webkit-line-clamp', '2')
    await expect(section.locator('p').first()).toHaveCSS('-webkit-line-clamp', '2')
    // Each related card shows that article's own picture, never the current article's.
    const pictures = await section
      .locator('img')
      .evaluateAll((all) => all.map((image) => image.getAttribute('src')))
    expect(pictures).toEqual(relatedPosts(posts, articlePost).map((post) => post.featuredImage))
    expect(pictures).not.toContain(articlePost.featuredImage)

    const next = posts.find((post) => pathOf(post.slug) === ARTICLE.related[0])!
    await links.first().click()
    await expect(page).toHaveURL(ARTICLE.related[0]!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
    await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('link')).toHaveCount(
      relatedPosts(posts, next).length,
    )
  })

  test('every article lists the related articles of its category, and hides the section when there are none', async ({
    page,
  }) => {
    test.slow() // one visit per article
    for (const post of posts) {
      await visit(page, pathOf(post.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      await expect(page.getByText('Ready to Transform Your Sales?')).toBeVisible()
      const expected = relatedPosts(posts, post).map((related) => pathOf(related.slug))
      const section = page.getByRole('region', { name: 'Related Articles' })
      if (expected.length === 0) {
        await expect(page.getByRole('heading', { name: 'Related Articles' })).toHaveCount(0)
      } else {
        await expect(section.getByRole('link')).toHaveCount(expected.length)
        expect(
          await section.getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href'))),
        ).toEqual(expected)
        expect(
          await section.locator('img').evaluateAll((all) => all.map((image) => image.getAttribute('src'))),
        ).not.toContain(post.featuredImage)
      }
    }
  })

  test('has the metadata and BlogPosting structured data of the specification', async ({ page }) => {
    await visit(page, ARTICLE.path)
    // '{title} - {product} Blog', with the article's shorter SEO title in place of its title.
    const { title, description } = sitePage(ARTICLE.path)
    expect(title).toMatch(/^.+ - Bandera AI Blog$/)
    expect(title.length).toBeLessThanOrEqual(60)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      new RegExp(`^${ARTICLE.tags.join(', ')}`),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', ARTICLE.socialImage)
    const posting = await jsonLdOfType(page, 'BlogPosting')
    expect(posting).toMatchObject({
      headline: ARTICLE.title,
      alternativeHeadline: ARTICLE.subtitle,
      description: ARTICLE.excerpt,
      image: [ARTICLE.socialImage, ARTICLE.image],
      author: { '@type': 'Person', name: ARTICLE.author.name },
      publisher: { '@type': 'Organization', name: 'Bandera' },
      datePublished: ARTICLE.date,
      dateModified: ARTICLE.date,
      mainEntityOfPage: { '@id': `https://bandera.example${ARTICLE.path}` },
      keywords: ARTICLE.tags.join(', '),
      articleSection: ARTICLE.category,
      inLanguage: 'en-US',
    })
    expect(posting.wordCount).toBeGreaterThan(900)
  })

  test('has no layout shift while it loads', async ({ page }) => {
    await visit(page, ARTICLE.path)
    expect(await layoutShift(page)).toBeLessThan(0.01)
  })

  test('an unknown article lands on the blog list without leaving itself in the history', async ({
    page,
  }) => {
    await visit(page, '/')
    const before = await page.evaluate(() => history.length)
    await page.goto('/blog/no-such-article')
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales & AI Insights')
    // One entry for the visit, which now reads /blog: the unknown address replaced, not kept.
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    await page.goBack()
    await expect(page).toHaveURL('/')
  })

  test.describe('followed from a link inside the site', () => {
    test('an unknown article also lands on the blog list', async ({ page }) => {
      await visit(page, '/')
      const before = await page.evaluate(() => history.length)
      await page.evaluate(() => {
        const link = document.createElement('a')
        link.href = '/blog/no-such-article'
        link.textContent = 'Broken article link'
        link.style.cssText = 'position:fixed;left:1rem;bottom:1rem;z-index:100'
        document.querySelector('main')!.append(link)
      })
      await page.getByRole('link', { name: 'Broken article link' }).click()
      await expect(page).toHaveURL('/blog')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales & AI Insights')
      expect(await page.evaluate(() => history.length)).toBe(before + 1)
      await page.goBack()
      await expect(page).toHaveURL('/')
    })
  })
})

/** A long read: an article over 1,000 words (each of the launch set), with at least four sections. */
const longRead = findExample(
  byNewest,
  `an article over ${LONG_ARTICLE_MIN_WORDS} words with four sections`,
  (post) => post.wordCount > LONG_ARTICLE_MIN_WORDS && post.contents.length >= 4,
)
const LONG_READ = pathOf(longRead.slug)

/** The heading's top edge, once the scroll to it has settled: 80px, clear of the fixed bar. */
async function expectLandedOn(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  await expect
    .poll(
      () => page.locator(`#${id}`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
      {
        message: `#${id} lands 80px below the top`,
      },
    )
    .toBe(80)
}

test.describe('a long read', () => {
  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('has its contents beside the text, staying as it scrolls, and each link lands on its heading', async ({
      page,
    }) => {
      await visit(page, LONG_READ)
      const contents = page.getByRole('navigation', { name: 'In this article' })
      await expect(contents).toBeVisible()
      await expect(page.locator('details').filter({ hasText: 'In this article' })).toBeHidden()
      const links = contents.getByRole('link')
      await expect(links).toHaveText(longRead.contents.map((heading) => heading.title))
      expect(await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href')))).toEqual(
        longRead.contents.map((heading) => `#${heading.id}`),
      )
      // Beside the text: left of the reading column, level with its top.
      const text = page.locator('.prose-content').first()
      const [nav, column] = [(await contents.boundingBox())!, (await text.boundingBox())!]
      expect(nav.x + nav.width).toBeLessThan(column.x)

      const last = longRead.contents.at(-1)!
      await links.last().click()
      await expectLandedOn(page, last.id)
      // It stayed in view, under the bar, all the way down.
      const after = (await contents.boundingBox())!
      expect(after.y).toBeGreaterThanOrEqual(80)
      expect(after.y + after.height).toBeLessThanOrEqual(900)

      const middle = longRead.contents[Math.floor(longRead.contents.length / 2)]!
      await contents.getByRole('link', { name: middle.title, exact: true }).click()
      await expectLandedOn(page, middle.id)
    })

    test('sets the text at 18px, 60 to 75 characters a line', async ({ page }) => {
      await visit(page, LONG_READ)
      const reading = await charactersPerLine(page.locator('main > article'))
      expect(reading.lines).toBeGreaterThan(10)
      expect(reading.fontSize).toBe(18)
      expect(reading.median).toBeGreaterThanOrEqual(60)
      expect(reading.median).toBeLessThanOrEqual(75)
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('opens its contents in place at the top of the text, and each link lands on its heading', async ({
      page,
    }) => {
      await visit(page, LONG_READ)
      // The wide screen's navigation is not shown; the block in its place opens in place.
      await expect(page.getByRole('navigation', { name: 'In this article' })).toBeHidden()
      const contents = page.locator('details').filter({ hasText: 'In this article' })
      await expect(contents).toHaveCount(1)
      const first = page.locator('.prose-content').first()
      expect(
        await contents.evaluate(
          (nav, text) => Boolean(nav.compareDocumentPosition(text!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await first.elementHandle(),
        ),
      ).toBe(true)
      const links = contents.getByRole('link')
      await expect(links.first()).toBeHidden() // folded until asked
      await contents.getByText('In this article').click()
      await expect(links).toHaveText(longRead.contents.map((heading) => heading.title))
      const target = longRead.contents.at(-2)!
      await links.nth(longRead.contents.length - 2).click()
      await expectLandedOn(page, target.id)
    })

    test('sets the text at 17px', async ({ page }) => {
      await visit(page, LONG_READ)
      expect((await charactersPerLine(page.locator('main > article'), 1)).fontSize).toBe(17)
    })
  })

  test('calls to book in its middle, between two sections, as well as at its end', async ({ page }) => {
    await visit(page, LONG_READ)
    await layOutEveryBlock(page)
    const call = page.getByTestId('mid-article-call')
    await expect(call).toHaveCount(1)
    const book = call.getByRole('link', { name: /Schedule a Strategy Call/ })
    await expect(book).toHaveAttribute('href', site.booking.scheduler)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveClass(new RegExp(PRIMARY_BUTTON_CLASS))
    // After a whole section, before the next one's heading, about halfway down the text.
    const placement = await call.evaluate((element) => {
      const before = element.previousElementSibling!
      const after = element.nextElementSibling!
      const words = (node: Element) => (node.textContent ?? '').split(/\s+/).filter(Boolean).length
      return {
        before: before.className,
        after: after.className,
        nextOpensWith: after.querySelector('section > :first-child')?.tagName,
        share: words(before) / (words(before) + words(after)),
      }
    })
    expect(placement).toMatchObject({ before: 'prose-content', after: 'prose-content', nextOpensWith: 'H2' })
    expect(placement.share).toBeGreaterThan(0.35)
    expect(placement.share).toBeLessThan(0.65)
    // The spec's call at the end is as it was.
    await expect(page.getByRole('heading', { name: 'Ready to Transform Your Sales?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Schedule a Strategy Call', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test.describe('Share', () => {
  const toast = (page: Page) => page.locator('[data-sonner-toast]')

  test('opens the native share sheet with title, excerpt and address', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, { __shareCalls: calls, __copied: [] as string[] })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data)
          return Promise.resolve()
        },
      })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => (
            (window as unknown as { __copied: string[] }).__copied.push(text),
            Promise.resolve()
          ),
        },
      })
    })
    await visit(page, ARTICLE.path)
    const scripts = scriptRequests(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls))
      .toEqual([{ title: ARTICLE.title, text: ARTICLE.excerpt, url: page.url() }])
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([])
    // Once the page has handled the share's answer: no toast, nor the code of one on its way.
    await tasksDrained(page)
    await expect(toast(page)).toHaveCount(0)
    expect(scripts).toEqual([])
  })

  test.describe('without a share sheet', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

    test('copies the address and says so', async ({ page }) => {
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share
        delete (navigator as { share?: unknown }).share
      })
      await visit(page, ARTICLE.path)
      expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
      await page.getByRole('button', { name: 'Share' }).click()
      await expect(toast(page)).toHaveCount(1)
      await expect(toast(page)).toContainText('Link Copied!')
      await expect(toast(page)).toContainText('Article link copied to clipboard')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    })
  })

  test('does nothing when the reader cancels the share sheet', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { __shareCalls: 0, __copied: [] as string[] })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () => {
          ;(window as unknown as { __shareCalls: number }).__shareCalls++
          return Promise.reject(new DOMException('Share canceled', 'AbortError'))
        },
      })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => (
            (window as unknown as { __copied: string[] }).__copied.push(text),
            Promise.resolve()
          ),
        },
      })
    })
    await visit(page, ARTICLE.path)
    const scripts = scriptRequests(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: number }).__shareCalls))
      .toBe(1)
    await tasksDrained(page)
    await expect(toast(page)).toHaveCount(0)
    expect(scripts).toEqual([])
    await expect(page.locator('#toaster')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([])
  })

  test('falls back to copying when the share sheet fails for another reason', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { __copied: [] as string[] })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => (
            (window as unknown as { __copied: string[] }).__copied.push(text),
            Promise.resolve()
          ),
        },
      })
    })
    await visit(page, ARTICLE.path)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(toast(page)).toContainText('Link Copied!')
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      page.url(),
    ])
  })
})

test.describe('/contact', () => {
  test('holds the contact information and the form', async ({ page, request }) => {
    expect((await request.get('/contact')).status()).toBe(200)
    await visit(page, '/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch')
    await expect(page.getByRole('link', { name: 'Email hello@bandera.example' })).toHaveAttribute(
      'href',
      'mailto:hello@bandera.example',
    )
    await expect(page.getByRole('link', { name: 'Phone +380 44 000 0123' })).toHaveAttribute(
      'href',
      'tel:+380440000123',
    )
    for (const label of ['Full name', 'Email', 'Phone', 'Company', 'Industry', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
  })

  test('opens with the booking calendar that "Schedule a Strategy Call" leads to, before the form', async ({
    page,
  }) => {
    await visit(page, '/contact')
    const booking = page.getByRole('region', { name: 'Schedule a Strategy Call' })
    await expect(booking).toBeVisible()
    const calendar = booking.getByRole('link', { name: /Schedule a Strategy Call/ })
    await expect(calendar).toHaveAttribute('href', site.booking.strategyCall)
    await expect(calendar).toHaveAttribute('target', '_blank')
    const before = await booking.evaluate(
      (region) =>
        region.compareDocumentPosition(document.querySelector('form[aria-label="Contact form"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(before).toBe(4) // DOCUMENT_POSITION_FOLLOWING: the form comes after
  })
})

test.describe('RSS feed', () => {
  test('is served at /rss.xml as well-formed RSS 2.0 and linked from every page head', async ({
    page,
    request,
  }) => {
    const response = await request.get('/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()

    for (const path of ['/', '/blog', ARTICLE.path, '/contact']) {
      await visit(page, path)
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/rss.xml',
      )
    }
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        links: Array.from(doc.querySelectorAll('item > link')).map((link) => link.textContent),
      }
    }, xml)
    expect(feed.error).toBe(false)
    expect(feed.version).toBe('2.0')
    expect(feed.links).toEqual(byNewest.map((post) => `${site.siteUrl}${pathOf(post.slug)}`))
  })
})

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ storedTheme: theme })

    test('the filtered list has no WCAG 2.2 AA violations', async ({ page }) => {
      await visit(page, '/blog')
      await filter(page, busiest!).click()
      await expect(cards(page)).toHaveCount(inCategory(busiest!).length)
      const results = await axe(page).withTags(WCAG_22_AA).analyze()
      expect(results.violations).toEqual([])
    })
  })
}

/**
 * The card titles among `titles` that break the spec's two lines or do not show whole within them:
 * more than two lines, cut by the clamp (their text runs past its box), or overflowing sideways.
 */
function titlesPastTwoLines(titles: Locator) {
  return titles.evaluateAll((headings) =>
    headings
      .filter((heading) => {
        const style = getComputedStyle(heading)
        const lines = Math.round(heading.clientHeight / parseFloat(style.lineHeight))
        return (
          style.webkitLineClamp !== '2' ||
          lines > 2 ||
          heading.scrollHeight > heading.clientHeight + 1 ||
          heading.scrollWidth > heading.clientWidth + 1
        )
      })
      .map((heading) => heading.textContent),
  )
}

const cardTitles = (list: readonly { title: string; cardTitle?: string | undefined }[]) =>
  list.map((post) => post.cardTitle ?? post.title)

test.describe('card titles keep to two lines and show whole in them (build:data holds their length)', () => {
  // The phones, the list's one and two columns, and three columns from 1280px up.
  for (const width of [360, 390, 412, 768, 1024, 1280, 1440]) {
    test(`at ${width}px: on the list and among related articles`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, '/blog')
      const titles = cards(page).getByRole('heading', { level: 2 })
      await expect(titles).toHaveText(cardTitles(byNewest))
      expect(await titlesPastTwoLines(titles)).toEqual([])

      await visit(page, ARTICLE.path)
      const related = page
        .getByRole('region', { name: 'Related Articles' })
        .getByRole('heading', { level: 3 })
      const shown = relatedPosts(posts, articlePost)
      await expect(related).toHaveText(cardTitles(shown))
      // The link's name is what it shows (WCAG 2.5.3).
      for (const [index, post] of shown.entries())
        await expect(related.nth(index).getByRole('link')).toHaveAccessibleName(post.cardTitle ?? post.title)
      expect(await titlesPastTwoLines(related)).toEqual([])
    })
  }
})
