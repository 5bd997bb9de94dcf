import type { Locator, Page } from '@playwright/test'
import { islandSelector } from './islands'

/**
 * Slows the page's main thread down by `rate` (4: a mid-range phone), as Lighthouse's mobile profile
 * does; resolves with a function that sets another rate (1: full speed again).
 */
export async function throttleCpu(page: Page, rate: number): Promise<(rate: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  const setRate = async (next: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: next })
  }
  await setRate(rate)
  return setRate
}

/**
 * Holds the site's scripts matching `pattern` (all of them by default) until `release()`: the page
 * shows, but what they would start cannot run yet. The inline scripts of the HTML run as always.
 */
export async function holdScripts(
  page: Page,
  pattern = '**/assets/**/*.js',
): Promise<{ release: () => void }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/** Whether the React root of the island exported as `name` has committed (a deferred part of it may still await its code). */
export async function islandHydrated(page: Page, name: string): Promise<boolean> {
  return page
    .locator(islandSelector(name))
    .first()
    .evaluate((island) => island.hasAttribute('data-island-hydrated'))
}

/** The clicks the page's inline script is holding until their code runs (src/islands/earlyClicks.ts). */
export async function heldClicks(page: Page): Promise<number> {
  return page.evaluate(() => (window as { __heldClicks?: unknown[] }).__heldClicks?.length ?? 0)
}

/** The element under the middle of `locator`'s box, as a tap there would hit it, described. */
export async function hitAtCentre(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit === element || element.contains(hit) ? 'itself' : `${hit?.tagName} ${hit?.id}`
  })
}
