import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
} from 'chart.js'
import type { CSSProperties } from 'react'
import { Chart } from 'react-chartjs-2'
import type { MetricGroup } from '@/lib/metrics'
import { performanceChartOptions } from './chartOptions'
import { useReducedMotion } from '@/hooks/useReducedMotion'
import { useChartColors } from './useChartColors'

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

/**
 * "Performance Comparison": one panel per kind (percentages, dollars, counts, hours ...), each a bar
 * chart on its own linear scale from zero, side by side.
 */
export default function PerformanceChart({ groups, label }: { groups: MetricGroup[]; label: string }) {
  const colors = useChartColors()
  const reducedMotion = useReducedMotion()
  return (
    <div
      role="img"
      aria-label={label}
      className="performance-panels h-full w-full"
      style={
        {
          // The panels' rows (a phone) and columns (sm up): performance-chart.css.
          '--rows': `repeat(${groups.length}, minmax(0, 1fr))`,
          '--columns': groups.map((group) => `minmax(0, ${group.metrics.length + 1}fr)`).join(' '),
        } as CSSProperties
      }
    >
      {groups.map((group) => {
        const data: ChartData<'bar'> = {
          labels: group.metrics.map((metric) => metric.label),
          datasets: [
            {
              label: group.name,
              data: group.metrics.map((metric) => metric.value),
              backgroundColor: colors.byType[group.unit],
              borderRadius: 8,
              maxBarThickness: 64,
            },
          ],
        }
        return (
          <div key={group.name} className="flex min-w-0 flex-col">
            <p aria-hidden className="text-center text-xs font-medium text-muted">
              {group.name}
            </p>
            <div className="relative min-h-0 flex-1">
              <Chart
                type="bar"
                data={data}
                options={performanceChartOptions(group, { colors, reducedMotion })}
                aria-hidden
              />
            </div>
          </div>
        )
      })}
    </div>
  )
}
