import { Card } from '@/components/ui/card'
import type { Timeline } from '@/lib/timeline'
import { formatValue } from '@/lib/units'
import { ChartPanel } from './ChartPanel'
import { TimelineChart } from './charts.island'

const PERIOD_COLUMN = { month: 'Month', week: 'Week' } as const

/** "Campaign Progress Timeline": the values the study measured, one point per month (or week). */
export function ProgressTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <section aria-labelledby="progress-timeline-heading" className="container-page pb-10">
      <Card className="sm:p-8">
        <h2 id="progress-timeline-heading" className="text-2xl font-bold tracking-tight text-foreground">
          Campaign Progress Timeline
        </h2>
        <p className="mb-6 mt-2 text-muted">{timeline.caption}</p>
        <ChartPanel
          table={{
            caption: 'Campaign Progress Timeline',
            columns: [PERIOD_COLUMN[timeline.every], ...timeline.series.map((series) => series.label)],
            rows: timeline.periods.map((period, index) => [
              period,
              ...timeline.series.map((series) => formatValue(timeline.unit, series.values[index]!)),
            ]),
          }}
        >
          <TimelineChart
            timeline={timeline}
            label="Line chart: Campaign Progress Timeline. The figures are listed in the table that follows."
          />
        </ChartPanel>
      </Card>
    </section>
  )
}
