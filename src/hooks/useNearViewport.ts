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

/**
 * Calls `onNear` once, when one of `targets` comes within `rootMargin` of the viewport (at once where
 * the browser has no IntersectionObserver, or there is nothing to watch). Returns what stops watching.
 */
export function watchUntilNear(
  targets: Element[],
  onNear: () => void,
  rootMargin = `${NEAR_VIEWPORT_PX}px`,
): () => void {
  if (targets.length === 0 || !('IntersectionObserver' in window)) {
    onNear()
    return () => {}
  }
  let observer: IntersectionObserver | undefined
  const watch = (watched: Element[], then: () => void) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer?.disconnect()
        then()
      },
      { rootMargin },
    )
    for (const target of watched) observer.observe(target)
  }
  const block = skippableBlock(targets[0]!)
  if (block) watch([block], () => watch(targets, onNear))
  else watch(targets, onNear)
  return () => observer?.disconnect()
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
    return watchUntilNear([element], onNear, rootMargin)
  }, [ref, onNear, rootMargin])
}

/** True once the element has come near the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin?: string): boolean {
  const [near, setNear] = useState(false)
  useOnNearViewport(ref, () => setNear(true), rootMargin)
  return near
}
