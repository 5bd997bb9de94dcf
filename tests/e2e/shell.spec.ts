import { ANCHOR_SCROLL_DELAY_MS, COOKIE_BANNER_DELAY_MS } from '../../src/config/constants'
import { PRIMARY_BUTTON_CLASS } from '../../src/components/ui/button'
import { holdScripts } from './support/earlyPage'
import { islandSelector } from './support/islands'
import { builtContent } from './support/content'
import type { Locator, Page } from '@playwright/test'
import {
  expect,
  framesRendered,
  scrollIntoView,
  tasksDrained,
  test,
  visit,
  visitWithFrozenClock,
} from './support/fixtures'

// The services as data/services.yaml lists them: a service an editor adds keeps these tests green.
const services = builtContent('services')

/** A dropdown of the bar (or a group of the phone menu): its <details> element, by its summary. */
const menuNamed = (scope: Locator, label: string) =>
  scope.locator('details').filter({ has: scope.page().locator('summary', { hasText: label }) })

test.describe('navigation bar (desktop)', () => {
  test('Services lists every service in order, with NEW on the new ones (AI SEO and Startup Accelerator)', async ({
    page,
  }) => {
    await visit(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.locator('summary', { hasText: 'Services' }).click()
    const links = nav.getByRole('link')
    for (const service of services) {
      const link = links.filter({ hasText: service.title })
      if (service.isNew) await expect(link).toContainText('NEW')
      else await expect(link).not.toContainText('NEW')
    }
    expect(services.filter((service) => service.isNew).map((service) => service.title)).toEqual(
      expect.arrayContaining(['AI SEO & Organic Growth', 'Startup Accelerator']),
    )
    const hrefs = await nav
      .locator('a[href^="/services/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(services.map((service) => `/services/${service.slug}`))
  })

  test('the dropdowns work from the keyboard and close on Escape', async ({ page }) => {
    await visit(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = menuNamed(nav, 'Services')
    const services = menu.locator('summary')
    await services.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveJSProperty('open', true)
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: /AI SEO & Organic Growth/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveJSProperty('open', false)
    await expect(services).toBeFocused()
    await expect(nav.getByRole('link', { name: /AI SEO & Organic Growth/ })).toBeHidden()
  })

  test('Solutions has its AI solutions header and three links, and a link navigates', async ({ page }) => {
    await visit(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.locator('summary', { hasText: 'Solutions' }).click()
    await expect(nav.getByText('AI solutions', { exact: true })).toBeVisible()
    for (const label of ['Sales Automation', 'Marketing Automation', 'Operations Automation']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible()
    }
    await nav.getByRole('link', { name: 'Marketing Automation' }).click()
    await expect(page).toHaveURL('/solutions/marketing-automation')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Marketing Agents')
  })

  test('Product opens the AI product in a new tab; About Us and Blog are links', async ({ page }) => {
    await visit(page, '/blog')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const product = nav.getByRole('link', { name: /Product/ })
    await expect(product).toHaveAttribute('href', 'https://ai.bandera.example')
    await expect(product).toHaveAttribute('target', '_blank')
    await expect(product).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(product).toContainText('NEW')
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about')
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/case-studies')
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  })

  test('is fixed and turns compact only after more than 20px of scroll', async ({ page }) => {
    await visit(page, '/privacy-policy')
    const header = page.locator('header').first()
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).toHaveAttribute('data-compact', 'false')
    await page.evaluate(() => window.scrollTo(0, 20))
    await framesRendered(page)
    await expect(header).toHaveAttribute('data-compact', 'false')
    const open = await layoutOf(header)
    await page.evaluate(() => window.scrollTo(0, 21))
    await expect(header).toHaveAttribute('data-compact', 'true')
    // Compact by a transform only: in layout nothing moves, so no frame of it is a layout shift.
    expect(await layoutOf(header)).toEqual(open)
    await expectVisibleBottomAtBarHeight(header)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-compact', 'false')
    await expectVisibleBottomAtBarHeight(header)
  })
})

/** Where the bar and its row sit in layout, which transforms do not change. */
function layoutOf(header: Locator) {
  return header.evaluate((bar: HTMLElement) => ({
    height: bar.offsetHeight,
    rowTop: (bar.firstElementChild as HTMLElement).offsetTop,
  }))
}

/** Once its transition ends, the bar's visible bottom edge is where the phone menu's sheet starts. */
async function expectVisibleBottomAtBarHeight(header: Locator) {
  await expect
    .poll(() =>
      header.evaluate((bar) => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
        const barHeight = parseFloat(getComputedStyle(bar).getPropertyValue('--bar-height')) * rem
        return Math.round(bar.getBoundingClientRect().bottom - barHeight)
      }),
    )
    .toBe(0)
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens a panel with collapsible menus and closes when a link is followed', async ({ page }) => {
    await visit(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const panel = page.locator('#mobile-menu')
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    const services = menuNamed(panel, 'Services')
    await expect(panel.getByRole('link', { name: /Telegram Outreach/ })).toBeHidden()
    await services.locator('summary').click()
    await expect(services).toHaveJSProperty('open', true)
    await panel.getByRole('link', { name: /Telegram Outreach/ }).click()
    await expect(page).toHaveURL('/services/telegram-outreach')
    await expect(panel).toBeHidden()
  })

  test('the button and Escape close the panel, and a link within the page closes it too', async ({
    page,
  }) => {
    await visit(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const panel = page.locator('#mobile-menu')
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    await toggle.click()
    await expect(panel).toBeHidden()
    await toggle.click()
    await panel.getByRole('link', { name: 'About Us' }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL('/#about')
  })

  test('the footer services menu is collapsible on small screens', async ({ page }) => {
    await visit(page, '/')
    const footer = page.locator('footer')
    const summary = footer.locator('summary', { hasText: 'Services' })
    await expect(footer.getByRole('link', { name: 'Appointment Setting' }).first()).toBeHidden()
    await summary.click()
    await expect(footer.getByRole('link', { name: 'Appointment Setting' }).first()).toBeVisible()
  })
})

test.describe('theme', () => {
  test.use({ colorScheme: 'light' })

  test('is dark by default even when the system prefers light', async ({ page }) => {
    await visit(page, '/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme')
  })

  test('the toggle switches to light, stores it under the product key, and keeps it on reload', async ({
    page,
  }) => {
    await visit(page, '/')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('bandera-ai-theme'))).toBe('light')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    // The toggle is a React control: it works once the reloaded page has hydrated.
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('the stored theme is applied before any bundle runs (no flash)', async ({ page }) => {
    await visit(page, '/')
    await page.evaluate(() => localStorage.setItem('bandera-ai-theme', 'light'))
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
  })

  test('System follows the operating system setting, live', async ({ page }) => {
    await visit(page, '/')
    await page.locator('footer').getByRole('button', { name: 'System' }).click()
    await expect(page.locator('footer').getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('bandera-ai-theme'))).toBe('system')
  })
})

/**
 * Reloads the page (its clock installed) and runs the clock past the banner's delay at once: a
 * banner due by now would be up.
 */
async function reloadPastBannerDelay(page: Page) {
  await page.reload()
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS)
  await tasksDrained(page)
}

