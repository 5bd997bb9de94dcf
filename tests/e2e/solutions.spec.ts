import { SOLUTION_AGENT_COUNT, SOLUTION_CAPABILITY_COUNTS } from '../../src/config/constants'
import { builtContent, quotesOfPage } from './support/content'
import { expect, scrollIntoView, test, visit } from './support/fixtures'
import { renderWholePage, wordSizes } from './support/readability'

// What the pages were built from: the figures of data/figures.yaml filled in.
const scheduler = builtContent('site').booking.scheduler
const solutions = builtContent('solutions')
const pages = builtContent('solutionPages')
const studies = builtContent('caseStudies')

const cases = Object.entries(SOLUTION_CAPABILITY_COUNTS).map(([slug, capabilityCount]) => ({
  slug,
  path: `/solutions/${slug}`,
  capabilityCount,
  solution: solutions.find((solution) => solution.slug === slug)!,
  content: pages.find((page) => page.slug === slug)!,
}))

for (const { path: pagePath, capabilityCount, solution, content } of cases) {
  test.describe(pagePath, () => {
    test(`shows the hero, three highlights, ${SOLUTION_AGENT_COUNT} agent cards and ${capabilityCount} capabilities`, async ({
      page,
    }) => {
      await visit(page, pagePath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.hero.title)
      await expect(page.getByRole('main').getByText(solution.hero.badge, { exact: true })).toBeVisible()

      const highlights = page.getByRole('region', { name: content.highlights.title })
      await expect(highlights.getByRole('heading', { level: 3 })).toHaveText(
        content.highlights.items.map((item) => [item.value, item.title].filter(Boolean).join(' ')),
      )

      const agents = page.getByRole('region', { name: content.agents.title })
      await expect(agents.getByRole('article')).toHaveCount(SOLUTION_AGENT_COUNT)
      await expect(agents.getByRole('heading', { level: 3 })).toHaveText(
        content.agents.items.map((agent) => agent.title),
      )
      // Every card says what the agent works from and what it hands to a person.
      const firstCard = agents.getByRole('article').first()
      await expect(firstCard.getByRole('term')).toHaveText(['Works from', 'Hands to your team'])
      await expect(firstCard.getByRole('definition')).toHaveText([
        content.agents.items[0]!.inputs,
        content.agents.items[0]!.handoff,
      ])

      const capabilities = page.getByRole('region', { name: content.capabilities.title })
      await expect(capabilities.getByRole('listitem')).toHaveCount(capabilityCount)
      await expect(capabilities.getByRole('listitem')).toHaveText(content.capabilities.items)
    })

    if (content.highlights.caseStudy) {
      const study = studies.find((candidate) => candidate.slug === content.highlights.caseStudy)!

      test('the success story links to its case study, whose results state every figure it shows', async ({
        page,
      }) => {
        await visit(page, pagePath)
        const highlights = page.getByRole('region', { name: content.highlights.title })
        const values = await highlights.locator('h3 > span:first-child').allTextContents()
        expect(values).toHaveLength(content.highlights.items.length)
        await highlights.getByRole('link', { name: 'Read the full case study' }).click()
        await expect(page).toHaveURL(`/case-studies/${study.slug}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title)
        const results = page.getByRole('heading', { name: 'Results', exact: true }).locator('xpath=../..')
        for (const value of values) await expect(results).toContainText(value)
      })
    }

    test('Get Started opens the Get In Touch dialog', async ({ page }) => {
      await visit(page, pagePath)
      const main = page.getByRole('main')
      await main.getByRole('link', { name: 'Get Started' }).click()
      const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: /name/i }).first()).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    })

    test('View Case Studies goes to /case-studies at the top of the page', async ({ page }) => {
      await visit(page, pagePath)
      await page.evaluate(() => window.scrollTo(0, 120))
      await page.getByRole('main').getByRole('link', { name: 'View Case Studies' }).click()
      await expect(page).toHaveURL('/case-studies')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Case Studies')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('Schedule a Strategy Call opens the external scheduler in a new tab', async ({
      page,
      externalRequests,
    }) => {
      await visit(page, pagePath)
      const callout = page.getByRole('region', { name: content.closingCall.title })
      const link = callout.getByRole('link', { name: 'Schedule a Strategy Call (opens in a new tab)' })
      await expect(link).toHaveAttribute('href', scheduler)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
      await expect(popup).toHaveURL(scheduler)
      expect(externalRequests).toContain(scheduler)
      expect(page.url()).toContain(pagePath)
    })
  })

  test.describe(`${pagePath} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('is complete in the prerendered HTML', async ({ page }) => {
      await page.goto(pagePath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.hero.title)
      const main = page.getByRole('main')
      await expect(
        main.getByRole('region', { name: content.highlights.title }).getByRole('listitem'),
      ).toHaveCount(3)
      await expect(main.getByRole('region', { name: content.agents.title }).getByRole('article')).toHaveCount(
        SOLUTION_AGENT_COUNT,
      )
      await expect(
        main.getByRole('region', { name: content.capabilities.title }).getByRole('listitem'),
      ).toHaveCount(capabilityCount)
      await expect(main.getByRole('link', { name: 'Get Started' })).toBeVisible()
      await expect(main.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
        'href',
        '/case-studies',
      )
      await expect(main.getByRole('link', { name: /Schedule a Strategy Call/ })).toHaveAttribute(
        'href',
        scheduler,
      )
    })
  })
}

/** How a page's data shapes its highlights: a story citing its study, figures alone, or blocks. */
function highlightsKind(content: (typeof cases)[number]['content']) {
  if (content.highlights.caseStudy) return 'story'
  return content.highlights.items.every((item) => item.value) ? 'figures' : 'blocks'
}

test('the three solution pages take different shapes from their data', () => {
  const shapes = cases.map(({ content }) => `${highlightsKind(content)} + ${content.agents.arrangement}`)
  expect(new Set(shapes).size, shapes.join(', ')).toBe(cases.length)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    for (const { path: pagePath, content } of cases) {
      test(`${pagePath}: its highlights, agents and client quotes follow its data`, async ({ page }) => {
        await visit(page, pagePath)
        const highlights = page.locator('#highlights')
        const kind = highlightsKind(content)
        const storyLink = highlights.getByRole('link', { name: 'Read the full case study' })
        await expect(storyLink).toHaveCount(kind === 'story' ? 1 : 0)

        // The first quote of the page's studies stands under the hero; a story shows its client's
        // words beside its figures; the other quotes of the page's studies come before the closing
        // call.
        const [lead, ...quotes] = quotesOfPage(pagePath)
        await expect(page.locator('[data-proof="lead-quote"] blockquote')).toHaveText(lead!.quote)
        const storyQuotes = quotes.filter((quote) => quote.caseStudy === content.highlights.caseStudy)
        const otherQuotes = quotes.filter((quote) => quote.caseStudy !== content.highlights.caseStudy)
        await expect(highlights.getByTestId('client-quote').locator('blockquote')).toHaveText(
          storyQuotes.map((quote) => quote.quote),
        )
        const section = page.locator('#client-quotes')
        if (otherQuotes.length === 0) await expect(section).toHaveCount(0)
        else {
          await scrollIntoView(section)
          await expect(section.getByTestId('client-quote').locator('blockquote')).toHaveText(
            otherQuotes.map((quote) => quote.quote),
          )
          for (const shown of await section.getByTestId('client-quote').all())
            await expect(shown).toBeVisible()
        }

        // A pipeline of agents is one ordered flow; a team stands side by side in a list.
        const agents = page.locator('#agents')
        const list = agents.locator(content.agents.arrangement === 'pipeline' ? 'ol' : 'ul').first()
        await expect(list.locator(':scope > li')).toHaveCount(content.agents.items.length)
      })

      test(`${pagePath}: at least 80% of the words are set at 16px or more`, async ({ page }) => {
        await visit(page, pagePath)
        await renderWholePage(page)
        const sizes = await wordSizes(page)
        expect(sizes.readable / sizes.words, JSON.stringify(sizes.small)).toBeGreaterThanOrEqual(0.8)
      })
    }
  })
}
