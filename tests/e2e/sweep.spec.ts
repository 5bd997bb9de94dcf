import { expect, framesRendered, layOutEveryBlock, test, visit } from './support/fixtures'
import { sitemapPaths } from './support/sitemap'
import { axe, rulesRun, violationLines, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'

/**
 * Every page of the sitemap (and the not-found page): no axe violation in either theme (one visit:
 * the light theme comes from the page's own toggle), no console error or hydration warning (the
 * fixture fails on any), and nothing wider than a small phone's screen. Valid HTML: the Nu Html
 * Checker over every built page (tests/build/html-validity.test.ts).
 */
const pages = [...sitemapPaths(), '/this-page-does-not-exist']

test.describe('both themes', () => {
  test.use({ storedTheme: 'dark', allowedConsoleErrors: [/status of 404/] })
  for (const path of pages) {
    test(`axe finds no violation on ${path}, in the dark theme and after the toggle in the light one`, async ({
      page,
    }) => {
      await visit(page, path)
      await layOutEveryBlock(page)
      for (const theme of ['dark', 'light'] as const) {
        if (theme === 'light') {
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
        }
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        // Target sizes do not change with the colours: the dark run checks them, at this width and
        // on a phone below, and the light run leaves out the costliest rule axe has.
        const results = await axe(page, { rules: { 'target-size': { enabled: theme === 'dark' } } })
          .withTags(WCAG_22_AA_AND_BEST_PRACTICE)
          .exclude('iframe')
          .analyze()
        expect(violationLines(results), `${theme} theme`).toEqual([])
      }
    })
  }
})

test.describe('on a phone, as a first visit lays the page out', () => {
  // Lighthouse's phone, and no block laid out ahead of time: a block still skipped (content-visibility)
  // is laid out only when asked, inside the size it reserves, and what overruns it must not cover a
  // target (an article's heading links once did, and Lighthouse's accessibility score showed it).
  test.use({ viewport: { width: 412, height: 823 }, allowedConsoleErrors: [/status of 404/] })
  for (const path of pages) {
    test(`every target on ${path} is at least 24px or spaced as WCAG 2.5.8 asks, and nothing is wider than a 360px screen`, async ({
      page,
    }) => {
      await visit(page, path)
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
  }
})
