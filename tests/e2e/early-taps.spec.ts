import type { Locator, Page } from '@playwright/test'
import { heldClicks, hitAtCentre, holdScripts, islandHydrated, throttleCpu } from './support/earlyPage'
import { islandSelector } from './support/islands'
import { expect, scrollIntoView, test, visit } from './support/fixtures'

/**
 * No tap is lost. A page is complete HTML from its first frame, but its islands start only once it
 * has loaded and been painted: each control is clicked at the first moment it is visible, on a CPU
 * throttled 4x (as Lighthouse's mobile profile), while the site's scripts are held back so that none
 * has run yet, and its effect follows; the same click after hydration still works. Links, menus
 * (<details>) and the phone menu (a popover) work without any script; the other buttons hold the
 * click and replay it once their island has committed (src/islands/earlyClicks.ts).
 */

const CPU_SLOWDOWN = 4
/**
 * How long the first effect after `release()` may take: the site's scripts load, parse and hydrate
 * the page on a CPU slowed 4x, on a machine that may be busy with other tests (seconds, not the
 * default 7). What is tested is that the effect comes, not how soon.
 */
const UNTIL_HYDRATED = { timeout: 30_000 }

test.beforeEach(async ({ page }) => {
  test.slow()
  await throttleCpu(page, CPU_SLOWDOWN)
})

/** Opens `path` with every script of the site held back: the page as its first frame shows it. */
async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdScripts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return scripts
}

const bar = (page: Page) => page.getByRole('banner')
const barMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first()
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get In Touch' })

/** The contact page's own heading and form: what a click on a contact link leads to without script. */
async function expectContactPage(page: Page) {
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()
}

test.describe('Contact and Get Started', () => {
  for (const [label, link] of [
    ['Contact', (page: Page) => barMenu(page).getByRole('link', { name: 'Contact' })],
    ['Get Started', (page: Page) => bar(page).getByRole('link', { name: 'Get Started' })],
  ] as const) {
    test(`${label}, clicked before any script, leads to the contact form; after hydration it opens the dialog`, async ({
      page,
    }) => {
      await openBeforeScripts(page, '/blog')
      expect(await islandHydrated(page, 'NavBar')).toBe(false)
      await link(page).click()
      await expectContactPage(page)

      await page.unrouteAll()
      await visit(page, '/blog')
      await link(page).click()
      await expect(dialog(page)).toBeVisible()
      await expect(page).toHaveURL('/blog')
    })
  }
})

test.describe('the bar on a desktop', () => {
  test('Services and Solutions open from the first frame, one at a time, and so they do after hydration', async ({
    page,
  }) => {
    const check = async () => {
      const menu = barMenu(page)
      await menu.locator('summary', { hasText: 'Services' }).click()
      await expect(menu.getByRole('link', { name: /Telegram Outreach/ })).toBeVisible()
      await menu.locator('summary', { hasText: 'Solutions' }).click()
      await expect(menu.getByRole('link', { name: 'Marketing Automation' })).toBeVisible()
      await expect(menu.getByRole('link', { name: /Telegram Outreach/ })).toBeHidden()
    }
    await openBeforeScripts(page, '/')
    await check()
    expect(await islandHydrated(page, 'NavBar')).toBe(false)

    await page.unrouteAll()
    await visit(page, '/')
    await check()
  })

  test('the theme toggle, clicked before any script, switches the theme once the bar has hydrated; after hydration at once', async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, '/')
    await page.getByTestId('theme-toggle').click()
    expect(await heldClicks(page)).toBe(1)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator(islandSelector('NavBar'))).toHaveAttribute('data-holding-clicks', '')

    scripts.release()
    await expect(page.locator('html')).toHaveClass(/\blight\b/, UNTIL_HYDRATED)
    expect(await page.evaluate(() => localStorage.getItem('bandera-ai-theme'))).toBe('light')
    expect(await heldClicks(page)).toBe(0)
    await expect(page.locator('[data-holding-clicks]')).toHaveCount(0)

    await page.waitForSelector('html[data-hydrated="true"]')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })
})

