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
import { timelineDatasets } from './timelineSeries'
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
    datasets: timelineDatasets(timeline, colors),
  }

  const options = timelineChartOptions({ colors, reducedMotion })

  return <Chart type="line" data={data} options={options} aria-label={label} />
}
