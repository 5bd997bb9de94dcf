import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_FLAGS,
  chromiumPath,
  PLAYWRIGHT_CHROMIUM_FLAGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  testBrowserPath,
} from '../../scripts/chromium'

const launch = (args: string[], executablePath = testBrowserPath) =>
  chromium.launchServer({ ...(executablePath ? { executablePath } : {}), args })

/** The values of every --disable-features a browser process was started with, in order. */
function disabledFeatureLists(pid: number): string[][] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','))
}

describe("the end-to-end tests' Chromium", () => {
  it('keeps every feature Playwright turns off: only the last --disable-features counts, and it is ours', async () => {
    const server = await launch(CHROMIUM_FLAGS)
    try {
      const [playwrights = []] = disabledFeatureLists(server.process().pid!)
      expect(playwrights.length).toBeGreaterThan(0)
      expect(playwrights.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('opens no WebUI page beside the test page in a new browser context', async () => {
    // The full Chromium, as CHROMIUM_PATH may name one: the headless shell has no omnibox to open.
    const pagesOf = async (args: string[]) => {
      const server = await launch(args, chromiumPath)
      try {
        const browser = await chromium.connect(server.wsEndpoint())
        const context = await browser.newContext()
        await (await context.newPage()).goto('data:text/html,<title>t</title>')
        const session = await browser.newBrowserCDPSession()
        const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
        return targetInfos.filter(({ url }) => url.startsWith('chrome://')).length
      } finally {
        await server.close()
      }
    }
    // Without the flag Chromium 156 opens the omnibox popups: the check can see what it checks.
    expect(await pagesOf(CHROMIUM_FLAGS)).toBeGreaterThan(0)
    expect(await pagesOf(PLAYWRIGHT_CHROMIUM_FLAGS)).toBe(0)
  })

  it('runs a frame of another site in a process of its own, as desktop Chrome does', async () => {
    const server = await launch(PLAYWRIGHT_CHROMIUM_FLAGS)
    try {
      const browser = await chromium.connect(server.wsEndpoint())
      const page = await browser.newPage()
      // Two sites, answered inside the browser: nothing leaves the machine.
      await page.route(/^http:\/\/(site|other)\.test\//, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: route.request().url().startsWith('http://site.test/')
            ? '<title>site</title><iframe src="http://other.test/badge"></iframe>'
            : '<title>badge</title>',
        }),
      )
      await page.goto('http://site.test/')
      await page.frameLocator('iframe').locator('title').waitFor({ state: 'attached' })
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets')
      expect(targetInfos.filter(({ type }) => type === 'iframe').map(({ url }) => url)).toEqual([
        'http://other.test/badge',
      ])
    } finally {
      await server.close()
    }
  })
})
