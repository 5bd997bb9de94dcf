import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_FLAGS,
  chromiumPath,
  PLAYWRIGHT_CHROMIUM_FLAGS,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/chromium'

const launch = (args: string[]) =>
  chromium.launchServer({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args })

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
    const pagesOf = async (args: string[]) => {
      const server = await launch(args)
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
})
