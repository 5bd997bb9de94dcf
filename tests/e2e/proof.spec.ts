import type { Page } from '@playwright/test'
import { formatEnUsNumber } from '@/lib/numbers'
import { builtContent } from './support/content'
import { expect, test, visit } from './support/fixtures'

/**
 * Proof in the first screens: on every page that sells (home, each service, each solution), a buyer
 * meets who vouches for the agency within the first two screens, on a phone and on a desktop: the
 * reviews platform's rating with its name and count, the client logos when there are any, or a quote
 * of the page's own case studies; each service and solution page shows a quote of its own studies
 * right under its hero.
 */
const site = builtContent('site')
const studies = builtContent('caseStudies')
const SERVICE_PAGES = builtContent('services').map((service) => `/services/${service.slug}`)
const SOLUTION_PAGES = builtContent('solutions').map((solution) => `/solutions/${solution.slug}`)
const SELLING_PAGES = ['/', ...SERVICE_PAGES, ...SOLUTION_PAGES]

/** The slugs of the case studies that used the page at `path` (their servicesUsed). */
const ownStudies = (path: string) =>
  studies.filter((study) => study.servicesUsed?.includes(path)).map((study) => study.slug)

/** Every proof element of the page, where it starts and ends on the page (px from its top). */
function proofElements(page: Page) {
  return page.locator('[data-proof]').evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect()
        return {
          kind: element.getAttribute('data-proof')!,
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
        }
      })
      .sort((a, b) => a.top - b.top),
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('every selling page shows who vouches for the agency within its first two screens', async ({
      page,
    }) => {
      test.slow() // ten pages
      const screens = (px: number) => Math.round((px / viewport.height) * 100) / 100
      for (const path of SELLING_PAGES) {
        await visit(page, path)
        const found = await proofElements(page)
        expect(found.length, `${path} shows proof`).toBeGreaterThan(0)
        const first = found[0]!
        test.info().annotations.push({
          type: 'first proof',
          description: `${path}: ${first.kind} at ${screens(first.top)} screens`,
        })
        // Whole within the first two screens.
        expect(
          screens(first.bottom),
          `${path}: the ${first.kind} ends within two screens`,
        ).toBeLessThanOrEqual(2)

        if (path === '/') continue
        // A service or solution page: a quote of its own studies, its start within two screens.
        const lead = found.find((element) => element.kind === 'lead-quote')
        expect(lead, `${path} shows a client of its own work`).toBeDefined()
        expect(screens(lead!.top), `${path}: the quote starts within two screens`).toBeLessThan(2)
        const study = await page
          .locator('[data-proof="lead-quote"]')
          .getByRole('link', { name: /Read the case study/ })
          .getAttribute('href')
        expect(ownStudies(path), `${path}: the quote's study used this page`).toContain(
          study!.replace('/case-studies/', ''),
        )
      }
    })
  })
}

test('the rating names the platform and its count, and links its profile, under each hero', async ({
  page,
}) => {
  const { name, url, rating, reviewCount } = site.reviewsProfile
  expect(rating, 'data/site.yaml states a rating').toBeDefined()
  for (const path of [SELLING_PAGES[0]!, SERVICE_PAGES[0]!, SOLUTION_PAGES[0]!]) {
    await visit(page, path)
    const shown = page.locator('main > section').first().locator('[data-proof="rating"]')
    await expect(shown).toHaveCount(1)
    await expect(shown).toContainText(`${rating!.toFixed(1)} out of 5`)
    await expect(shown).toContainText(`from ${formatEnUsNumber(reviewCount!)} reviews on ${name}`)
    await expect(shown).toHaveAttribute('href', url)
    await expect(shown).toHaveAttribute('target', '_blank')
  }
})

test('each solution page shows a quote of its own studies, and no quote twice', async ({ page }) => {
  for (const path of SOLUTION_PAGES) {
    expect(ownStudies(path), `${path} has case studies of its own`).not.toEqual([])
    await visit(page, path)
    const quotes = await page
      .getByTestId('client-quote')
      .evaluateAll((figures) => figures.map((figure) => figure.querySelector('blockquote')!.textContent))
    expect(quotes.length, path).toBeGreaterThan(0)
    expect(new Set(quotes).size, `${path} repeats no quote`).toBe(quotes.length)
  }
})
