import { CARD_FADE_IN_THRESHOLD } from '@/config/constants'

/**
 * The card grid's fade-in: the cards fade in once, when 10% of the grid is visible.
 * - static: as prerendered, visible and not animated (no JavaScript, reduced motion, or already
 *   on screen when the page became interactive, so nothing visible ever disappears);
 * - waiting: hidden below the fold until the grid is 10% visible;
 * - revealed: the cards fade in, once.
 */
export type RevealPhase = 'static' | 'waiting' | 'revealed'

export interface GridVisibility {
  isIntersecting: boolean
  /** Share of the grid inside the viewport (0 to 1). */
  ratio: number
  /** Visible height of the grid and of the viewport, in pixels. */
  visibleHeight: number
  viewportHeight: number
}

/** Intersection thresholds to observe: fine steps up to the 10% that reveals the grid. */
export const REVEAL_THRESHOLDS = [0, 0.02, 0.04, 0.06, 0.08, CARD_FADE_IN_THRESHOLD]

/**
 * True when the grid counts as visible: 10% of it on screen, or (for a grid so tall that 10% of
 * it never fits the screen) when it fills half the viewport.
 */
export function isGridVisible({ ratio, visibleHeight, viewportHeight }: GridVisibility): boolean {
  return ratio >= CARD_FADE_IN_THRESHOLD || (viewportHeight > 0 && visibleHeight >= viewportHeight / 2)
}

/** The next phase after an observation; `first` is the observation made right after hydration. */
export function nextRevealPhase(phase: RevealPhase, seen: GridVisibility, first: boolean): RevealPhase {
  if (first) return seen.isIntersecting ? 'static' : 'waiting'
  if (phase === 'waiting' && isGridVisible(seen)) return 'revealed'
  return phase
}
