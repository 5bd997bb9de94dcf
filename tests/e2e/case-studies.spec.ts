import type { Page } from '@playwright/test'
import type { CaseStudy } from '@/schemas/caseStudy'
import { distinctCategories } from '@/views/caseStudies'
import { caseStudyDescription } from '@/views/sitePages'
import { formatMetricValue } from '@/lib/metrics'
import { formatValue } from '@/lib/units'
import { truncate } from '@/lib/text'
import { NEIGHBOUR_TITLE_MAX_CHARS } from '@/config/constants'
import { builtContent, findExample } from './support/content'
import {
  everyIslandNearStarted,
  expect,
  framesRendered,
  scrollIntoView,
  test,
  visit,
} from './support/fixtures'
import { renderWholePage, wordSizes } from './support/readability'
import { sitePage } from './support/sitePages'
import { axe, WCAG_22_AA } from './support/axe'

// Examples, counts and orders come from what the site was built from: an added study keeps these green.
const site = builtContent('site')
const studies = builtContent('caseStudies')
const pathOf = (study: CaseStudy) => `/case-studies/${study.slug}`
const neighbourTitle = (study: CaseStudy) => truncate(study.title, NEIGHBOUR_TITLE_MAX_CHARS)

const LIST = '/case-studies'
/**
 * A study with the AI brand in its title, headquarters, company size, timeframe, a measured timeline
 * and challenges faced, a count as its first metric and a dollar amount among them.
 */
const fullStudy = findExample(
  studies,
  'a study with every optional field and the AI brand in its title',
  (study) =>
    study.showsAgentWorkflow &&
    study.headquarters !== undefined &&
    study.companySize !== undefined &&
    study.timeframe !== undefined &&
    study.timeline !== null &&
    study.challenges_faced !== undefined &&
    study.metrics[0]?.type === 'number' && // the colour test reads the count bar
    study.metrics.some((metric) => metric.type === 'currency'),
)
const PAYMENTS = pathOf(fullStudy)
const PAYMENTS_TITLE = fullStudy.title
/** A study between the first and the last, without the AI brand in its title, with a measured timeline. */
const middleStudy = findExample(
  studies.slice(1, -1),
  'a study in the middle of the list without the AI brand, with a timeline',
  (study) => !study.showsAgentWorkflow && study.timeline !== null,
)
const TELEHEALTH = pathOf(middleStudy)
/** A study with a timeframe but without headquarters, company size or challenges faced. */
const bareStudy = findExample(
  studies,
  'a study with a timeframe and without headquarters, company size or challenges faced',
  (study) =>
    study.timeframe !== undefined &&
    study.headquarters === undefined &&
    study.companySize === undefined &&
    study.challenges_faced === undefined,
)
const LENDER = pathOf(bareStudy)
/** A study with headquarters but without timeframe or company size: it has no timeline to draw. */
const undatedStudy = findExample(
  studies,
  'a study with headquarters and without timeframe or company size',
  (study) =>
    study.headquarters !== undefined && study.timeframe === undefined && study.companySize === undefined,
)
const LAST = pathOf(studies.at(-1)!)

const CATEGORIES = distinctCategories(studies)
const inCategory = (category: string) => studies.filter((study) => study.category === category)
/** A string only chart.js's code contains (its date-adapter stub). */
const CHART_CODE_MARKER = 'complete date adapter'

const cards = (page: Page) => page.locator('ul[data-reveal] > li')
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter case studies by category' })
    .getByRole('button', { name, exact: true })

/** Scrolls the whole page in steps so everything near the viewport loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await framesRendered(page, 1)
  }
}

/** Records the scripts a page downloads and which of them carry chart.js. */
function recordScripts(page: Page) {
  const scripts: { url: string; isChart: Promise<boolean> }[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!url.endsWith('.js') && !url.includes('.js?')) return
    scripts.push({
      url,
      isChart: response.text().then(
        (body) => body.includes(CHART_CODE_MARKER),
        () => false,
      ),
    })
  })
  return {
    async chartScripts(): Promise<string[]> {
      const checked = await Promise.all(scripts.map(async ({ url, isChart }) => ((await isChart) ? url : '')))
      return checked.filter(Boolean)
    },
    count: () => scripts.length,
  }
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).withTags(WCAG_22_AA).analyze()
  expect(results.violations).toEqual([])
}

