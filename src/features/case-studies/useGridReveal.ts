import { useEffect, useState, type RefObject } from 'react'
import { prefersReducedMotion } from '@/hooks/useReducedMotion'
import { nextRevealPhase, REVEAL_THRESHOLDS, type RevealPhase } from './reveal'

/**
 * The grid's fade-in phase. It starts 'static' (the prerendered cards are visible); once hydrated,
 * a grid below the fold is hidden and fades in when 10% of it is visible. Nothing animates under
 * reduced motion or without IntersectionObserver.
 */
export function useGridReveal(ref: RefObject<Element | null>): RevealPhase {
  const [phase, setPhase] = useState<RevealPhase>('static')
  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (prefersReducedMotion()) return
    let first = true
    let current: RevealPhase = 'static'
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (!entry) return
        current = nextRevealPhase(
          current,
          {
            isIntersecting: entry.isIntersecting,
            ratio: entry.intersectionRatio,
            visibleHeight: entry.intersectionRect.height,
            viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
          },
          first,
        )
        first = false
        setPhase(current)
        if (current !== 'waiting') observer.disconnect()
      },
      { threshold: REVEAL_THRESHOLDS },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return phase
}
