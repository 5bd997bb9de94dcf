import type { Locator, Page } from '@playwright/test'
import { PRIMARY_BUTTON_CLASS } from '../../src/components/ui/button'
import { BOOKING_LABEL, SPEC_BOOKING_LABELS } from '@/schemas/bookingLabels'
import { builtContent } from './support/content'
import { hitAtCentre, holdScripts } from './support/earlyPage'
import { expect, framesRendered, scrollIntoView, test, visit } from './support/fixtures'
import { sitemapPaths } from './support/sitemap'
import { axe, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'

/**
 * One next step: the primary button style means "book a call" on every page, and on a phone a slim
 * bar offers the booking once the page's opening section has scrolled away.
 */

const site = builtContent('site')
const BOOKING_PAGES: string[] = [site.booking.scheduler, site.booking.strategyCall]
const pages = [...sitemapPaths(), '/this-page-does-not-exist']

/**
 * The words of every link to a booking page, as its text reads (the new tab's note left out; a link
 * that is a whole card reads its label first, then its description). Read from the text, not as
 * rendered: a block the browser skips until it comes near renders no text.
 */
async function bookingLinkWords(page: Page) {
  return page.locator('a[href]').evaluateAll(
    (links, pages) =>
      links
        .filter((link) => pages.includes(link.getAttribute('href')!))
        .map((link) =>
          link
            .textContent!.replace(/\(opens in a new tab\)/, '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
    BOOKING_PAGES,
  )
}

/** Every element of the page in the primary style, described by what it is and where it leads. */
async function primaryElements(scope: Page | Locator) {
  return scope.locator(`.${PRIMARY_BUTTON_CLASS}`).evaluateAll((elements) =>
    elements.map((element) => ({
      tag: element.tagName.toLowerCase(),
      text: element.textContent?.trim() ?? '',
      href: element.getAttribute('href'),
      target: element.getAttribute('target'),
    })),
  )
}

function expectBookingLinks(found: Awaited<ReturnType<typeof primaryElements>>, where: string) {
  for (const element of found) {
    expect(element.tag, `"${element.text}" on ${where} is in the primary style but is no link`).toBe('a')
    expect(BOOKING_PAGES, `"${element.text}" on ${where} leads to ${element.href}`).toContain(element.href)
    expect(element.target, `"${element.text}" on ${where} opens in a new tab`).toBe('_blank')
  }
}

test.describe('the primary button style', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })
  for (const path of pages) {
    test(`leads to a booking page wherever it shows on ${path}`, async ({ page }) => {
      await visit(page, path)
      const found = await primaryElements(page)
      // The phone's booking bar is on every page: the check below never passes by finding nothing.
      expect(found.length).toBeGreaterThan(0)
      expectBookingLinks(found, path)
      // One name for the one next step, where the specification does not fix the words.
      const words = await bookingLinkWords(page)
      expect(words.length).toBeGreaterThan(0)
      for (const text of words)
        expect(
          [BOOKING_LABEL, ...SPEC_BOOKING_LABELS].some((label) => text === label || text.startsWith(label)),
          `"${text}" on ${path}`,
        ).toBe(true)
    })
  }

  test('marks the hero call on the home page and nothing the visitor does besides booking', async ({
    page,
  }) => {
    await visit(page, '/')
    await expect(page.locator('#home').getByRole('link', { name: /Free Consultation Call/ })).toHaveClass(
      new RegExp(PRIMARY_BUTTON_CLASS),
    )
    for (const control of [
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
      page.getByRole('link', { name: /Our Services/ }),
      page.getByRole('tab', { selected: true }).first(),
    ])
      await expect(control).not.toHaveClass(new RegExp(PRIMARY_BUTTON_CLASS))
  })

  test.describe('with the cookie banner and the contact dialog open', () => {
    test.use({ cookieConsent: null })
    test('neither the cookie choices nor the form use it', async ({ page }) => {
      await visit(page, '/blog')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      expect(await primaryElements(banner)).toEqual([])
      await banner.getByRole('button', { name: 'Decline', exact: true }).click()
      await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
      const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
      await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeVisible()
      expectBookingLinks(await primaryElements(dialog), 'the contact dialog')
      await expect(dialog.getByRole('button', { name: 'Send Message' })).not.toHaveClass(
        new RegExp(PRIMARY_BUTTON_CLASS),
      )
    })
  })
})

const bookingBar = (page: Page) => page.getByRole('complementary', { name: 'Book a call' })

/** Scrolls the page so that its opening section (main's first <section>) is just past the top. */
async function scrollPastOpening(page: Page) {
  await page.evaluate(() => {
    const opening = document.querySelector('main > section:first-child')!
    window.scrollTo(0, window.scrollY + opening.getBoundingClientRect().bottom + 1)
  })
  await framesRendered(page)
}

/** The bar where a visitor sees it: whole, on the bottom edge of the screen. */
async function expectBarAtBottom(page: Page) {
  const bar = bookingBar(page)
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => {
      const box = (await bar.boundingBox())!
      return Math.round(box.y + box.height)
    })
    .toBe(page.viewportSize()!.height)
  expect(await hitAtCentre(bar.getByRole('link'))).toBe('itself')
}

