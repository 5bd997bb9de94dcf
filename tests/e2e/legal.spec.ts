import { LEGAL_SECTION_COUNTS } from '../../src/config/constants'
import { formatLongUsDate, isCalendarDate } from '../../src/lib/dates'
import { textOf } from '../support/builtHtml'
import { expect, test, visit } from './support/fixtures'
import { charactersPerLine } from './support/reading'

const documents = [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: LEGAL_SECTION_COUNTS['privacy-policy'] },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    sections: LEGAL_SECTION_COUNTS['terms-of-service'],
  },
  { path: '/cookie-policy', title: 'Cookie Policy', sections: LEGAL_SECTION_COUNTS['cookie-policy'] },
]

test('the issue fixes the section counts at 14, 12 and 8', () => {
  expect(documents.map((document) => document.sections)).toEqual([14, 12, 8])
})

for (const { path, title, sections } of documents) {
  test.describe(title, () => {
    test(`the prerendered HTML has exactly ${sections} numbered h2 sections and a table of contents`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
      expect(main).not.toBe('')

      expect(main.match(/<h1\b/g)).toHaveLength(1)
      const headings = [...main.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)]
      expect(main.match(/<h2\b/g)).toHaveLength(sections)
      expect(headings).toHaveLength(sections)
      headings.forEach(([, , text], index) =>
        expect(textOf(text!)).toMatch(new RegExp(`^${index + 1}\\. \\S`)),
      )

      // The contents label is not a heading, and every section is linked from it, in order.
      const toc = /<nav\b[^>]*aria-labelledby="toc-label"[^>]*>([\s\S]*?)<\/nav>/.exec(main)?.[1] ?? ''
      expect(toc).toMatch(/<p\b[^>]*id="toc-label"[^>]*>Contents<\/p>/)
      const links = [...toc.matchAll(/<a\b[^>]*href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)]
      expect(links.map(([, id]) => id)).toEqual(headings.map(([, id]) => id))
      expect(links.map(([, , text]) => textOf(text!))).toEqual(headings.map(([, , text]) => textOf(text!)))

      // Last Updated is already a real date before any JavaScript runs.
      const time = /Last Updated:[\s\S]*?<time\b[^>]*dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/i.exec(main)
      expect(time).not.toBeNull()
      expect(isCalendarDate(time![1]!)).toBe(true)
      expect(time![2]).toBe(formatLongUsDate(time![1]!))
    })

    test('Last Updated shows the current date in long US format', async ({ page }) => {
      // A day the build cannot have happened on, so the date must come from the browser's clock.
      await page.clock.setFixedTime(new Date(2031, 2, 14, 10, 30))
      await visit(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const lastUpdated = page.getByTestId('last-updated')
      await expect(lastUpdated).toHaveText('March 14, 2031')
      await expect(lastUpdated).toHaveAttribute('datetime', '2031-03-14')
      await expect(page.getByRole('main').getByText(/^Last Updated:/)).toBeVisible()
    })

    test('the table of contents links to every section and scrolls it under the fixed bar', async ({
      page,
    }) => {
      await visit(page, path)
      const main = page.getByRole('main')
      const headings = main.getByRole('heading', { level: 2 })
      await expect(headings).toHaveCount(sections)

      const toc = page.getByRole('navigation', { name: 'Contents' })
      const links = toc.getByRole('link')
      await expect(links).toHaveCount(sections)
      const ids = await headings.evaluateAll((elements) => elements.map((element) => element.id))
      expect(await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href')))).toEqual(
        ids.map((id) => `#${id}`),
      )
      await expect(links).toHaveText(await headings.allTextContents())

      const index = Math.ceil(sections / 2) - 1
      await links.nth(index).click()
      await expect(page).toHaveURL(new RegExp(`#${ids[index]}$`))
      const target = page.locator(`#${ids[index]}`)
      await expect
        .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
          message: 'the section heading lands 80px below the top',
        })
        .toBe(80)
      // The bar turns compact once the page has scrolled (a 300ms slide of its top edge); the
      // heading is then below it.
      const bar = page.locator('header[data-compact]')
      await expect(bar).toHaveAttribute('data-compact', 'true')
      await expect
        .poll(
          async () =>
            (await target.evaluate((element) => element.getBoundingClientRect().top)) -
            (await bar.evaluate((element) => element.getBoundingClientRect().bottom)),
          { message: 'the section heading starts below the fixed bar' },
        )
        .toBeGreaterThanOrEqual(0)
    })
  })
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  for (const { path } of documents) {
    test(`${path} sets its text at 18px, 60 to 75 characters a line`, async ({ page }) => {
      await visit(page, path)
      const reading = await charactersPerLine(page.locator('.prose-content'))
      expect(reading.lines).toBeGreaterThan(10)
      expect(reading.fontSize).toBe(18)
      expect(reading.median).toBeGreaterThanOrEqual(60)
      expect(reading.median).toBeLessThanOrEqual(75)
    })
  }
})

test.describe('Last Updated in a time zone far from UTC', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' })

  test("shows the reader's own calendar day", async ({ page }) => {
    // 05:00 UTC on 15 March is still the evening of 14 March in Honolulu (UTC-10).
    await page.clock.setFixedTime(new Date('2031-03-15T05:00:00Z'))
    await visit(page, '/privacy-policy')
    await expect(page.getByTestId('last-updated')).toHaveText('March 14, 2031')
    await expect(page.getByTestId('last-updated')).toHaveAttribute('datetime', '2031-03-14')
  })
})
