import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import type { Timeline } from '@/lib/timeline'
import { timelineChartOptions } from './chartOptions'
import { withAlpha } from './chartTheme'
import { useReducedMotion } from '@/hooks/useReducedMotion'
import { useChartColors } from './useChartColors'

ChartJS.register(
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

/** Point shapes, so each series is told apart without its colour. */
const POINT_STYLES = ['circle', 'rectRot', 'triangle'] as const

/** "Campaign Progress Timeline": the study's measured series, period by period. */
export default function TimelineChart({ timeline, label }: { timeline: Timeline; label: string }) {
  const colors = useChartColors()
  const reducedMotion = useReducedMotion()
  const palette = [colors.accent, colors.secondary, colors.byType.number]

  const data: ChartData<'line'> = {
    labels: timeline.periods,
    datasets: timeline.series.map((series, index) => ({
      label: series.label,
      data: series.values,
      borderColor: palette[index % palette.length],
      backgroundColor: withAlpha(palette[index % palette.length]!, 0.15),
      pointBackgroundColor: palette[index % palette.length],
      pointStyle: POINT_STYLES[index % POINT_STYLES.length],
      fill: index === 0,
      borderDash: index === 0 ? undefined : [6, 4],
      tension: 0.3,
      borderWidth: index === 0 ? 2.5 : 2,
      pointRadius: 4,
    })),
  }

  return (
    <Chart
      type="line"
      data={data}
      options={timelineChartOptions(timeline, { colors, reducedMotion })}
      aria-label={label}
    />
  )
}
