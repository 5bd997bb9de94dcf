import { DollarSign, Hash, Percent } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { formatMetricValue, type Metric, type MetricType } from '@/lib/metrics'
import { ChartPanel } from './ChartPanel'
import { PerformanceChart } from './charts'

const TYPE_STYLE: Record<MetricType, { icon: typeof Percent; text: string; chip: string; name: string }> = {
  percentage: {
    icon: Percent,
    text: 'text-accent',
    chip: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
    name: 'Percentage',
  },
  currency: {
    icon: DollarSign,
    text: 'text-emerald-700 dark:text-emerald-300',
    chip: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
    name: 'Revenue or savings',
  },
  number: {
    icon: Hash,
    text: 'text-sky-700 dark:text-sky-300',
    chip: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    name: 'Count',
  },
}

/** "Performance Metrics": up to four tiles and the "Performance Comparison" bar chart. */
export function PerformanceMetrics({ metrics }: { metrics: Metric[] }) {
  return (
    <section aria-labelledby="performance-metrics-heading" className="container-page pb-10">
      <Card className="sm:p-8">
        <h2 id="performance-metrics-heading" className="text-2xl font-bold tracking-tight text-foreground">
          Performance Metrics
        </h2>
        <p className="mt-2 text-muted">
          The headline figures from the results, as reported at the end of the engagement.
        </p>
        {metrics.length === 0 ? (
          <p className="mt-6 text-foreground">This study reports its results in words rather than figures.</p>
        ) : (
          <>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {metrics.map((metric, index) => {
                const style = TYPE_STYLE[metric.type]
                const Icon = style.icon
                return (
                  <li
                    key={index}
                    className="flex flex-col rounded-xl border border-card-border bg-background-raised p-4 sm:p-5"
                  >
                    <span
                      aria-hidden
                      className={`flex size-9 items-center justify-center rounded-lg ${style.chip}`}
                    >
                      <Icon className="size-4" />
                    </span>
                    <p className={`mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl ${style.text}`}>
                      {formatMetricValue(metric)}
                    </p>
                    <p className="mt-1 text-sm leading-snug text-muted">{metric.label}</p>
                  </li>
                )
              })}
            </ul>
            <h3 className="mt-10 text-lg font-semibold text-foreground">Performance Comparison</h3>
            <p className="mb-4 mt-1 text-sm text-muted">
              Each metric on one chart. Percentages, dollar amounts and counts differ by orders of magnitude,
              so the value axis is logarithmic.
            </p>
            <ChartPanel
              table={{
                caption: 'Performance Comparison',
                columns: ['Metric', 'Value'],
                rows: metrics.map((metric) => [metric.label, formatMetricValue(metric)]),
              }}
            >
              <PerformanceChart
                metrics={metrics}
                label="Bar chart: Performance Comparison. The figures are listed in the table that follows."
              />
            </ChartPanel>
            <ul aria-hidden className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted">
              {(Object.keys(TYPE_STYLE) as MetricType[])
                .filter((type) => metrics.some((metric) => metric.type === type))
                .map((type) => (
                  <li key={type} className="flex items-center gap-1.5">
                    <span className={`size-2.5 rounded-sm ${TYPE_BAR[type]}`} />
                    {TYPE_STYLE[type].name}
                  </li>
                ))}
            </ul>
          </>
        )}
      </Card>
    </section>
  )
}

/** Legend swatches: the bar colours of the chart (see chartTheme.ts). */
const TYPE_BAR: Record<MetricType, string> = {
  percentage: 'bg-accent',
  currency: 'bg-emerald-700 dark:bg-emerald-400',
  number: 'bg-sky-700 dark:bg-sky-400',
}