test.describe('case study list', () => {
  test('shows the title, the filters and every study, visible at once when in view', async ({ page }) => {
    await visit(page, LIST)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Case Studies')
    const group = page.getByRole('group', { name: 'Filter case studies by category' })
    await expect(group.getByRole('button')).toHaveText(['All', ...CATEGORIES])
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    for (const category of CATEGORIES) {
      await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'false')
    }
    await expect(cards(page)).toHaveCount(studies.length)
    // In view when the page became interactive: shown as prerendered, never hidden.
    await expect(page.locator('ul[data-reveal]')).toHaveAttribute('data-reveal', 'static')
    await expect(cards(page).first()).toHaveCSS('opacity', '1')
  })

  test('cards show the fields of the spec, optional ones only when present', async ({ page }) => {
    await visit(page, LIST)
    const payments = cards(page).filter({ hasText: PAYMENTS_TITLE })
    await expect(payments.getByRole('heading', { level: 3 })).toHaveText(PAYMENTS_TITLE)
    await expect(payments).toContainText(fullStudy.category)
    await expect(payments).toContainText(fullStudy.industry)
    await expect(payments).toContainText(`Headquarters: ${fullStudy.headquarters}`)
    await expect(payments).toContainText(`Company size: ${fullStudy.companySize}`)
    await expect(payments).toContainText(`Timeframe: ${fullStudy.timeframe}`)
    await expect(payments).toContainText(fullStudy.challengesSummary.slice(0, 40))
    await expect(payments).toContainText(`${fullStudy.results.length} results achieved`)
    const link = payments.getByRole('link', { name: `View Page: ${PAYMENTS_TITLE}` })
    await expect(link).toHaveAttribute('href', PAYMENTS)

    const lender = cards(page).filter({ hasText: bareStudy.title })
    await expect(lender).toContainText(`Timeframe: ${bareStudy.timeframe}`)
    await expect(lender).not.toContainText('Headquarters')
    await expect(lender).not.toContainText('Company size')

    const startup = cards(page).filter({ hasText: undatedStudy.title })
    await expect(startup).toContainText(`Headquarters: ${undatedStudy.headquarters}`)
    await expect(startup).not.toContainText('Timeframe')
    await expect(startup).not.toContainText('Company size')
  })

  test('every View Page link has its own name and leads to a prerendered detail page', async ({ page }) => {
    test.slow() // one visit per study
    await visit(page, LIST)
    const links = page.getByRole('link', { name: /^View Page/ })
    await expect(links).toHaveCount(studies.length)
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')!),
    )
    expect(targets).toEqual(studies.map(pathOf))
    const titles = await cards(page).locator('h3').allTextContents()
    expect(titles).toEqual(studies.map((study) => study.title))
    // Each link's accessible name carries its study's title.
    for (const title of titles) {
      await expect(page.getByRole('link', { name: `View Page: ${title}`, exact: true })).toHaveCount(1)
    }

    for (const [index, target] of targets.entries()) {
      expect(target).toMatch(/^\/case-studies\/[a-z0-9-]+$/)
      const response = await page.goto(target)
      await page.waitForSelector('html[data-hydrated="true"]')
      expect(response?.status(), target).toBe(200)
      expect(response?.request().redirectedFrom(), target).toBeNull()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[index]!)
      await expect(page).toHaveTitle(sitePage(target).title)
    }

    // And by clicking.
    await visit(page, LIST)
    await page.getByRole('link', { name: `View Page: ${PAYMENTS_TITLE}` }).click()
    await expect(page).toHaveURL(PAYMENTS)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYMENTS_TITLE)
  })

  test('the filter shows one category at a time; clicking it again, or All, returns to All', async ({
    page,
  }) => {
    await visit(page, LIST)
    const status = page.getByRole('status').filter({ hasText: 'Showing' })

    // Each category in turn; clicking the active one again, or All, returns to All.
    for (const [index, category] of CATEGORIES.entries()) {
      await filterButton(page, category).click()
      await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true')
      await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false')
      if (index > 0)
        await expect(filterButton(page, CATEGORIES[index - 1]!)).toHaveAttribute('aria-pressed', 'false')
      await expect(cards(page)).toHaveCount(inCategory(category).length)
      await expect(cards(page).locator('h3')).toHaveText(inCategory(category).map((study) => study.title))
      for (const card of await cards(page).all())
        await expect(card.locator('span').first()).toHaveText(category)
      await expect(status).toHaveText(
        `Showing ${inCategory(category).length} of ${studies.length} case studies in ${category}`,
      )
    }

    const last = CATEGORIES.at(-1)!
    await filterButton(page, last).click()
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButton(page, last)).toHaveAttribute('aria-pressed', 'false')
    await expect(cards(page)).toHaveCount(studies.length)
    await expect(status).toHaveText(`Showing all ${studies.length} case studies`)

    const branded = `${site.aiProduct.name} Automations`
    await filterButton(page, branded).click()
    await expect(cards(page)).toHaveCount(inCategory(branded).length)
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading', { level: 3 })).toContainText(site.aiProduct.name)
    }
    await filterButton(page, 'All').click()
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButton(page, branded)).toHaveAttribute('aria-pressed', 'false')
    await expect(cards(page)).toHaveCount(studies.length)
  })

  test('closes with Get Started Today to the scheduler in a new tab', async ({ page }) => {
    await visit(page, LIST)
    const link = page.getByRole('link', { name: /Get Started Today/ })
    await expect(link).toHaveAttribute('href', site.booking.scheduler)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test.describe('on a short screen', () => {
    test.use({ viewport: { width: 1280, height: 400 } })

    test('cards below the fold fade in once, when the grid is 10% visible, with delays cycling over 5 steps', async ({
      page,
    }) => {
      await visit(page, LIST)
      const grid = page.locator('ul[data-reveal]')
      await expect(grid).toHaveAttribute('data-reveal', 'waiting')
      await expect(cards(page).first()).toHaveCSS('opacity', '0')
      await expect(cards(page).first()).not.toHaveClass(/animate-fade-up/)

      // A sliver of the grid is not yet 10% of it.
      const top = await grid.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      await page.evaluate((y) => window.scrollTo(0, y), top - 400 + 40)
      await framesRendered(page)
      await expect(grid).toHaveAttribute('data-reveal', 'waiting')

      await page.evaluate((y) => window.scrollTo(0, y), top)
      await expect(grid).toHaveAttribute('data-reveal', 'revealed')
      const classes = await cards(page).evaluateAll((items) => items.map((item) => item.className))
      expect(classes).toHaveLength(studies.length)
      classes.forEach((className, index) => {
        expect(className).toContain('animate-fade-up')
        expect(className).toContain(`case-study-delay-${(index % 5) + 1}`)
        expect(className).not.toContain('opacity-0')
      })
      await expect(cards(page).first()).toHaveCSS('opacity', '1')
      await expect(cards(page).nth(4)).toHaveCSS('opacity', '1')

      // Once: scrolling away and back changes nothing.
      await page.evaluate(() => window.scrollTo(0, 0))
      await framesRendered(page)
      await page.evaluate((y) => window.scrollTo(0, y), top)
      await expect(grid).toHaveAttribute('data-reveal', 'revealed')
      expect(await cards(page).evaluateAll((items) => items.map((item) => item.className))).toEqual(classes)
    })

    test('nothing is hidden or animated under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await visit(page, LIST)
      const grid = page.locator('ul[data-reveal]')
      await expect(cards(page).first()).toHaveCSS('opacity', '1')
      await scrollIntoView(grid)
      await framesRendered(page)
      await expect(grid).toHaveAttribute('data-reveal', 'static')
      const classes = await cards(page).evaluateAll((items) => items.map((item) => item.className).join(' '))
      expect(classes).not.toContain('animate-fade-up')
      expect(classes).not.toContain('opacity-0')
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 400 } })

    test('all cards are in the HTML and visible', async ({ page }) => {
      await page.goto(LIST)
      await expect(cards(page)).toHaveCount(studies.length)
      await scrollIntoView(cards(page).last())
      for (const card of await cards(page).all()) await expect(card).toHaveCSS('opacity', '1')
      await expect(page.locator('.opacity-0')).toHaveCount(0)
    })
  })
})

