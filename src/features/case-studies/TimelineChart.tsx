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
  type ChartOptions,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import type { TimelinePoint } from '@/lib/timeline'
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
  const font = { family: colors.font, size: 12 }

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

  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 700 },
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        position: 'bottom',
        labels: {
          color: colors.text,
          font,
          usePointStyle: true,
          boxHeight: 8,
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
        },
      },
      tooltip: {
        backgroundColor: colors.surface,
        titleColor: colors.text,
        bodyColor: colors.text,
        borderColor: colors.grid,
        borderWidth: 1,
        titleFont: font,
        bodyFont: font,
        itemSort: (a, b) => a.datasetIndex - b.datasetIndex,
      },
    },
    scales: {
      x: { grid: { display: false }, border: { color: colors.grid }, ticks: { color: colors.muted, font } },
      y: {
        min: 0,
        suggestedMax: 120,
        grid: { color: colors.grid },
        border: { display: false },
        ticks: { color: colors.muted, font, stepSize: 20 },
      },
    },
  }

  return <Chart type="line" data={data} options={options} aria-label={label} />
}
