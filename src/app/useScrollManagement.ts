import { useEffect } from 'react'
import { ANCHOR_SCROLL_DELAY_MS } from '@/config/constants'
import { findAnchorTarget, scrollToAnchor } from '@/hooks/scrollToAnchor'

/**
 * Scrolling that Vike's client router does not do itself. Vike keeps the position at hydration,
 * scrolls to the top or to the hash after a link or navigate(), and restores the position on
 * Back/Forward. After a navigation to an address with a hash, the section is scrolled to again
 * after 100ms, smoothly and with the 80px offset, once parts above it may have loaded. In-page
 * anchor links scroll the same way.
 */
export function useScrollManagement({
  urlPathname,
  isHydration,
  isHistoryNavigation,
}: {
  urlPathname: string
  isHydration?: boolean
  isHistoryNavigation?: boolean | null
}): void {
  useEffect(() => {
    const { hash } = window.location
    if (isHydration || isHistoryNavigation || !hash) return
    const timer = window.setTimeout(() => {
      const target = findAnchorTarget(hash)
      if (target) scrollToAnchor(target)
    }, ANCHOR_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Once per page: a re-render of the same page must not scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlPathname])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
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
      event.stopPropagation()
      if (url.hash !== here.hash) window.history.pushState(window.history.state, '', url.hash)
      scrollToAnchor(target)
    }
    // Capture phase: handled before the client router sees the click.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
}
