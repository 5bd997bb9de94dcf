import { DollarSign, Hash, Percent } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { useStylesheet } from '@/hooks/pageContext'
import { formatMetricValue, type Metric, type MetricGroup, type MetricType } from '@/lib/metrics'
import { ChartPanel } from './ChartPanel'
import { PerformanceChart } from './charts.island'
import chartCss from './performance-chart.css?inline'

const TYPE_STYLE: Record<MetricType, { icon: typeof Percent; text: string; chip: string }> = {
  percentage: {
    icon: Percent,
    text: 'text-accent',
    chip: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  },
  currency: {
    icon: DollarSign,
    text: 'text-emerald-700 dark:text-emerald-300',
    chip: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  },
  number: {
    icon: Hash,
    text: 'text-sky-700 dark:text-sky-300',
    chip: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  },
}

/** "Performance Metrics": up to four tiles and the "Performance Comparison" bar chart. */
export function PerformanceMetrics({
  metrics,
  comparison,
}: {
  metrics: Metric[]
  comparison: MetricGroup[]
}) {
  useStylesheet(chartCss)
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
                  <li key={index} className="flex flex-col rounded-xl bg-band p-4 sm:p-5">
                    <span
                      aria-hidden
                      className={`flex size-9 items-center justify-center rounded-lg ${style.chip}`}
                    >
                      <Icon className="size-4" />
                    </span>
                    <p className={`mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl ${style.text}`}>
                      {formatMetricValue(metric)}
                    </p>
                    <p className="mt-1 leading-snug text-muted">{metric.label}</p>
                  </li>
                )
              })}
            </ul>
            <h3 className="mt-10 text-lg font-semibold text-foreground">Performance Comparison</h3>
            <p className="mb-4 mt-1 text-muted">
              Percentages, dollar amounts, counts and durations are not comparable, so each kind has its own
              panel and its own scale, starting from zero.
            </p>
            <ChartPanel
              table={{
                caption: 'Performance Comparison',
                columns: ['Metric', 'Value'],
                rows: metrics.map((metric) => [metric.label, formatMetricValue(metric)]),
              }}
            >
              <PerformanceChart
                groups={comparison}
                label="Bar chart: Performance Comparison. The figures are listed in the table that follows."
              />
            </ChartPanel>
          </>
        )}
      </Card>
    </section>
  )
}