test.describe('case study detail', () => {
  test('shows everything of the spec, in order', async ({ page }) => {
    await visit(page, PAYMENTS)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute('href', LIST)
    await expect(main.getByTestId('study-facts').getByRole('listitem')).toHaveText([
      `Category: ${fullStudy.category}`,
      `Industry: ${fullStudy.industry}`,
      `Timeframe: ${fullStudy.timeframe}`,
      `Headquarters: ${fullStudy.headquarters}`,
      `Company size: ${fullStudy.companySize}`,
    ])
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(PAYMENTS_TITLE)
    await expect(main.getByRole('heading', { name: 'Key Achievement' }).locator('xpath=..')).toContainText(
      fullStudy.results[0]!,
    )

    const metrics = main.getByRole('region', { name: 'Performance Metrics' })
    const tiles = metrics.getByRole('list').first().getByRole('listitem')
    await expect(tiles).toHaveCount(fullStudy.metrics.length)
    await expect(tiles.locator('p:first-of-type')).toHaveText(fullStudy.metrics.map(formatMetricValue))
    await expect(tiles.nth(1)).toContainText(fullStudy.metrics[1]!.label)

    await expect(main.getByRole('heading', { level: 3, name: 'How the workflow runs' })).toBeVisible()
    await expect(
      main.getByRole('heading', { name: 'Key Challenges We Overcame' }).locator('xpath=../ul/li'),
    ).toHaveText(fullStudy.challenges_faced!)

    const headings = await main.locator('h1, h2, h3').allTextContents()
    expect(headings.filter((text) => !/^(How the workflow runs)$/.test(text))).toEqual([
      PAYMENTS_TITLE,
      'Key Achievement',
      'Performance Metrics',
      'Performance Comparison',
      'OpenAI Agent Workflow',
      'Campaign Progress Timeline',
      'Challenge',
      'Solution',
      'Results',
      'Key Challenges We Overcame',
      // Its client's words, after the parts the specification names (shown when data/ has any).
      ...(builtContent('clientQuotes').some((quote) => quote.caseStudy === fullStudy.slug)
        ? ['What the client says']
        : []),
      fullStudy.closingCall?.title ?? builtContent('pages').caseStudies.study.closingCall.title,
    ])
    // Previous/Next sit between the key challenges and the closing call.
    const order = await main.evaluate((root) => {
      const nav = root.querySelector('nav[aria-label="More case studies"]')!
      const challenges = root.querySelector('#key-challenges-heading')!
      const closing = root.querySelector('#case-study-closing-heading')!
      return [
        challenges.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING,
        nav.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING,
      ]
    })
    expect(order).toEqual([4, 4])

    const call = main.getByRole('link', { name: /Schedule Your Strategy Call/ })
    await expect(call).toHaveAttribute('href', site.booking.strategyCall)
    await expect(call).toHaveAttribute('target', '_blank')
    await expect(call).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('sets the SEO title, description, type and Article data', async ({ page }) => {
    await visit(page, PAYMENTS)
    // '{title} - Case Study', with the study's shorter SEO title in place of its title.
    expect(sitePage(PAYMENTS).title).toMatch(/^.+ - Case Study$/)
    await expect(page).toHaveTitle(sitePage(PAYMENTS).title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      caseStudyDescription(fullStudy),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article')
    expect(article).toMatchObject({ headline: PAYMENTS_TITLE, articleSection: fullStudy.category })
  })

  test('draws the agent workflow only when the title carries the AI brand', async ({ page }) => {
    await visit(page, PAYMENTS)
    const diagram = page.getByRole('img', { name: 'OpenAI Agent Workflow' })
    await expect(page.getByRole('heading', { name: 'OpenAI Agent Workflow' })).toBeVisible()
    await expect(diagram).toBeVisible()
    expect(await diagram.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
    const texts = await diagram.locator('text').allTextContents()
    for (const node of [
      'Start',
      'Prospector Agent',
      'Lead Scoring Agent',
      'Outreach Writer Agent',
      'Scheduler Agent',
      'Analytics Agent',
      'End',
      'If / else',
      'While no reply',
      'else',
    ]) {
      expect(texts, node).toContain(node)
    }
    expect(texts.filter((text) => text === 'Tool').length).toBeGreaterThanOrEqual(5)
    await expect(diagram).toHaveAccessibleDescription(/Prospector Agent \(tool: Web search\)/)

    await visit(page, TELEHEALTH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(middleStudy.title)
    await expect(page.getByRole('heading', { name: 'OpenAI Agent Workflow' })).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'OpenAI Agent Workflow' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Campaign Progress Timeline' })).toBeVisible()
  })

  test('shows headquarters, company size and key challenges only when present', async ({ page }) => {
    await visit(page, LENDER)
    const badges = page.getByTestId('study-facts').getByRole('listitem')
    await expect(badges).toHaveText([
      `Category: ${bareStudy.category}`,
      `Industry: ${bareStudy.industry}`,
      `Timeframe: ${bareStudy.timeframe}`,
    ])
    await expect(page.getByRole('heading', { name: 'Key Challenges We Overcame' })).toHaveCount(0)
    await expect(
      page.getByRole('heading', { name: 'Challenge', exact: true }).locator('xpath=../..'),
    ).toContainText(bareStudy.challengesSummary.slice(0, 40))

    await visit(page, pathOf(undatedStudy))
    await expect(page.getByTestId('study-facts').getByRole('listitem')).toHaveText([
      `Category: ${undatedStudy.category}`,
      `Industry: ${undatedStudy.industry}`,
      `Headquarters: ${undatedStudy.headquarters}`,
    ])
    // Nothing measured, nothing drawn: no invented timeline.
    await expect(page.getByRole('heading', { name: 'Campaign Progress Timeline' })).toHaveCount(0)
    await expect(page.getByText(/over its first \d+ months/)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Key Challenges We Overcame' })).toHaveCount(
      undatedStudy.challenges_faced ? 1 : 0,
    )
  })

  test('links the previous and next studies with titles cut to 50 characters', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'More case studies' })

    const first = studies[0]!
    await visit(page, pathOf(first))
    await expect(nav.getByRole('link')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: /^Previous/ })).toHaveCount(0)
    const toSecond = nav.getByRole('link', { name: /^Next/ })
    await expect(toSecond).toHaveAttribute('href', pathOf(studies[1]!))
    await expect(toSecond).toContainText(neighbourTitle(studies[1]!))

    const index = studies.indexOf(middleStudy)
    const [before, after] = [studies[index - 1]!, studies[index + 1]!]
    await visit(page, TELEHEALTH)
    const previous = nav.getByRole('link', { name: /^Previous/ })
    const next = nav.getByRole('link', { name: /^Next/ })
    await expect(previous).toHaveAttribute('href', pathOf(before))
    await expect(previous).toContainText(neighbourTitle(before))
    await expect(next).toHaveAttribute('href', pathOf(after))
    await expect(next).toContainText(neighbourTitle(after))

    await next.click()
    await expect(page).toHaveURL(pathOf(after))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after.title)
    await expect(page).toHaveTitle(sitePage(pathOf(after)).title)
    await expect(nav.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', TELEHEALTH)

    await visit(page, LAST)
    await expect(nav.getByRole('link', { name: /^Next/ })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: /^Previous/ })).toContainText(neighbourTitle(studies.at(-2)!))
  })

  test('cuts a neighbour title longer than 50 characters', async ({ page }) => {
    const index = studies.findIndex((study, at) => at > 0 && study.title.length > NEIGHBOUR_TITLE_MAX_CHARS)
    expect(index, 'a study after the first with a title over 50 characters').toBeGreaterThan(0)
    await visit(page, pathOf(studies[index - 1]!))
    const next = page
      .getByRole('navigation', { name: 'More case studies' })
      .getByRole('link', { name: /^Next/ })
    await expect(next).toContainText(`${studies[index]!.title.slice(0, NEIGHBOUR_TITLE_MAX_CHARS)}...`)
    await expect(next).not.toContainText(studies[index]!.title)
  })

  test('an unknown slug lands on the list, replacing the address in the history', async ({ page }) => {
    await visit(page, '/')
    const before = await page.evaluate(() => history.length)
    const response = await page.goto('/case-studies/no-such-study')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/case-studies\/no-such-study$/)
    await expect(page).toHaveURL(LIST)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Case Studies')
    // One entry for the navigation itself; the redirect added none.
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    await page.goBack()
    await expect(page).toHaveURL('/')
  })

  test.describe('followed from a link inside the site', () => {
    test('an unknown slug lands on the list too', async ({ page }) => {
      await visit(page, LIST)
      const before = await page.evaluate(() => history.length)
      await page.evaluate(() => {
        const link = document.createElement('a')
        link.href = '/case-studies/no-such-study'
        link.textContent = 'Unknown study'
        document.querySelector('main')!.prepend(link)
        link.click()
      })
      await page.waitForURL(LIST)
      await page.waitForSelector('html[data-hydrated="true"]')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Case Studies')
      await expect(page.getByRole('link', { name: 'Unknown study' })).toHaveCount(0)
      expect(await page.evaluate(() => history.length)).toBe(before + 1)
    })
  })

  test('charts load when scrolled near, in boxes of fixed size, with tables in the prerendered HTML', async ({
    page,
  }) => {
    const timeline = fullStudy.timeline!
    const html = await (await page.request.get(PAYMENTS)).text()
    expect(html).toContain('<caption>Performance Comparison</caption>')
    expect(html).toContain('<caption>Campaign Progress Timeline</caption>')
    const currency = fullStudy.metrics.find((metric) => metric.type === 'currency')!
    expect(html).toContain(`<td>${formatMetricValue(currency)}</td>`)
    expect(html).not.toContain('<canvas')

    await page.setViewportSize({ width: 1280, height: 400 })
    await visit(page, PAYMENTS)
    await expect(page.locator('canvas')).toHaveCount(0)
    const boxes = page.locator('div:has(> .sr-only > table) > bandera-island > div.w-full')
    await expect(boxes).toHaveCount(2)
    const heightsBefore = await boxes.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().height),
    )

    await scrollThrough(page)
    await expect(page.locator('canvas')).toHaveCount(canvases(fullStudy))
    await expect(page.getByRole('img', { name: /Bar chart: Performance Comparison/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Line chart: Campaign Progress Timeline/ })).toBeVisible()
    await expect(page.getByText('Loading chart...')).toHaveCount(0)
    const heightsAfter = await boxes.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().height),
    )
    expect(heightsAfter).toEqual(heightsBefore)

    // The table holds the study's measured values, one row per period, each in the study's unit.
    const table = page.getByRole('table', { name: 'Campaign Progress Timeline' })
    await expect(table.getByRole('row')).toHaveCount(timeline.periods.length + 1)
    await expect(table.getByRole('row').first()).toHaveText(
      [timeline.every === 'week' ? 'Week' : 'Month', ...timeline.series.map((series) => series.label)].join(
        '',
      ),
    )
    await expect(table.getByRole('row').last()).toHaveText(
      [
        timeline.periods.at(-1)!,
        ...timeline.series.map((series) => formatValue(timeline.unit, series.values.at(-1)!)),
      ].join(''),
    )
    // Each unit of the results has its own panel of the comparison chart.
    await expect(
      page.getByRole('img', { name: /Bar chart: Performance Comparison/ }).locator('canvas'),
    ).toHaveCount(fullStudy.comparison.length)
  })
})