test.describe('the phone menu, on a 390px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  const sheet = (page: Page) => page.locator('#mobile-menu')
  /** Opens the menu and expands Services, as a visitor does before tapping further down. */
  async function openWithServices(page: Page) {
    await page.getByRole('button', { name: 'Menu' }).tap()
    await expect(sheet(page)).toBeVisible()
    await sheet(page).locator('summary', { hasText: 'Services' }).tap()
    await expect(sheet(page).getByRole('link', { name: /Telegram Outreach/ })).toBeVisible()
  }

  const moments = [
    { moment: 'before any script', open: openBeforeScripts },
    {
      moment: 'after hydration',
      open: async (page: Page, path: string) => {
        await visit(page, path)
      },
    },
  ]

  for (const { moment, open } of moments) {
    for (const [label, path] of [
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
    ] as const) {
      test(`${moment}: with Services expanded, a tap on ${label} goes to ${path}`, async ({ page }) => {
        await open(page, '/privacy-policy')
        await openWithServices(page)
        await sheet(page).getByRole('link', { name: label, exact: true }).tap()
        await expect(page).toHaveURL(path)
      })
    }

    test(`${moment}: with Services expanded, a tap on Solutions opens Solutions and nothing else`, async ({
      page,
    }) => {
      await open(page, '/privacy-policy')
      await openWithServices(page)
      await sheet(page).locator('summary', { hasText: 'Solutions' }).tap()
      await expect(sheet(page).getByRole('link', { name: 'Sales Automation' })).toBeVisible()
      await expect(sheet(page).getByRole('link', { name: /Telegram Outreach/ })).toBeVisible()
      await expect(dialog(page)).toHaveCount(0)
      await expect(page).toHaveURL('/privacy-policy')
    })

    test(`${moment}: a tap on the open menu below its last item reaches nothing behind it`, async ({
      page,
    }) => {
      await open(page, '/privacy-policy')
      await openWithServices(page)
      const box = (await sheet(page).boundingBox())!
      const below = { x: box.x + box.width / 2, y: box.y + box.height - 20 }
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('#mobile-menu') !== null,
        below,
      )
      expect(hit).toBe(true)
      await page.touchscreen.tap(below.x, below.y)
      await expect(page).toHaveURL('/privacy-policy')
      await expect(sheet(page)).toBeVisible()
    })
  }

  test('before any script: Contact in the menu leads to the contact form', async ({ page }) => {
    await openBeforeScripts(page, '/blog')
    await page.getByRole('button', { name: 'Menu' }).tap()
    await sheet(page).getByRole('link', { name: 'Contact' }).tap()
    await expectContactPage(page)
  })

  test.describe('for a first-time visitor', () => {
    test.use({ cookieConsent: null })

    test('the open menu lies above the cookie banner: its lowest item takes the tap', async ({ page }) => {
      await visit(page, '/privacy-policy')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await openWithServices(page)
      // Solutions open too, so that the menu's last item reaches the banner's bottom quarter.
      await sheet(page).locator('summary', { hasText: 'Solutions' }).tap()
      const blog = sheet(page).getByRole('link', { name: 'Blog', exact: true })
      await blog.scrollIntoViewIfNeeded()
      const [blogBox, bannerBox] = [(await blog.boundingBox())!, (await banner.boundingBox())!]
      expect(blogBox.y + blogBox.height).toBeGreaterThan(bannerBox.y) // the banner's place, had it been on top
      expect(await hitAtCentre(blog)).toBe('itself')
      await blog.tap()
      await expect(page).toHaveURL('/blog')
    })
  })
})

