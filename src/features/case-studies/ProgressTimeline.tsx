import { Card } from '@/components/ui/card'
import type { TimelinePoint } from '@/lib/timeline'
import { ChartPanel } from './ChartPanel'
import { TimelineChart } from './charts'
import { TIMELINE_SERIES } from './timelineSeries'

/** "Campaign Progress Timeline": one point per month of the campaign (at most six). */
export function ProgressTimeline({ timeline }: { timeline: TimelinePoint[] }) {
  const months = timeline.length
  return (
    <section aria-labelledby="progress-timeline-heading" className="container-page pb-10">
      <Card className="sm:p-8">
        <h2 id="progress-timeline-heading" className="text-2xl font-bold tracking-tight text-foreground">
          Campaign Progress Timeline
        </h2>
        <p className="mb-6 mt-2 text-muted">
          How the programme built up over its first {months === 1 ? 'month' : `${months} months`}: the share
          of the campaign plan delivered, and a results index that grows by 20 points each month.
        </p>
        <ChartPanel
          table={{
            caption: 'Campaign Progress Timeline',
            columns: ['Month', TIMELINE_SERIES.progress, TIMELINE_SERIES.value],
            rows: timeline.map((point) => [point.month, `${point.progress}%`, String(point.value)]),
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