test.describe('the booking bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('appears once the hero has scrolled away and opens the scheduler in a new tab', async ({ page }) => {
    await visit(page, '/')
    const bar = bookingBar(page)
    await expect(bar).toBeHidden()
    // Most of the hero scrolled away, its button with it: not yet...
    await page.evaluate(() => window.scrollTo(0, 300))
    await framesRendered(page)
    await expect(bar).toBeHidden()
    // ...the hero gone: the bar.
    await scrollPastOpening(page)
    await expectBarAtBottom(page)
    const link = bar.getByRole('link', { name: `${BOOKING_LABEL} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', site.booking.scheduler)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()])
    expect(tab.url()).toBe(site.booking.scheduler)
    // Back at the top, it goes away again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await framesRendered(page)
    await expect(bar).toBeHidden()
  })

  test('on a page that opens with its text, appears after the first screen', async ({ page }) => {
    const post = builtContent('blog')[0]!
    await visit(page, `/blog/${post.slug}`)
    await expect(bookingBar(page)).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 10))
    await framesRendered(page)
    await expectBarAtBottom(page)
  })

  test('works from the first frame, before any script has run', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/services/ai-seo-organic-growth', { waitUntil: 'domcontentloaded' })
    await expect(bookingBar(page)).toBeHidden()
    await scrollPastOpening(page)
    await expectBarAtBottom(page)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  })

  test('leaves the last links of the footer clear', async ({ page }) => {
    await visit(page, '/blog')
    // To the very end: the blocks on the way take their real height as they come near.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await framesRendered(page)
        return page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        )
      })
      .toBe(true)
    await expectBarAtBottom(page)
    const barTop = (await bookingBar(page).boundingBox())!.y
    const footer = page.locator('footer')
    for (const last of [
      footer.getByRole('button', { name: 'Cookie settings' }),
      footer.getByRole('link', { name: 'Cookie Policy' }),
      footer.getByRole('group', { name: 'Color theme' }),
    ]) {
      const box = (await last.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(barTop)
    }
  })

  test('steps aside for the open phone menu and the open contact dialog', async ({ page }) => {
    await visit(page, '/case-studies')
    await scrollPastOpening(page)
    await expectBarAtBottom(page)

    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expect(bookingBar(page)).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeHidden()
    await expectBarAtBottom(page)

    await page.getByRole('button', { name: 'Menu' }).click()
    await menu.getByRole('link', { name: 'Contact' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
    await expect(dialog).toBeVisible()
    await expect(bookingBar(page)).toBeHidden()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expectBarAtBottom(page)
  })

  test.describe('for a first-time visitor', () => {
    test.use({ cookieConsent: null })
    test('steps aside for the cookie banner until a choice is made, without moving anything', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: unknown[] = []
        ;(window as { __shifts?: unknown[] }).__shifts = shifts
        new PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({
          type: 'layout-shift',
          buffered: true,
        })
      })
      await visit(page, '/')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await scrollPastOpening(page)
      await expect(bookingBar(page)).toBeHidden()
      await banner.getByRole('button', { name: 'Decline', exact: true }).click()
      await expect(banner).toHaveCount(0)
      await expectBarAtBottom(page)
      // Counted as Cumulative Layout Shift counts them: a shift within half a second of an input
      // is left out, as the metric leaves it out.
      const shifted = await page.evaluate(() =>
        ((window as { __shifts?: { value: number; hadRecentInput: boolean }[] }).__shifts ?? [])
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
      )
      expect(shifted, 'layout shift while the banner and the bar came and went').toBe(0)
    })
  })
})

for (const theme of ['dark', 'light'] as const) {
  test.describe(`the booking bar and the cookie banner on a phone, ${theme} theme`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storedTheme: theme,
      cookieConsent: null,
    })
    test('have no WCAG 2.2 AA violation, target sizes included', async ({ page }) => {
      const check = async (part: string) => {
        const results = await axe(page, { rules: { 'target-size': { enabled: true } } })
          .include(part)
          .withTags(WCAG_22_AA_AND_BEST_PRACTICE)
          .analyze()
        // Something was checked (contrast, names, target sizes): the part was there and shown.
        expect(results.passes.map((rule) => rule.id)).toEqual(
          expect.arrayContaining(['color-contrast', 'target-size']),
        )
        return results
      }
      await visit(page, '/')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toHaveCSS('opacity', '1')
      expect((await check('[data-cookie-banner]')).violations).toEqual([])
      await banner.getByRole('button', { name: 'Accept All' }).click()
      await scrollPastOpening(page)
      await expectBarAtBottom(page)
      expect((await check('.booking-bar')).violations).toEqual([])
    })
  })
}

test.describe('the booking bar keeps to one slim row on every common phone', () => {
  test.use({ isMobile: true, hasTouch: true })
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 412, height: 915 },
    { width: 540, height: 720 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}: the button whole, its line beside it only where it fits`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await visit(page, '/services/appointment-setting')
      await scrollPastOpening(page)
      await expectBarAtBottom(page)
      const bar = bookingBar(page)
      const link = bar.getByRole('link', { name: `${BOOKING_LABEL} (opens in a new tab)` })
      // One row: the bar no taller than the button and its padding, nothing in it cut or wrapped.
      const [barBox, linkBox] = [(await bar.boundingBox())!, (await link.boundingBox())!]
      expect(barBox.height).toBeLessThanOrEqual(linkBox.height + 20)
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      const line = bar.getByText(builtContent('navigation').bookingBar.text)
      if (viewport.width < 480) await expect(line).toHaveClass(/sr-only/)
      else
        expect(
          await line.evaluate((element) =>
            Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
          ),
        ).toBe(1)
    })
  }
})

test.describe('the booking bar on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  test('never appears', async ({ page }) => {
    await visit(page, '/')
    for (const fraction of [0, 0.25, 0.5, 1]) {
      await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), fraction)
      await framesRendered(page)
      await expect(bookingBar(page)).toBeHidden()
    }
    await scrollIntoView(page.locator('footer'))
    await expect(bookingBar(page)).toBeHidden()
  })
})