test.describe('cookie banner', () => {
  test.use({ cookieConsent: null })

  test('appears one second after load for a first-time visitor', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    // The clock stands still from before the load event until the islands have started (they
    // need no timer to start), so every millisecond it runs from here on is one after load.
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated="true"]')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS - 1)
    await expect(banner).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(banner).toBeVisible()
  })

  test('Accept All stores accepted and hides it for good', async ({ page }) => {
    await page.clock.install()
    await visit(page, '/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Accept All' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    await reloadPastBannerDelay(page)
    await expect(banner).toHaveCount(0)
  })

  test('Decline stores declined', async ({ page }) => {
    await visit(page, '/blog')
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Decline' })
      .click()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
  })

  test('a choice made in one tab applies in the others', async ({ page, context }) => {
    const other = await context.newPage()
    await visit(page, '/blog')
    await visit(other, '/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    const otherBanner = other.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await expect(otherBanner).toBeVisible()
    await banner.getByRole('button', { name: 'Accept All' }).click()
    await expect(otherBanner).toHaveCount(0)
    await scrollIntoView(other.locator('[data-testid="award-badges"]'))
    await expect(other.locator('[data-testid="award-badges"] [data-image-state]')).toHaveCount(5)
    await other.close()
  })

  test('appears one second after the load event even when its island starts later', async ({ page }) => {
    // The islands' code is held back past the load event, while the page clock stands still...
    const scripts = await holdScripts(page, '**/assets/islands.*.js')
    let requested!: () => void
    const entryRequested = new Promise<void>((resolve) => (requested = resolve))
    page.on('request', (request) => {
      if (/\/assets\/islands\.[^/]+\.js$/.test(request.url())) requested()
    })
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto('/')
    await entryRequested // the loader asks for it once the page has loaded and been painted
    // ...and the island starts 600ms after load: the banner still shows 1000ms after load.
    const START_AFTER_LOAD_MS = 600
    await page.clock.runFor(START_AFTER_LOAD_MS)
    scripts.release()
    await page.waitForSelector('html[data-hydrated="true"]')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS - START_AFTER_LOAD_MS - 1)
    await tasksDrained(page)
    await expect(banner).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(banner).toBeVisible()
  })

  test("says the cookie policy's own short sentence and links the policy for the rest", async ({ page }) => {
    await visit(page, '/cookie-policy')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    const policy = builtContent('legal').find((document) => document.slug === 'cookie-policy')!
    await expect(banner.getByTestId('cookie-notice')).toHaveText(policy.banner!)
    for (const fact of ['No analytics', 'Accept All', 'award badges', 'may set cookies', 'landing page'])
      expect(policy.banner).toContain(fact)
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
    // The rest is on the policy, which opens with its summary.
    const summary = (await page.getByTestId('legal-summary').textContent())!
    const days = builtContent('site').savedFormRetentionDays
    for (const fact of [
      'this one and your color theme',
      'sent to us on your next visit',
      `kept at most ${days} days`,
      'No analytics',
      'which page and campaign link brought you',
      'third-party',
      'Cookie settings',
    ])
      expect(summary).toContain(fact)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport })
      for (const path of ['/', '/services/ai-seo-organic-growth']) {
        test(`keeps to the bottom quarter and clear of the hero's button on ${path}`, async ({ page }) => {
          await visit(page, path)
          const banner = page.getByRole('region', { name: 'Cookie consent' })
          await expect(banner).toBeVisible()
          await expect(banner).toHaveCSS('opacity', '1') // its fade-up has ended
          const box = (await banner.boundingBox())!
          expect(Math.round(box.y + box.height)).toBe(viewport.height)
          if (viewport.width < 768) expect(box.height).toBeLessThanOrEqual(viewport.height / 4)
          const hero = (await page.locator(`main .${PRIMARY_BUTTON_CLASS}`).first().boundingBox())!
          expect(hero.y + hero.height, "the hero's primary button ends above the banner").toBeLessThanOrEqual(
            box.y,
          )
        })
      }
    })
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('the close icon stores declined', async ({ page }) => {
      await visit(page, '/')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await banner.getByRole('button', { name: 'Close and decline cookies' }).click()
      await expect(banner).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    })
  })
})

