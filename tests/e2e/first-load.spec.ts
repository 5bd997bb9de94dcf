import type { Page, Route } from '@playwright/test'
import { ISLANDS_START_FALLBACK_MS } from '@/islands/whenLoadedAndPainted'
import { holdScripts, islandHydrated, throttleCpu } from './support/earlyPage'
import { islandName, islandSelector } from './support/islands'
import { blogPostPath } from '../../src/lib/paths'
import { builtContent, findExample } from './support/content'
import { sitemapPaths } from './support/sitemap'
import { serveStalledDocument } from './support/stalledDocument'
import { expect, framesRendered, scrollIntoView, tasksDrained, test, visit } from './support/fixtures'

/** A long article of the blog (more than four sections, so the page scrolls far): whichever one data/ has. */
const LONG_ARTICLE = blogPostPath(
  findExample(
    builtContent('blog'),
    'an article with more than four ## sections',
    (post) => (post.html.match(/<h2\b/g) ?? []).length > 4,
  ).slug,
)

/**
 * The first load and what follows it: the page never moves by itself while it becomes interactive,
 * Back/Forward restore the position, and the <head> is the page's own after every navigation (each a
 * page load: only the islands of a page run in the browser).
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Waits until the scroll position stops changing (a wheel scroll is animated, a frame at a time):
 * the same over three frames in a row. Returns it.
 */
async function settledScrollY(page: Page): Promise<number> {
  let previous = -1
  for (let unchanged = 0; unchanged < 3;) {
    await framesRendered(page, 1)
    const current = await scrollY(page)
    unchanged = current === previous ? unchanged + 1 : 0
    previous = current
  }
  return previous
}

/**
 * Waits for what could still move the page once it has hydrated: the lazy part near the viewport
 * (when there is one) in place of its placeholder, the fonts, and the frames that lay them out.
 */
async function lateWorkDone(page: Page, lazyPart: string | undefined): Promise<void> {
  if (lazyPart) await expect(page.locator(lazyPart)).toBeVisible({ timeout: 60_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await framesRendered(page)
}

test.describe('scrolling while a page loads, on a phone-speed CPU (6x throttling)', () => {
  for (const { path, to, lazyPart } of [
    { path: '/', to: '#lead-calculator', lazyPart: '[data-testid="lead-calculator"]' },
    {
      path: '/services/ai-seo-organic-growth',
      to: '#seo-cost-calculator',
      lazyPart: '[data-testid="seo-results"]',
    },
    { path: '/case-studies', to: 'footer' },
    { path: LONG_ARTICLE, to: 'footer' },
    { path: '/privacy-policy', to: 'footer' },
  ] as { path: string; to: string; lazyPart?: string }[]) {
    test(`${path}: hydration keeps the position the visitor scrolled to`, async ({ page }) => {
      test.slow()
      await throttleCpu(page, 6)
      const scripts = await holdScripts(page)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const target = await page
        .locator(to)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top + window.scrollY - 200)
      await page.mouse.move(200, 300)
      await page.mouse.wheel(0, target)
      const position = await settledScrollY(page)
      expect(position).toBeGreaterThan(500)
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

      scripts.release()
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 })
      await lateWorkDone(page, lazyPart)
      expect(await scrollY(page)).toBe(position)
    })
  }

  test('a lazy part already near the viewport loads without the visitor scrolling again', async ({
    page,
  }) => {
    test.slow()
    await throttleCpu(page, 6)
    const scripts = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.locator('#lead-calculator').evaluate((element) => element.scrollIntoView())
    const position = await settledScrollY(page)
    scripts.release()
    await expect(page.getByTestId('lead-calculator')).toBeVisible({ timeout: 60_000 })
    expect(await scrollY(page)).toBe(position)
  })
})

test('a reload mid-page keeps the position, and the lazy part there loads by itself', async ({ page }) => {
  test.slow() // two full loads and a lazy part
  await visit(page, '/')
  await scrollIntoView(page.locator('#lead-calculator'))
  await expect(page.getByTestId('lead-calculator')).toBeVisible()
  const position = await settledScrollY(page)
  expect(position).toBeGreaterThan(500)

  await page.reload()
  await page.waitForSelector('html[data-hydrated="true"]')
  await lateWorkDone(page, '[data-testid="lead-calculator"]')
  expect(await scrollY(page)).toBe(position)
})

