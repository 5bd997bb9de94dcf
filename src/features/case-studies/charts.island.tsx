import { ChartColumn } from 'lucide-react'
import { deferUntilNear } from '@/islands/deferUntilNear'

/** What a chart shows before its code has loaded (and without JavaScript): same size, a short note. */
function ChartPlaceholder() {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-card-border bg-background-raised text-sm text-muted">
      <ChartColumn aria-hidden className="size-6" />
      <span>Loading chart...</span>
    </div>
  )
}

/** Each chart sits in a box of fixed height, so nothing moves when it replaces its placeholder. */
const chartBox = {
  prerender: 'fallback',
  fallback: <ChartPlaceholder />,
  className: 'relative h-72 w-full sm:h-80',
} as const

/** The charts' code (chart.js) loads when a chart scrolls near, only on case-study detail pages. */
export const PerformanceChart = deferUntilNear(
  () => import('./PerformanceChart').then((module) => module.default),
  // On a phone its panels (one per unit) stack, so the box is taller there.
  { ...chartBox, className: 'performance-chart-box relative w-full' },
)
export const TimelineChart = deferUntilNear(
  () => import('./TimelineChart').then((module) => module.default),
  chartBox,
)
