import { useMemo, useSyncExternalStore } from 'react'
import { useResolvedTheme } from '@/components/layout/themeStore'
import { readChartColors, type ChartColors } from './chartTheme'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(listener: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** True when the visitor asks for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/**
 * The current theme's chart colours. The charts render only in the browser (loaded on demand),
 * and re-render with new colours when the visitor switches the theme.
 */
export function useChartColors(): ChartColors {
  const theme = useResolvedTheme()
  return useMemo(() => readChartColors(theme), [theme])
}