test.describe('Back and Forward', () => {
  test('Back returns to the place in the case-study list, Forward to the place in the study', async ({
    page,
  }) => {
    await visit(page, '/case-studies')
    const card = page.locator('ul[data-reveal] > li').nth(10)
    await scrollIntoView(card)
    const listPosition = await settledScrollY(page)
    expect(listPosition).toBeGreaterThan(1000)

    await card.getByRole('link').last().click()
    await expect(page).toHaveURL(/\/case-studies\/.+/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
    await scrollIntoView(page.getByText('Campaign Progress Timeline').first())
    const studyPosition = await settledScrollY(page)
    expect(studyPosition).toBeGreaterThan(500)

    await page.goBack()
    await expect(page).toHaveURL('/case-studies')
    await expect.poll(() => scrollY(page)).toBe(listPosition)
    await expect(card).toBeInViewport()

    await page.goForward()
    await expect(page).toHaveURL(/\/case-studies\/.+/)
    await expect.poll(() => scrollY(page)).toBe(studyPosition)
  })

  test('a link still starts the next page at the top', async ({ page }) => {
    await visit(page, '/blog')
    await scrollIntoView(page.locator('footer'))
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL('/terms-of-service')
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

/** Every tag of <head> a page describes itself with (scripts and stylesheets of the build aside). */
const HEAD_TAGS =
  'title, meta, link:not([rel="modulepreload"]):not([rel="stylesheet"]), script[type="application/ld+json"]'

async function headNow(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) => [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML),
    HEAD_TAGS,
  )
}

/** The same tags of the page's prerendered HTML, as the browser parses them. */
async function prerenderedHead(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  return page.evaluate(
    ([source, selector]) =>
      [...new DOMParser().parseFromString(source, 'text/html').head.querySelectorAll(selector)].map(
        (element) => element.outerHTML,
      ),
    [html, HEAD_TAGS] as const,
  )
}

test.describe('the head after navigation', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('equals the prerendered head of each page reached, tag for tag', async ({ page }) => {
    await visit(page, '/this-page-does-not-exist')
    expect(await headNow(page)).toContain('<meta name="robots" content="noindex, nofollow">')

    const steps: { go: () => Promise<unknown>; path: string | RegExp }[] = [
      { go: () => page.getByRole('link', { name: 'Back to Homepage' }).click(), path: '/' },
      { go: () => page.locator('#services a[href^="/services/"]').first().click(), path: /\/services\// },
      {
        go: () =>
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click(),
        path: '/case-studies',
      },
      {
        go: () => page.locator('ul[data-reveal] a[href^="/case-studies/"]').first().click(),
        path: /\/case-studies\/.+/,
      },
      {
        go: () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click(),
        path: '/blog',
      },
      { go: () => page.locator('main a[href^="/blog/"]').first().click(), path: /\/blog\/.+/ },
      { go: () => page.goBack(), path: '/blog' },
      {
        go: () => page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click(),
        path: '/privacy-policy',
      },
    ]
    let previous = await headNow(page)
    for (const step of steps) {
      // Gone after the step: every navigation loads the page's own document, head included.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
      await step.go()
      await expect(page).toHaveURL(step.path)
      await expect
        .poll(() => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument))
        .toBeUndefined()
      const path = new URL(page.url()).pathname
      const expected = await prerenderedHead(page, path)
      expect(expected.some((tag) => tag.startsWith('<meta property="og:url"'))).toBe(true)
      expect(expected, `${path} differs from the page before`).not.toEqual(previous)
      await expect.poll(() => headNow(page), { message: `head of ${path}` }).toEqual(expected)
      previous = expected
    }
    expect(previous).toContain('<meta name="robots" content="index, follow">')
  })
})

test.describe('islands', () => {
  /** Each island of the page: its export name, whether it is a React root, whether it says it has hydrated. */
  const islandStates = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('bandera-island')].map((island) => ({
        id: (island as HTMLElement).dataset.island,
        root: Object.keys(island).some((key) => key.startsWith('__reactContainer')),
        marked: island.hasAttribute('data-island-hydrated'),
      })),
    )

  test('only the islands run: each is a React root of its own, marked once hydrated, the rest of the page is HTML no script touches', async ({
    page,
  }) => {
    await visit(page, '/')
    // Down the page a step at a time, as a visitor scrolls: each island hydrates as it comes near.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await framesRendered(page)
    }
    await expect.poll(async () => (await islandStates(page)).filter((island) => !island.marked)).toEqual([])
    const roots = await islandStates(page)
    expect(roots.map((island) => islandName(island.id))).toEqual(
      expect.arrayContaining([
        'NavBar',
        'LiveAutomationCard',
        'DeferredContactForm',
        'CookieBanner',
        'ContactDialogHost',
      ]),
    )
    expect(roots.filter((island) => !island.root)).toEqual([])
    const touched = await page.evaluate(() =>
      ['#home-heading', '#services', '#process', 'footer address'].filter((selector) =>
        Object.keys(document.querySelector(selector)!).some((key) => key.startsWith('__react')),
      ),
    )
    expect(touched).toEqual([])
  })

  test.describe('on a phone, an island further down waits until it is wanted', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    /** The islands entry's chunk files the page has requested so far. */
    async function requestedChunks(page: Page, requested: string[]) {
      await tasksDrained(page)
      return requested.filter((url) => url.includes('/assets/chunks/'))
    }

    test('the page starts only the islands near the screen, and the rest as the visitor scrolls to them', async ({
      page,
    }) => {
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await visit(page, '/')
      const first = await islandStates(page)
      const hydrated = (states: typeof first) =>
        states.filter((island) => island.marked).map((island) => islandName(island.id))
      expect(hydrated(first)).toEqual(
        expect.arrayContaining(['NavBar', 'LiveAutomationCard', 'CookieBanner', 'ContactDialogHost']),
      )
      // Nothing of the contact form, the calculator, the award list or the footer has run.
      for (const far of [
        'LeadCalculator',
        'DeferredAwardBadges',
        'DeferredContactForm',
        'ThemeChoice',
        'CurrentYear',
      ])
        expect(hydrated(first), far).not.toContain(far)
      const chunksAtStart = await requestedChunks(page, requested)

      await scrollIntoView(page.locator('#contact'))
      await expect(page.locator(islandSelector('DeferredContactForm'))).toHaveAttribute(
        'data-island-hydrated',
        '',
      )
      expect((await requestedChunks(page, requested)).length).toBeGreaterThan(chunksAtStart.length)
    })

    test('a click on a button of an island far down hydrates it at once and takes effect', async ({
      page,
    }) => {
      await visit(page, '/')
      const light = page.getByRole('group', { name: 'Color theme' }).getByRole('button', { name: 'Light' })
      expect(await islandHydrated(page, 'ThemeChoice')).toBe(false)
      // A click without scrolling there (an assistive technology's, say): the island starts for it.
      await light.evaluate((button) => (button as HTMLButtonElement).click())
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
      await expect(light).toHaveAttribute('aria-pressed', 'true')
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('focus on a control of an island far down hydrates it', async ({ page }) => {
      await visit(page, '/')
      expect(await islandHydrated(page, 'CookieSettingsButton')).toBe(false)
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Cookie settings' })
        .evaluate((button) => (button as HTMLButtonElement).focus({ preventScroll: true }))
      await expect(page.locator(islandSelector('CookieSettingsButton'))).toHaveAttribute(
        'data-island-hydrated',
        '',
      )
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  })

  test('the islands wait for the page to load, and start anyway when a resource keeps it loading', async ({
    page,
  }) => {
    // The blog list's first pictures load at once (an article's own cover is inside its page); they
    // never arrive, so the load event never fires.
    const held: Route[] = []
    await page.route('**/images/blog/**', (route) => void held.push(route))
    const opened = Date.now()
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: ISLANDS_START_FALLBACK_MS + 10_000 })
    expect(held.length).toBeGreaterThan(0)
    expect(Date.now() - opened).toBeGreaterThanOrEqual(ISLANDS_START_FALLBACK_MS)
    await Promise.all(held.map((route) => route.abort()))
  })

  test('a click starts them at once, while the page is still loading', async ({ page }) => {
    // The blog list's first pictures never arrive, so the load event never fires; the page clock is
    // paused, so the fallback never comes either: only the click can start the islands.
    const held: Route[] = []
    await page.route('**/images/blog/**', (route) => void held.push(route))
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    const light = page.getByRole('group', { name: 'Color theme' }).getByRole('button', { name: 'Light' })
    await light.evaluate((button) => (button as HTMLButtonElement).click())
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(light).toHaveAttribute('aria-pressed', 'true')
    expect(held.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await Promise.all(held.map((route) => route.abort()))
  })

  test('becoming interactive reads no style inside a block the browser is still skipping', async ({
    page,
  }) => {
    // Reading an element's style inside a skipped block (content-visibility: auto) makes the
    // browser style the whole block: on the home page that was one 45 ms task at hydration.
    await page.addInitScript(() => {
      const readInSkipped: string[] = []
      ;(window as unknown as { readInSkipped: string[] }).readInSkipped = readInSkipped
      const original = window.getComputedStyle.bind(window)
      window.getComputedStyle = (element, pseudo) => {
        const skipped = element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true })
        if (skipped) readInSkipped.push(`${element.tagName} ${element.className}`.trim())
        return original(element, pseudo)
      }
    })
    await visit(page, '/')
    const readInSkipped = await page.evaluate(
      () => (window as unknown as { readInSkipped: string[] }).readInSkipped,
    )
    expect(readInSkipped).toEqual([])
  })

  for (const { path, gapPx } of [
    { path: '/privacy-policy', gapPx: 48 },
    { path: LONG_ARTICLE, gapPx: 40 },
  ]) {
    test(`${path} lays out only the sections of its text near the screen, each in turn, spaced as before`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await visit(page, path)
      const sections = page.locator('main .prose-content > section')
      expect(await sections.count()).toBeGreaterThan(4)
      const laidOut = (index: number) =>
        sections
          .nth(index)
          .locator('h2')
          .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
      expect(await laidOut(-1)).toBe(false)

      await scrollIntoView(sections.nth(-1).locator('h2'))
      await expect.poll(() => laidOut(-1)).toBe(true)
      await expect.poll(() => laidOut(-2)).toBe(true)
      // The margins of a section's first and last blocks no longer collapse through it: the gap
      // between two sections is the section's own margin, the heading's margin of before.
      const [above, below] = await Promise.all([
        sections.nth(-2).boundingBox(),
        sections.nth(-1).boundingBox(),
      ])
      expect(Math.round(below!.y - (above!.y + above!.height))).toBe(gapPx)
    })
  }

  test('a contact link outside any island opens the contact dialog, and focus returns to it on close', async ({
    page,
  }) => {
    await visit(page, '/solutions/sales-automation')
    const button = page.locator('main a[data-opens-contact]').first()
    expect(await button.evaluate((element) => element.closest('bandera-island'))).toBeNull()
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })
})

