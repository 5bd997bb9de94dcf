import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LogarithmicScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import { formatMetricValue, type Metric } from '@/lib/metrics'
import { logAxisMin, logTickLabel, wrapAxisLabel } from './chartData'
import { useReducedMotion } from '@/hooks/useReducedMotion'
import { useChartColors } from './useChartColors'

ChartJS.register(BarController, BarElement, CategoryScale, LogarithmicScale, Tooltip)

/**
 * "Performance Comparison": one bar per metric. Percentages, dollars and counts differ by orders of
 * magnitude, so the value axis is logarithmic; tooltips show each value as its tile does.
 */
export default function PerformanceChart({ metrics, label }: { metrics: Metric[]; label: string }) {
  const colors = useChartColors()
  const reducedMotion = useReducedMotion()
  const values = metrics.map((metric) => metric.value)
  const font = { family: colors.font, size: 12 }

  const data: ChartData<'bar'> = {
    labels: metrics.map((metric) => wrapAxisLabel(metric.label)),
    datasets: [
      {
        label: 'Reported result',
        data: values,
        backgroundColor: metrics.map((metric) => colors.byType[metric.type]),
        borderRadius: 8,
        maxBarThickness: 64,
      },
    ],
  }

  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 700 },
    plugins: {
      legend: { display: false },
      tooltip: {
        backgroundColor: colors.surface,
        titleColor: colors.text,
        bodyColor: colors.text,
        borderColor: colors.grid,
        borderWidth: 1,
        titleFont: font,
        bodyFont: font,
        callbacks: {
          title: (items) => metrics[items[0]?.dataIndex ?? 0]?.label ?? '',
          label: (item) => formatMetricValue(metrics[item.dataIndex]!),
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: colors.grid },
        ticks: { color: colors.muted, font, autoSkip: false },
      },
      y: {
        type: 'logarithmic',
        min: logAxisMin(values),
        grid: { color: colors.grid },
        border: { display: false },
        ticks: { color: colors.muted, font, callback: (value) => logTickLabel(Number(value)) },
        title: { display: true, text: 'Value (logarithmic scale)', color: colors.muted, font },
      },
    },
  }

  return <Chart type="bar" data={data} options={options} aria-label={label} />
}
