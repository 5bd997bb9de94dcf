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

/**
 * Smoothly scrolls an anchor target under the fixed bar (instantly under reduced motion). Sections
 * are laid out only as they near the viewport (content-visibility), so those passed on the way may
 * change height while the page scrolls: once it lands, it moves again, instantly, until the target
 * sits 80px below the top.
 */
export function scrollToAnchor(element: HTMLElement): void {
  const scrollTo = (behavior: ScrollBehavior) =>
    window.scrollTo({ top: anchorScrollTop(element.getBoundingClientRect().top, window.scrollY), behavior })
  let corrections = 0
  const correct = () => {
    const missedBy = Math.abs(element.getBoundingClientRect().top - ANCHOR_OFFSET_PX)
    const canMove =
      missedBy > 1 && anchorScrollTop(element.getBoundingClientRect().top, window.scrollY) !== window.scrollY
    if (!canMove || corrections++ >= MAX_CORRECTIONS) return
    scrollTo('auto')
    requestAnimationFrame(() => requestAnimationFrame(correct))
  }
  if (prefersReducedMotion()) {
    scrollTo('auto')
    requestAnimationFrame(() => requestAnimationFrame(correct))
  } else {
    window.addEventListener('scrollend', correct, { once: true })
    scrollTo('smooth')
  }
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) element.focus({ preventScroll: true })
}
