import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LogarithmicScale,
  Tooltip,
  type ChartData,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import type { Metric } from '@/lib/metrics'
import { performanceChartOptions } from './chartOptions'
import { useReducedMotion } from '@/hooks/useReducedMotion'
import { useChartColors } from './useChartColors'

ChartJS.register(BarController, BarElement, CategoryScale, LogarithmicScale, Tooltip)

/** "Performance Comparison": one bar per metric, in its type's colour (options: chartOptions.ts). */
export default function PerformanceChart({ metrics, label }: { metrics: Metric[]; label: string }) {
  const colors = useChartColors()
  const reducedMotion = useReducedMotion()

  const data: ChartData<'bar'> = {
    labels: metrics.map((metric) => metric.label),
    datasets: [
      {
        label: 'Reported result',
        data: metrics.map((metric) => metric.value),
        backgroundColor: metrics.map((metric) => colors.byType[metric.type]),
        borderRadius: 8,
        maxBarThickness: 64,
      },
    ],
  }

  const options = performanceChartOptions(metrics, { colors, reducedMotion })

  return <Chart type="bar" data={data} options={options} aria-label={label} />
}
