import { useEffect, useState, type RefObject } from 'react'
import { NEAR_VIEWPORT_PX } from '@/config/constants'

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          onNear()
        }
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, onNear, rootMargin])
}

/** True once the element has come near the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin?: string): boolean {
  const [near, setNear] = useState(false)
  useOnNearViewport(ref, () => setNear(true), rootMargin)
  return near
}
