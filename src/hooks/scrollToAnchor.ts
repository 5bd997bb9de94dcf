import { ANCHOR_OFFSET_PX } from '@/config/constants'
import { prefersReducedMotion } from './useReducedMotion'

export function findAnchorTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  return id ? document.getElementById(id) : null
}

/** The scroll position that puts `element` 80px below the top, clear of the fixed bar. */
function anchorScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - ANCHOR_OFFSET_PX))
}

/** Corrections after the scroll lands, at most: each one lays out more of what lies on the way. */
const MAX_CORRECTIONS = 5

/** The correction of the last anchor scroll still waiting for its scroll to end. */
let pendingCorrection: AbortController | undefined

/**
 * Smoothly scrolls an anchor target under the fixed bar (instantly under reduced motion). Sections
 * are laid out only as they near the viewport (content-visibility), so those passed on the way may
 * change height while the page scrolls: once it lands, it moves again, instantly, until the target
 * sits 80px below the top. A target already in place needs no scroll and no correction. A newer
 * anchor scroll, or the visitor scrolling (wheel, touch, pointer, keys), cancels the correction still
 * waiting: it would otherwise pull the page back to this target when a later scroll ends.
 */
export function scrollToAnchor(element: HTMLElement): void {
  pendingCorrection?.abort()
  pendingCorrection = undefined
  const top = () => anchorScrollTop(element.getBoundingClientRect().top, window.scrollY)
  const scrollTo = (behavior: ScrollBehavior) => window.scrollTo({ top: top(), behavior })
  let corrections = 0
  const correct = () => {
    const missedBy = Math.abs(element.getBoundingClientRect().top - ANCHOR_OFFSET_PX)
    const canMove = missedBy > 1 && top() !== window.scrollY
    if (!canMove || corrections++ >= MAX_CORRECTIONS) return
    scrollTo('auto')
    requestAnimationFrame(() => requestAnimationFrame(correct))
  }
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) element.focus({ preventScroll: true })
  const lowest = document.documentElement.scrollHeight - window.innerHeight
  // Nothing to scroll: no scroll would end to call the correction.
  if (Math.abs(Math.min(top(), lowest) - window.scrollY) <= 1) return
  if (prefersReducedMotion()) {
    scrollTo('auto')
    requestAnimationFrame(() => requestAnimationFrame(correct))
  } else {
    const waiting = new AbortController()
    pendingCorrection = waiting
    const options = { once: true, passive: true, signal: waiting.signal }
    window.addEventListener(
      'scrollend',
      () => {
        waiting.abort()
        correct()
      },
      options,
    )
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
      window.addEventListener(type, () => waiting.abort(), options)
    scrollTo('smooth')
  }
}