/** Records, in order, the chip pressed after each change of the group's aria-pressed states. */
async function recordPressed(group: Locator): Promise<() => Promise<string[]>> {
  await group.evaluate((element) => {
    const pressed: string[] = []
    ;(window as { pressedChips?: string[] }).pressedChips = pressed
    new MutationObserver(() => {
      const now = element.querySelector('[aria-pressed="true"]')?.textContent ?? ''
      if (pressed.at(-1) !== now) pressed.push(now)
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] })
  })
  return () => group.page().evaluate(() => (window as { pressedChips?: string[] }).pressedChips ?? [])
}

test.describe('the filters', () => {
  for (const { path, island, group, all, status } of [
    {
      path: '/case-studies',
      island: 'CaseStudyBrowser',
      group: 'Filter case studies by category',
      all: 'All',
      status: /^Showing all \d+ case studies$/,
    },
    {
      path: '/blog',
      island: 'BlogList',
      group: 'Filter articles by category',
      all: 'All Articles',
      status: /^Showing all \d+ articles$/,
    },
  ]) {
    test(`${path}: every chip clicked before any script filters, in the order clicked; after hydration at once`, async ({
      page,
    }) => {
      const scripts = await openBeforeScripts(page, path)
      const chips = page.getByRole('group', { name: group }).getByRole('button')
      const labels = await chips.allTextContents()
      const categories = labels.filter((label) => label !== all)
      expect(categories.length).toBeGreaterThan(1)
      for (const category of [...categories, all])
        await chips.filter({ hasText: new RegExp(`^${category}$`) }).click()
      expect(await heldClicks(page)).toBe(categories.length + 1)
      expect(await islandHydrated(page, island)).toBe(false)
      const pressed = await recordPressed(page.getByRole('group', { name: group }))

      scripts.release()
      await expect.poll(pressed, UNTIL_HYDRATED).toEqual([...categories, all])
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(status)

      await page.waitForSelector('html[data-hydrated="true"]')
      const last = categories.at(-1)!
      await chips.filter({ hasText: new RegExp(`^${last}$`) }).click()
      await expect(chips.filter({ hasText: new RegExp(`^${last}$`) })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(`in ${last}`)
    })
  }
})

test.describe('the cookie choice, while the islands are still starting', () => {
  test.use({ cookieConsent: null })

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
  const badges = (page: Page) => page.locator('[data-testid="award-badges"]')

  test('Accept All, pressed the moment it shows, before the award list has its code: the list shows the platform’s pictures once it does', async ({
    page,
  }) => {
    // The islands entry (bar, banner) runs; the code of every other island waits.
    const lazyCode = await holdScripts(page, '**/assets/chunks/**')
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await scrollIntoView(badges(page))
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    await expect(badges(page)).toHaveAttribute('data-images', 'withheld')

    lazyCode.release()
    await expect(badges(page)).toHaveAttribute('data-images', 'loaded', UNTIL_HYDRATED)
    await expect(badges(page).locator('[data-image-state]')).toHaveCount(5)
  })

  test('Accept All, pressed the moment it shows, after the award list has hydrated: the pictures replace the drawings at once', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await scrollIntoView(badges(page))
    // The list has its code (it is near from the start); the banner shows a second after its island.
    await expect(page.locator('[data-awaiting-code]:has([data-testid="award-badges"])')).toHaveCount(0)
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(badges(page)).toHaveAttribute('data-images', 'loaded')
    await expect(badges(page).locator('[data-image-state]')).toHaveCount(5)
  })

  test('Decline, pressed the moment it shows, stores the choice and keeps the drawings', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await scrollIntoView(badges(page))
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(badges(page)).toHaveAttribute('data-images', 'withheld')
    await expect(badges(page).locator('[data-image-state]')).toHaveCount(0)
  })
})

/**
 * How long an early click waits for its effect, at 4x throttling, with nothing held back: the
 * click comes the moment the control is visible. Printed, and kept as the test's annotations.
 */
