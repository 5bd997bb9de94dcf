import { useEffect, useState, type RefObject } from 'react'
import { NEAR_VIEWPORT_PX } from '@/config/constants'

/**
 * The outermost block around `element` whose content the browser may skip until it nears the
 * viewport (`content-visibility: auto`), if any. While a block is skipped its content has no layout:
 * an intersection observer sees nothing there and measuring forces the skipped work, so the block
 * itself, laid out at its reserved size, is watched first.
 */
export function skippableBlock(element: Element): Element | undefined {
  const ancestors: Element[] = []
  for (let node = element.parentElement; node; node = node.parentElement) ancestors.unshift(node)
  // From the outside in: reading the style of an element inside a skipped block would force the
  // browser to style the whole block.
  return ancestors.find((node) => getComputedStyle(node).contentVisibility === 'auto')
}

/** Calls `onNear` once, when the element comes within `rootMargin` of the viewport. */
export function useOnNearViewport(
  ref: RefObject<Element | null>,
  onNear: () => void,
  rootMargin = `${NEAR_VIEWPORT_PX}px`,
): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (!('IntersectionObserver' in window)) {
      onNear()
      return
    }
    let observer: IntersectionObserver | undefined
    const watch = (target: Element, then: () => void) => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          then()
        },
        { rootMargin },
      )
      observer.observe(target)
    }
    const block = skippableBlock(element)
    if (block) watch(block, () => watch(element, onNear))
    else watch(element, onNear)
    return () => observer?.disconnect()
  }, [ref, onNear, rootMargin])
}

/** True once the element has come near the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin?: string): boolean {
  const [near, setNear] = useState(false)
  useOnNearViewport(ref, () => setNear(true), rootMargin)
  return near
}
