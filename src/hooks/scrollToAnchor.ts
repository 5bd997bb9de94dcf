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

/** Smoothly scrolls an anchor target under the fixed bar (instantly under reduced motion). */
export function scrollToAnchor(element: HTMLElement): void {
  window.scrollTo({
    top: anchorScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  })
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) element.focus({ preventScroll: true })
}