test.describe('from an early click to its effect', () => {
  const RUNS = 3
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const report = (what: string, times: number[]) => {
    const description = `${Math.round(median(times))} ms (median of ${times.map(Math.round).join(', ')})`
    test.info().annotations.push({ type: `${what}, early click to effect at ${CPU_SLOWDOWN}x`, description })
    console.log(`${what}: early click to effect at ${CPU_SLOWDOWN}x CPU throttling: ${description}`)
  }

  test('a filter chip: until the list shows the category', async ({ page }) => {
    await page.addInitScript(() => {
      const early = { clickAt: 0, islandHydratedAtClick: true, effectAt: 0 }
      ;(window as { early?: typeof early }).early = early
      addEventListener(
        'click',
        (event) => {
          if (early.clickAt) return
          early.clickAt = performance.now()
          const island = (event.target as Element).closest('bandera-island')
          early.islandHydratedAtClick = island?.hasAttribute('data-island-hydrated') ?? true
        },
        true,
      )
      new MutationObserver((records) => {
        if (
          early.clickAt &&
          !early.effectAt &&
          records.some((record) => record.attributeName === 'aria-pressed')
        )
          early.effectAt = performance.now()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] })
    })
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      // The list's code is held until the click has landed: on a quiet machine the page may
      // otherwise hydrate before the test's first click, and the click would not be an early one.
      await page.unrouteAll()
      const listCode = await holdScripts(page, '**/assets/chunks/**')
      await page.goto('/case-studies', { waitUntil: 'commit' })
      const chip = page
        .getByRole('group', { name: 'Filter case studies by category' })
        .getByRole('button')
        .nth(1)
      await chip.click()
      listCode.release()
      await expect(chip).toHaveAttribute('aria-pressed', 'true', UNTIL_HYDRATED)
      const early = await page.evaluate(() => (window as { early?: Record<string, number | boolean> }).early!)
      expect(early.islandHydratedAtClick, 'the click came before the list had hydrated').toBe(false)
      times.push(Number(early.effectAt) - Number(early.clickAt))
    }
    report('Case-study filter', times)
  })

  test('Get Started: until the contact form is painted (its page, or the dialog once the listener runs)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const now = () => String(performance.timeOrigin + performance.now())
      addEventListener(
        'click',
        () => sessionStorage.getItem('clickAt') || sessionStorage.setItem('clickAt', now()),
        true,
      )
      if (location.pathname === '/contact') {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0]
          if (paint) sessionStorage.setItem('pageAt', String(performance.timeOrigin + paint.startTime))
        }).observe({ type: 'paint', buffered: true })
        return
      }
      new MutationObserver(() => {
        if (!sessionStorage.getItem('dialogAt') && document.querySelector('[role="dialog"] form'))
          sessionStorage.setItem('dialogAt', now())
      }).observe(document, { subtree: true, childList: true })
    })
    const times: Record<'page' | 'dialog', number[]> = { page: [], dialog: [] }
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/blog', { waitUntil: 'commit' })
      await page.evaluate(() => sessionStorage.clear())
      await bar(page).getByRole('link', { name: 'Get Started' }).click()
      await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()
      const measured = await page.waitForFunction(() => {
        const [clickAt, pageAt, dialogAt] = ['clickAt', 'pageAt', 'dialogAt'].map((key) =>
          Number(sessionStorage.getItem(key)),
        )
        if (clickAt && pageAt) return { to: 'page', ms: pageAt - clickAt }
        if (clickAt && dialogAt) return { to: 'dialog', ms: dialogAt - clickAt }
        return null
      })
      const { to, ms } = (await measured.jsonValue()) as { to: 'page' | 'dialog'; ms: number }
      expect(new URL(page.url()).pathname).toBe(to === 'page' ? '/contact' : '/blog')
      times[to].push(ms)
    }
    if (times.page.length) report('Get Started, to the contact page', times.page)
    if (times.dialog.length) report('Get Started, to the dialog', times.dialog)
  })
})
