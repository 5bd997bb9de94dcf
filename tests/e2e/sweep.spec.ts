import type { Page } from '@playwright/test'
import { expect, framesRendered, layOutEveryBlock, test, visit } from './support/fixtures'
import { sitemapPaths } from './support/sitemap'
import { axe, COLOUR_RULES, rulesRun, violationLines, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'

/**
 * Every page of the sitemap (and the not-found page), in one visit each: first on a phone as a first
 * visit lays the page out, every target at least 24px or spaced as WCAG 2.5.8 asks and nothing wider
 * than a small phone's screen; then on a desktop, no axe violation in the dark theme, and none of
 * the colours' in the light one (the page's own toggle). No console error or hydration warning (the
 * fixture fails on any). Valid HTML: the Nu Html Checker over every built page
 * (tests/build/html-validity.test.ts).
 */
const pages = [...sitemapPaths(), '/this-page-does-not-exist']

/** Lighthouse's phone; then the desktop every other test of this project uses. */
const PHONE = { width: 412, height: 823 }
const DESKTOP = { width: 1280, height: 720 }

test.use({ viewport: PHONE, storedTheme: 'dark', allowedConsoleErrors: [/status of 404/] })

for (const path of pages) {
  test(`${path}: targets and width on a phone, axe in the dark theme, contrast after the toggle in the light one`, async ({
    page,
  }) => {
    await visit(page, path)

    await test.step('every target is at least 24px or spaced as WCAG 2.5.8 asks, and nothing is wider than a 360px screen', async () => {
      // No block laid out ahead of time: a block still skipped (content-visibility) is laid out only
      // when asked, inside the size it reserves, and what overruns it must not cover a target (an
      // article's heading links once did, and Lighthouse's accessibility score showed it).
      const results = await axe(page, { rules: { 'target-size': { enabled: true } } })
        .withRules(['target-size'])
        .exclude('iframe')
        .analyze()
      expect(rulesRun(results)).toEqual(['target-size'])
      const summary = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      )
      expect(summary).toEqual([])

      // Anything wider than the screen makes a phone zoom the whole page out (or scroll it sideways).
      await page.setViewportSize({ width: 360, height: 740 })
      await framesRendered(page)
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        // For the message: the elements that reach past the right edge (some may be clipped).
        const beyond = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .map(
            (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
          )
        return { width, scrollWidth: document.documentElement.scrollWidth, beyond: beyond.slice(0, 5) }
      })
      expect(overflow.width).toBe(360)
      expect(overflow.scrollWidth, overflow.beyond.join('\n')).toBeLessThanOrEqual(overflow.width)
    })

    await page.setViewportSize(DESKTOP)
    await layOutEveryBlock(page)
    await framesRendered(page)
    const darkStructure = await shownStructure(page)

    await test.step('axe finds no violation in the dark theme', async () => {
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      const results = await axe(page, { rules: { 'target-size': { enabled: true } } })
        .withTags(WCAG_22_AA_AND_BEST_PRACTICE)
        .exclude('iframe')
        .analyze()
      expect(violationLines(results), 'dark theme').toEqual([])
    })

    await test.step('after the toggle, axe finds no violation in the light theme', async () => {
      await page.getByTestId('theme-toggle').click()
      // The colours change through CSS transitions: axe measures contrast once they have ended.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
      // The light theme changes the colours and nothing else (src/styles/global.css): the colours'
      // rules are all a second run can find, unless the page changed since the dark run (an island
      // or a chart that started late), which then gets every rule again.
      const changed = (await shownStructure(page)) !== darkStructure
      const results = changed
        ? await axe(page).withTags(WCAG_22_AA_AND_BEST_PRACTICE).exclude('iframe').analyze()
        : await axe(page).withRules(COLOUR_RULES).exclude('iframe').analyze()
      expect(rulesRun(results)).toEqual(expect.arrayContaining(COLOUR_RULES))
      expect(violationLines(results), 'light theme').toEqual([])
    })
  })
}

/**
 * What the page shows, without its colours: the elements that take up room on the screen, in order
 * (the theme toggle's own icon aside). Their text may change on its own (the home page's demo).
 */
function shownStructure(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter(
        (element) => !element.closest('[data-testid="theme-toggle"]') && element.getClientRects().length > 0,
      )
      .map((element) => element.tagName.toLowerCase())
      .join(' '),
  )
}
