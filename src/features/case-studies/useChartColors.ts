import { useMemo } from 'react'
import { useResolvedTheme } from '@/browser/themeStore'
import { readChartColors, type ChartColors } from './chartTheme'

/**
 * The current theme's chart colours. The charts render only in the browser (loaded on demand),
 * and re-render with new colours when the visitor switches the theme.
 */
export function useChartColors(): ChartColors {
  const theme = useResolvedTheme()
  return useMemo(() => readChartColors(theme), [theme])
}
