import { ANCHOR_SCROLL_DELAY_MS } from '@/config/constants'
import { findAnchorTarget, scrollToAnchor } from '@/browser/scrollToAnchor'
import { VISITOR_SCROLLED } from '@/browser/visitorScroll'

/**
 * The scrolling the browser does not do itself. Every page is a full load, so the browser puts a
 * new page at its top, jumps to its hash (clear of the fixed bar, through scroll-margin-top) and
 * restores the position on Back/Forward and reload. On top of that:
 * - a page opened at an address with a hash scrolls to that section again after 100ms, smoothly,
 *   once it has settled (not on Back/Forward or reload, where the browser restored the position,
 *   nor once the visitor has scrolled on their own: the inline script of <head> notes it from the
 *   first frame, before this code runs);
 * - an in-page anchor link scrolls smoothly, with the same offset.
 */
export function manageAnchorScrolling(): void {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const restored = navigation?.type === 'back_forward' || navigation?.type === 'reload'
  if (window.location.hash && !restored) {
    window.setTimeout(() => {
      if (window[VISITOR_SCROLLED]) return
      const target = findAnchorTarget(window.location.hash)
      if (target) scrollToAnchor(target)
    }, ANCHOR_SCROLL_DELAY_MS)
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return
    const url = new URL(anchor.href, window.location.href)
    const here = window.location
    if (
      !url.hash ||
      url.origin !== here.origin ||
      url.pathname !== here.pathname ||
      url.search !== here.search
    )
      return
    const target = findAnchorTarget(url.hash)
    if (!target) return
    event.preventDefault()
    if (url.hash !== here.hash) window.history.pushState(window.history.state, '', url.hash)
    scrollToAnchor(target)
  })
}
