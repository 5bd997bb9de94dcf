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
import type { TimelinePoint } from '@/lib/timeline'
import { timelineChartOptions } from './chartOptions'
import { withAlpha } from './chartTheme'
import { TIMELINE_SERIES } from './timelineSeries'
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

/** "Campaign Progress Timeline": campaign progress and the results index, month by month. */
export default function TimelineChart({ timeline, label }: { timeline: TimelinePoint[]; label: string }) {
  const colors = useChartColors()
  const reducedMotion = useReducedMotion()

  const data: ChartData<'line'> = {
    labels: timeline.map((point) => point.month),
    datasets: [
      {
        label: TIMELINE_SERIES.progress,
        data: timeline.map((point) => point.progress),
        borderColor: colors.accent,
        backgroundColor: withAlpha(colors.accent, 0.15),
        pointBackgroundColor: colors.accent,
        fill: true,
        order: 1,
        tension: 0.35,
        borderWidth: 2.5,
        pointRadius: 4,
      },
      {
        label: TIMELINE_SERIES.value,
        data: timeline.map((point) => point.value),
        borderColor: colors.secondary,
        pointBackgroundColor: colors.secondary,
        pointStyle: 'rectRot',
        borderDash: [6, 4],
        order: 0,
        tension: 0.35,
        borderWidth: 2,
        pointRadius: 4,
      },
    ],
  }

  const options = timelineChartOptions({ colors, reducedMotion })

  return <Chart type="line" data={data} options={options} aria-label={label} />
}
