import type { Theme } from '@/lib/theme'
import type { MetricType } from '@/lib/metrics'

export interface ChartColors {
  text: string
  muted: string
  grid: string
  surface: string
  accent: string
  byType: Record<MetricType, string>
  secondary: string
  font: string
}

/** Series colours with at least 3:1 contrast on the card surface of each theme. */
const SERIES: Record<Theme, { currency: string; number: string }> = {
  dark: { currency: '#34d399', number: '#38bdf8' },
  light: { currency: '#047857', number: '#0369a1' },
}

/** The theme's colours, read from the CSS variables the stylesheet sets for it (browser only). */
export function readChartColors(theme: Theme): ChartColors {
  const root = getComputedStyle(document.documentElement)
  const variable = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback
  const accent = variable('--accent', theme === 'light' ? '#4b2fc9' : '#b3a5ff')
  return {
    text: variable('--foreground', theme === 'light' ? '#0f1529' : '#e8ebf4'),
    muted: variable('--muted', theme === 'light' ? '#4a5470' : '#a3acc2'),
    grid: variable('--card-border', theme === 'light' ? '#dde2ee' : '#232c48'),
    surface: variable('--card', theme === 'light' ? '#ffffff' : '#121830'),
    accent,
    byType: { percentage: accent, currency: SERIES[theme].currency, number: SERIES[theme].number },
    secondary: SERIES[theme].currency,
    font: getComputedStyle(document.body).fontFamily,
  }
}

/** A #rrggbb colour with an alpha channel; other notations are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color
  const channel = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
  return `${color}${channel.toString(16).padStart(2, '0')}`
}