test.describe('the first frame, on a network that stalls mid-page', () => {
  const STALL_MS = 1_500
  /** The page's first paint, in milliseconds from the start of its navigation. */
  const firstPaint = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-paint')[0]
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
    )

  for (const { path, stallBefore, held, where } of [
    { path: '/', stallBefore: '<main ', held: true, where: 'before <main>' },
    { path: '/', stallBefore: '<h1 ', held: false, where: 'inside <main>' },
    { path: '/privacy-policy', stallBefore: '<main ', held: true, where: 'before <main>' },
  ]) {
    test(`${path}: a stall ${where} ${held ? 'holds' : 'does not hold'} the first paint`, async ({
      page,
    }) => {
      const stalled = await serveStalledDocument(path, stallBefore, STALL_MS)
      try {
        await page.goto(stalled.url)
        const paintedAt = await firstPaint(page)
        if (held) expect(paintedAt).toBeGreaterThanOrEqual(STALL_MS)
        else expect(paintedAt).toBeLessThan(STALL_MS)
      } finally {
        await stalled.close()
      }
    })
  }
})

test.describe('before the first paint', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    allowedConsoleErrors: [/status of 404/],
  })

  test('every page asks for nothing but itself, and the pictures it shows, until it has been painted', async ({
    page,
  }) => {
    // On a phone-speed CPU, as Lighthouse's mobile profile: a request the page starts on its own
    // (a script, a stylesheet, a preload) starts while the first frame is still being made.
    // Lighthouse's simulation counts such a request into the first and largest paint.
    test.slow()
    const setCpuRate = await throttleCpu(page, 4)
    const early: string[] = []
    for (const path of [...sitemapPaths(), '/this-page-does-not-exist']) {
      // The phone's CPU until the first paint; what comes after is not under test and runs at full speed.
      await setCpuRate(4)
      await page.goto(path, { waitUntil: 'commit' })
      const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
      await page.waitForFunction(painted, null, { polling: 50 })
      await setCpuRate(1)
      // Hydrated: every request the page started before it (its entry script included) has an answer.
      await page.waitForSelector('html[data-hydrated="true"]')
      const requested = await page.evaluate(() => {
        const [paint] = performance.getEntriesByName('first-contentful-paint')
        if (!paint) return ['no first contentful paint']
        // The pictures at the top of the blog list are part of what the page shows.
        const pictures = new Set([...document.images].map((image) => image.src))
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < paint.startTime && !pictures.has(entry.name))
          .map((entry) => new URL(entry.name).pathname)
      })
      early.push(...requested.map((request) => `${path}: ${request}`))
    }
    expect(early).toEqual([])
  })
})

test.describe('a page written in ASCII only', () => {
  test.use({ cookieConsent: 'declined' })

  test('shows the characters outside ASCII as written: stars, middle dots, no-break spaces, copyright sign', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text()
    expect(html).toMatch(/^[\x00-\x7f]*$/)
    expect(html).toContain('&#x2605;')

    await visit(page, '/')
    // Awards whose title names no year carry five stars on their ribbon.
    await expect(page.locator('[data-static-badge]').filter({ hasText: '★★★★★' }).first()).toBeAttached()
    await expect(
      page.locator('p', { hasText: 'Founded in 2023 in Kyiv · 10 to 50 specialists ·' }),
    ).toHaveCount(1)
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('a[href^="tel:"]')).toHaveText('+380\u00a044\u00a0000\u00a00123')
    await expect(footer).toContainText(/© \d{4} Bandera\. All rights reserved\./)
  })
})
