import type { Page } from '@playwright/test'

/**
 * Brings every part of the page in, as a visitor who scrolled to the end has it: scrolls through
 * (so the parts that load when they come near load) and back to the top, then lays out the blocks
 * the browser still skips (content-visibility), whose size is otherwise an estimate.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame)
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      await frame()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await page.waitForLoadState('networkidle')
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