test.describe('Cookie settings in the footer', () => {
  test('reopens the banner at once, focused, with the current choice, and a new choice replaces it', async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, '/blog')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS)
    await tasksDrained(page)
    await expect(banner).toHaveCount(0)
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    await expect(banner).toContainText('Your current choice: Accept All.')
    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    await reloadPastBannerDelay(page)
    await expect(banner).toHaveCount(0)
  })
})

test.describe('scrolling', () => {
  test('every path change starts at the top', async ({ page }) => {
    await visit(page, '/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click()
    await expect(page).toHaveURL('/cookie-policy')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a hash on load scrolls smoothly to the section, 80px below the top', async ({ page }) => {
    await page.goto('/#contact')
    await expect
      .poll(
        () => page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        {
          timeout: 5000,
        },
      )
      .toBe(80)
  })

  test('an in-page anchor click scrolls with the same offset and updates the address', async ({ page }) => {
    await visit(page, '/')
    await page.getByRole('link', { name: 'Our Services' }).first().click()
    await expect(page).toHaveURL('/#services')
    await expect
      .poll(() =>
        page.locator('#services').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(80)
  })

  test('after a hash whose section was already in place (/#home), the page stays where the visitor scrolls it', async ({
    page,
  }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await visitWithFrozenClock(page, '/#home')
    // The load's own scroll to #home: the section is already in place, nothing moves.
    await page.clock.runFor(ANCHOR_SCROLL_DELAY_MS)
    await page.clock.resume()
    await page.evaluate(() =>
      addEventListener('scrollend', () => ((window as { ended?: boolean }).ended = true)),
    )
    await page.mouse.move(200, 300)
    await page.mouse.wheel(0, 1200)
    await page.waitForFunction(() => (window as { ended?: boolean }).ended)
    // A correction left waiting for #home once pulled the page back to the top when this scroll ended.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/#about')
    await expect
      .poll(() =>
        page.locator('#about').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(80)
  })

  test('links to /#about from another page land on the section', async ({ page }) => {
    await visit(page, '/blog')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/#about')
    await expect
      .poll(() =>
        page.locator('#about').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(80)
  })
})

test.describe('footer', () => {
  test('has the contact information, legal links and the current year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'))
    await visit(page, '/')
    const footer = page.locator('footer')
    await expect(footer).toContainText('Kyiv')
    await expect(footer).toContainText('Ukraine')
    await expect(footer.getByRole('link', { name: 'hello@bandera.example' })).toHaveAttribute(
      'href',
      'mailto:hello@bandera.example',
    )
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cookie Policy', '/cookie-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(footer.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
    // Each social link draws the icon data/site.yaml names for it, from the icon registry.
    for (const [name, icon] of [
      ['Instagram', 'instagram'],
      ['LinkedIn', 'linkedin'],
      ['Bandera AI', 'external-link'],
    ] as const) {
      await expect(
        footer.getByRole('link', { name: `${name} (opens in a new tab)` }).locator(`svg.lucide-${icon}`),
      ).toHaveCount(1)
    }
    const reviews = builtContent('site').reviewsProfile
    await expect(footer.getByRole('link', { name: new RegExp(reviews.name) })).toHaveAttribute(
      'href',
      reviews.url,
    )
    // The footer's islands hydrate as it comes near; until then the year is the build's.
    await expect(page.locator(islandSelector('CurrentYear'))).not.toHaveAttribute('data-island-hydrated')
    await expect(page.getByTestId('copyright-year')).not.toHaveText('2031')
    await scrollIntoView(footer)
    await expect(page.getByTestId('copyright-year')).toHaveText('2031')
    await expect(footer.getByRole('link', { name: 'AI Sales Agents' })).toHaveAttribute(
      'href',
      '/solutions/sales-automation',
    )
  })
})