/** Canvases a study's page draws: a panel per unit of its results, and its timeline if it has one. */
function canvases(study: CaseStudy): number {
  return study.comparison.length + (study.timeline ? 1 : 0)
}

/** Whether the canvas paints any pixel of exactly this colour (bars are solid fills). */
function canvasHasColour(page: Page, index: number, hex: string): Promise<boolean> {
  return page
    .locator('canvas')
    .nth(index)
    .evaluate((canvas: HTMLCanvasElement, colour) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) return true
      }
      return false
    }, hex)
}

test('charts take the colours of the current theme and follow a theme switch', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, PAYMENTS)
  await scrollThrough(page)
  await expect(page.locator('canvas')).toHaveCount(canvases(fullStudy))
  await scrollIntoView(page.getByRole('heading', { name: 'Performance Comparison' }))
  // The panel of counts in the dark theme's sky, then in the light theme's.
  const counts = fullStudy.comparison.findIndex((group) => group.unit === 'number')
  await expect.poll(() => canvasHasColour(page, counts, '#38bdf8')).toBe(true)
  expect(await canvasHasColour(page, counts, '#0369a1')).toBe(false)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await expect.poll(() => canvasHasColour(page, counts, '#0369a1')).toBe(true)
  expect(await canvasHasColour(page, counts, '#38bdf8')).toBe(false)
})

