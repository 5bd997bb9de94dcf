import { test as base, expect, type Page, type Locator } from '@playwright/test'

export interface SiteOptions {
  /** The stored cookie choice before the page loads; null leaves it unset (the banner shows). */
  cookieConsent: 'accepted' | 'declined' | null
  /** The stored theme before the page loads; null leaves it unset (the default applies). */
  storedTheme: 'dark' | 'light' | 'system' | null
  /** Console messages a test expects, e.g. a 404 it provokes on purpose. */
  allowedConsoleErrors: RegExp[]
}

interface SiteFixtures {
  /** Console errors, warnings and uncaught exceptions seen during the test. */
  consoleProblems: string[]
  /** Addresses outside 127.0.0.1 that the page tried to reach (answered by a stub, never sent). */
  externalRequests: string[]
}

export const test = base.extend<SiteOptions & SiteFixtures>({
  cookieConsent: ['accepted', { option: true }],
  storedTheme: [null, { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  externalRequests: async ({ context }, use) => {
    const requests: string[] = []
    // Nothing leaves the machine: frames and links to other hosts get a blank local answer.
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, async (route) => {
      requests.push(route.request().url())
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>stub</title></html>',
      })
    })
    await use(requests)
  },

  consoleProblems: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      const text = message.text()
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text)))
        problems.push(`${message.type()}: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await use(problems)
  },

  page: async ({ page, cookieConsent, storedTheme, externalRequests: _routed }, use) => {
    await page.addInitScript(
      ({ consent, theme }) => {
        if (window !== window.top) return // embedded frames (award badges) have storage of their own
        if (sessionStorage.getItem('__seeded')) return
        sessionStorage.setItem('__seeded', '1')
        if (consent) localStorage.setItem('cookieConsent', consent)
        if (theme) localStorage.setItem('bandera-ai-theme', theme)
      },
      { consent: cookieConsent, theme: storedTheme },
    )
    await use(page)
  },
})

test.afterEach(async ({ consoleProblems }) => {
  expect(consoleProblems, 'console errors, warnings or uncaught exceptions').toEqual([])
})

/** Opens a path and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForSelector('html[data-hydrated="true"]')
}

/**
 * Opens a path while the page clock is paused (page.clock.pauseAt): moves it just far enough for
 * the first frame, after which the page starts hydrating, then waits for hydration.
 */
export async function visitWithFrozenClock(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.clock.runFor(100)
  await page.waitForSelector('html[data-hydrated="true"]')
}

/**
 * Scrolls the element into view the way the browser does for a visitor (focus, find in page, a
 * link to it). Playwright's scrollIntoViewIfNeeded measures the element first and scrolls to that
 * spot: inside a block the browser skips until it nears (content-visibility), the blocks before it
 * then take their real height and the page lands past the element.
 */
export async function scrollIntoView(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))
}

/**
 * Lays out every block of the page, for axe: blocks far from the viewport are skipped until they
 * near it (content-visibility: auto), so their sizes and positions mean nothing to a checker of
 * target sizes or contrast; a visitor only sees a block once it is laid out.
 */
export async function layOutEveryBlock(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}

/**
 * Resolves once the page has run every task queued before this call (React renders an update in a
 * task of its own), so a check that something did NOT happen is not merely early. Message tasks,
 * not timers or frames: it works on a paused page clock too.
 */
export async function tasksDrained(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const task = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    await task()
    await task()
  })
}

/**
 * Resolves once the page has drawn `count` more frames and run the tasks they queued: scroll
 * and intersection callbacks happen in a frame. Needs the real clock (the page clock
 * holds frames back).
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise(requestAnimationFrame)
  }, count)
  await tasksDrained(page)
}

/**
 * Waits until the islands the page has started so far have their code and are hydrated: the page
 * says so (data-hydrated) for those near at the start, and each further one gets its mark once it
 * has come near. Scripts the page asked for by then have all been answered. (Waiting for the network
 * to be idle instead timed out once on a busy machine, saying nothing of what was still loading.)
 */
export async function everyIslandNearStarted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Islands that have been in view (their own element has no box: its children do), not hydrated.
  const waiting = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('bandera-island:not([data-island-hydrated])')]
        .filter((island) =>
          [...island.children].some((child) => {
            const box = child.getBoundingClientRect()
            return box.height > 0 && box.top < innerHeight
          }),
        )
        .map((island) => island.getAttribute('data-island')),
    )
  await expect.poll(waiting).toEqual([])
}

export { expect }
