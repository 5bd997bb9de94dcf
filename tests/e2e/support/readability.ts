import type { Page } from '@playwright/test'
import { AWAITING_CODE } from '@/islands/markers'

/**
 * Brings every part of the page in, as a visitor who scrolled to the end has it: scrolls through,
 * half a screen at a time, and at each stop waits until the islands and images on screen have come
 * (so the parts that load when they come near load, however busy the machine), then goes back to the
 * top and lays out the blocks the browser still skips (content-visibility), whose size is otherwise
 * an estimate. It waits for what the page says, not for the network to fall quiet for half a
 * second, which a busy CI machine once held off past the test's time.
 */
export async function renderWholePage(page: Page): Promise<void> {
  const stalled = await page.evaluate(async (awaitingCode) => {
    const frame = () => new Promise(requestAnimationFrame)
    // An island's element takes no box of its own (display: contents): its children do.
    const onScreen = (element: Element) =>
      (element.getClientRects().length > 0 ? [element] : [...element.children]).some((box) => {
        const rect = box.getBoundingClientRect()
        return rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight
      })
    const waiting = () => [
      ...[...document.querySelectorAll(awaitingCode)].filter(onScreen),
      ...[...document.images].filter((image) => !image.complete && onScreen(image)),
    ]
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      await frame()
      const deadline = performance.now() + 15_000
      while (waiting().length > 0) {
        if (performance.now() > deadline) return waiting().map((element) => element.outerHTML.slice(0, 120))
        await frame()
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return []
  }, AWAITING_CODE)
  if (stalled.length > 0)
    throw new Error(`still loading 15 s after it came on screen:\n${stalled.join('\n')}`)
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  await page.addStyleTag({ content: 'main *, #root > * { content-visibility: visible !important; }' })
}

/** The words a reader sees in <main>, by the font size they are set in. */
export interface WordSizes {
  words: number
  /** Words set at 16px or more. */
  readable: number
  /** The words under 16px, by font size in px, for a message that says where they are. */
  small: Record<string, number>
}

/**
 * Walks the text of <main> and weighs each word by the computed font size of the element it is in.
 * Only what a reader sees counts: text hidden for everyone (display, visibility, a closed
 * disclosure) or kept for screen readers only (sr-only) is left out.
 */
export function wordSizes(page: Page): Promise<WordSizes> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const srOnly = (element: Element) => {
      const style = getComputedStyle(element)
      return style.position === 'absolute' && style.clipPath === 'inset(50%)'
    }
    const result = { words: 0, readable: 0, small: {} as Record<string, number> }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const count = (node.textContent ?? '').split(/\s+/).filter((word) => /\w/.test(word)).length
      const element = node.parentElement
      if (count === 0 || !element) continue
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) continue
      let hidden = false
      for (
        let ancestor: Element | null = element;
        ancestor && ancestor !== main;
        ancestor = ancestor.parentElement
      )
        if (srOnly(ancestor)) hidden = true
      if (hidden) continue
      const size = parseFloat(getComputedStyle(element).fontSize)
      result.words += count
      if (size >= 16) result.readable += count
      else result.small[`${size}px`] = (result.small[`${size}px`] ?? 0) + count
    }
    return result
  })
}
