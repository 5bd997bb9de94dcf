import { useEffect } from 'react'
import { ANCHOR_SCROLL_DELAY_MS } from '@/config/constants'
import { findAnchorTarget, scrollToAnchor } from '@/lib/scrollToAnchor'

/**
 * Every path change starts at the top, unless the address has a hash: then, after 100ms, the
 * page scrolls smoothly to that section with the 80px offset. In-page anchor links do the same.
 */
export function useScrollManagement(urlPathname: string): void {
  useEffect(() => {
    const { hash } = window.location
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const timer = window.setTimeout(() => {
      const target = findAnchorTarget(hash)
      if (target) scrollToAnchor(target)
    }, ANCHOR_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
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
