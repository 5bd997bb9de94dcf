import AxeBuilder from '@axe-core/playwright'
import { expect, layOutEveryBlock, test, visit } from './support/fixtures'
import { sitemapPaths } from './support/sitemap'

/**
 * Every page of the sitemap (and the not-found page): no axe violation in either theme, no console
 * error or hydration warning (the fixture fails on any), and nothing wider than a small phone's
 * screen. Valid HTML: the Nu Html Checker over every built page (tests/build/html-validity.test.ts).
 */
const pages = [...sitemapPaths(), '/this-page-does-not-exist']

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ storedTheme: theme, allowedConsoleErrors: [/status of 404/] })
    for (const path of pages) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await visit(page, path)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await layOutEveryBlock(page)
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .options({ rules: { 'target-size': { enabled: true } } })
          .exclude('iframe')
          .analyze()
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
        expect(summary).toEqual([])
      })
    }
  })
}

test.describe('target sizes on a phone, as a first visit lays the page out', () => {
  // Lighthouse's phone, and no block laid out ahead of time: a block still skipped (content-visibility)
  // is laid out only when asked, inside the size it reserves, and what overruns it must not cover a
  // target (an article's heading links once did, and Lighthouse's accessibility score showed it).
  test.use({ viewport: { width: 412, height: 823 }, allowedConsoleErrors: [/status of 404/] })
  for (const path of pages) {
    test(`every target on ${path} is at least 24px or spaced as WCAG 2.5.8 asks`, async ({ page }) => {
      await visit(page, path)
      const results = await new AxeBuilder({ page })
        .withRules(['target-size'])
        .options({ rules: { 'target-size': { enabled: true } } })
        .exclude('iframe')
        .analyze()
      expect(results.passes.concat(results.violations).some((rule) => rule.id === 'target-size')).toBe(true)
      const summary = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      )
      expect(summary).toEqual([])
    })
  }
})

test.describe('on a 360px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, allowedConsoleErrors: [/status of 404/] })
  for (const path of pages) {
    // Anything wider than the screen makes a phone zoom the whole page out (or scroll it sideways).
    test(`nothing on ${path} is wider than the screen`, async ({ page }) => {
      await visit(page, path)
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        // For the message: the elements that reach past the right edge (some may be clipped).
        const beyond = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .map(
            (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
          )
        return { scrollWidth: document.documentElement.scrollWidth, width, beyond: beyond.slice(0, 5) }
      })
      expect(overflow.scrollWidth, overflow.beyond.join('\n')).toBeLessThanOrEqual(overflow.width)
    })
  }
})
