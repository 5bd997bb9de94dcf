import type { ChartDataset } from 'chart.js'
import type { TimelinePoint } from '@/lib/timeline'
import { withAlpha, type ChartColors } from './chartTheme'

/** Names of the timeline chart's two series, shared by the chart and its table. */
export const TIMELINE_SERIES = {
  progress: 'Campaign progress (%)',
  value: 'Results index',
} as const

/**
 * The two lines of "Campaign Progress Timeline". For a campaign of five months they coincide point
 * for point (both grow by 20 a month), and for shorter ones they run close: so progress is a wide
 * band with large round points, drawn first, and the results index a narrow dashed line with small
 * diamonds on top of it. Where they meet, both still show.
 */
export function timelineDatasets(
  timeline: readonly TimelinePoint[],
  colors: ChartColors,
): ChartDataset<'line'>[] {
  return [
    {
      label: TIMELINE_SERIES.progress,
      data: timeline.map((point) => point.progress),
      borderColor: withAlpha(colors.accent, 0.4),
      backgroundColor: withAlpha(colors.accent, 0.12),
      pointBackgroundColor: colors.accent,
      pointBorderColor: colors.accent,
      fill: true,
      order: 1,
      tension: 0.35,
      borderWidth: 9,
      pointRadius: 7,
      pointHoverRadius: 8,
    },
    {
      label: TIMELINE_SERIES.value,
      data: timeline.map((point) => point.value),
      borderColor: colors.secondary,
      backgroundColor: colors.secondary,
      pointBackgroundColor: colors.secondary,
      pointBorderColor: colors.surface,
      pointBorderWidth: 1.5,
      pointStyle: 'rectRot',
      borderDash: [6, 4],
      order: 0,
      tension: 0.35,
      borderWidth: 2.5,
      pointRadius: 5,
      pointHoverRadius: 6,
    },
  ]
}
