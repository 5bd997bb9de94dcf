import { ANCHOR_OFFSET_PX } from '@/config/constants'
import { prefersReducedMotion } from '@/hooks/useReducedMotion'
import { VISITOR_SCROLL_EVENTS } from './visitorScroll'

export function findAnchorTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  return id ? document.getElementById(id) : null
}

/** The scroll position that puts `element` 80px below the top, clear of the fixed bar. */
function anchorScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - ANCHOR_OFFSET_PX))
}

/** Once the scroll has landed, the target is held until nothing has moved for this long... */
const HOLD_QUIET_MS = 1500
/** ...and for this long at most. */
const HOLD_MAX_MS = 10_000

/** The anchor scroll in progress (scrolling, or holding its target), if any. */
let current: AbortController | undefined

/**
 * Keeps `element` 80px below the top while the page settles: sections passed on the way are laid out
 * only as they near the viewport (content-visibility), and parts of the page that load late may change
 * height after the scroll has landed, moving the target (the browser's scroll anchoring does not
 * always make up for it). Each move, a resize of a block of the page or a scroll this code did not
 * ask for, is undone at the next frame, until the page has been still for HOLD_QUIET_MS.
 */
function holdInPlace(element: HTMLElement, top: () => number, signal: AbortSignal, end: () => void): void {
  let frame = 0
  let quiet = 0
  const settle = () => {
    frame = 0
    const missedBy = Math.abs(element.getBoundingClientRect().top - ANCHOR_OFFSET_PX)
    if (missedBy > 1 && top() !== Math.round(window.scrollY))
      window.scrollTo({ top: top(), behavior: 'auto' })
  }
  const moved = () => {
    if (!frame) frame = requestAnimationFrame(settle)
    window.clearTimeout(quiet)
    quiet = window.setTimeout(end, HOLD_QUIET_MS)
  }
  const resizes = new ResizeObserver(moved)
  for (const block of document.querySelectorAll('main > *, #root > footer')) resizes.observe(block)
  window.addEventListener('scroll', moved, { passive: true, signal })
  const limit = window.setTimeout(end, HOLD_MAX_MS)
  signal.addEventListener('abort', () => {
    resizes.disconnect()
    cancelAnimationFrame(frame)
    window.clearTimeout(quiet)
    window.clearTimeout(limit)
  })
  moved()
}

/**
 * Smoothly scrolls an anchor target under the fixed bar (instantly under reduced motion), then holds
 * it there while the page settles (holdInPlace). A target already in place needs no scroll and no
 * hold. A newer anchor scroll, or the visitor scrolling (wheel, touch, pointer, keys), ends both:
 * the page would otherwise be pulled back to this target.
 */
export function scrollToAnchor(element: HTMLElement): void {
  current?.abort()
  const scroll = new AbortController()
  current = scroll
  const end = () => {
    scroll.abort()
    if (current === scroll) current = undefined
  }
  const { signal } = scroll
  const top = () => anchorScrollTop(element.getBoundingClientRect().top, window.scrollY)
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) element.focus({ preventScroll: true })
  const lowest = document.documentElement.scrollHeight - window.innerHeight
  if (Math.abs(Math.min(top(), lowest) - window.scrollY) <= 1) {
    end()
    return
  }
  for (const type of VISITOR_SCROLL_EVENTS)
    window.addEventListener(type, end, { once: true, passive: true, signal })
  if (prefersReducedMotion()) {
    window.scrollTo({ top: top(), behavior: 'auto' })
    holdInPlace(element, top, signal, end)
  } else {
    const land = () => holdInPlace(element, top, signal, end)
    window.addEventListener('scrollend', land, { once: true, passive: true, signal })
    window.scrollTo({ top: top(), behavior: 'smooth' })
  }
}