test.describe('chart code', () => {
  test.use({ viewport: { width: 1280, height: 400 } })

  test('is downloaded on a detail page only once the charts are near', async ({ page }) => {
    const scripts = recordScripts(page)
    await visit(page, PAYMENTS)
    await everyIslandNearStarted(page)
    expect(scripts.count()).toBeGreaterThan(0)
    expect(await scripts.chartScripts()).toEqual([])
    await scrollThrough(page)
    await expect(page.locator('canvas')).toHaveCount(canvases(fullStudy))
    expect((await scripts.chartScripts()).length).toBeGreaterThan(0)
  })

  for (const path of ['/', LIST]) {
    test(`is never downloaded on ${path}`, async ({ page }) => {
      const scripts = recordScripts(page)
      await visit(page, path)
      await scrollThrough(page)
      await everyIslandNearStarted(page)
      expect(scripts.count()).toBeGreaterThan(0)
      expect(await scripts.chartScripts()).toEqual([])
    })
  }
})

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ storedTheme: theme })

    // The studies with their charts drawn (the plain list is sweep.spec.ts's).
    for (const path of [PAYMENTS, LENDER]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await visit(page, path)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await scrollThrough(page)
        const study = studies.find((candidate) => pathOf(candidate) === path)
        if (study) await expect(page.locator('canvas')).toHaveCount(canvases(study))
        await page.evaluate(() => window.scrollTo(0, 0))
        // The cards' fade-in (finite animations; the endless ones are decoration) is over.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished),
          ),
        )
        await framesRendered(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

const clientQuotes = builtContent('clientQuotes')

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('each list card shows its key result, the first metric, next to the count of results', async ({
      page,
    }) => {
      await visit(page, LIST)
      await scrollIntoView(cards(page).first())
      for (const study of studies) {
        const card = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: study.title }) })
        await expect(card).toContainText(`${study.results.length} results achieved`)
        const first = study.metrics[0]
        if (first)
          await expect(card.getByTestId('key-result')).toHaveText(`${formatMetricValue(first)}${first.label}`)
        else await expect(card.getByTestId('key-result')).toHaveCount(0)
      }
    })

    test('card titles show whole, never cut or clamped', async ({ page }) => {
      await visit(page, LIST)
      const titles = page.locator('main article h3')
      await expect(titles).toHaveCount(studies.length)
      const cut = await titles.evaluateAll((headings) =>
        headings
          .filter((heading) => {
            const style = getComputedStyle(heading)
            return (
              heading.scrollHeight > heading.clientHeight + 1 ||
              heading.scrollWidth > heading.clientWidth + 1 ||
              style.textOverflow === 'ellipsis' ||
              style.webkitLineClamp !== 'none'
            )
          })
          .map((heading) => heading.textContent),
      )
      expect(cut).toEqual([])
      expect(await titles.allTextContents()).toEqual(
        expect.arrayContaining(studies.map((study) => study.title)),
      )
    })

    test('a card is one link as a whole: a click on its text opens the study', async ({ page }) => {
      await visit(page, LIST)
      const study = studies[1]!
      const card = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: study.title }) })
      await scrollIntoView(card)
      await expect(card.getByRole('link')).toHaveCount(1)
      const summary = (await card.getByText(study.challengesSummary.slice(0, 30)).boundingBox())!
      await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2)
      await expect(page).toHaveURL(pathOf(study))
    })

    test('a study page shows its client quotes from data/, and 80% of its words at 16px or more', async ({
      page,
    }) => {
      const quoted = findExample(studies, 'a case study with a client quote', (study) =>
        clientQuotes.some((quote) => quote.caseStudy === study.slug),
      )
      await visit(page, pathOf(quoted))
      const expected = clientQuotes.filter((quote) => quote.caseStudy === quoted.slug)
      const shown = page.getByTestId('client-quote')
      await expect(shown.locator('blockquote')).toHaveText(expected.map((quote) => quote.quote))
      for (const [index, quote] of expected.entries()) {
        await scrollIntoView(shown.nth(index))
        await expect(shown.nth(index)).toBeVisible()
        await expect(shown.nth(index)).toContainText(quote.role)
        await expect(shown.nth(index)).toContainText(quoted.client ?? quoted.industry)
      }
      await renderWholePage(page)
      const sizes = await wordSizes(page)
      expect(sizes.readable / sizes.words, JSON.stringify(sizes.small)).toBeGreaterThanOrEqual(0.8)
    })
  })
}

test('every case study page sets at least 80% of its words at 16px or more on a phone', async ({ page }) => {
  test.slow() // one visit per study
  await page.setViewportSize({ width: 390, height: 844 })
  for (const study of studies) {
    await visit(page, pathOf(study))
    await renderWholePage(page)
    const sizes = await wordSizes(page)
    expect(
      sizes.readable / sizes.words,
      `${study.slug}: ${JSON.stringify(sizes.small)}`,
    ).toBeGreaterThanOrEqual(0.8)
  }
})
