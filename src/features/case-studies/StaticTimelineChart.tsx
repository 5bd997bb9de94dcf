import type { Timeline } from '@/lib/timeline'
import { formatValue } from '@/lib/units'
import { ChartPanel } from './ChartPanel'

const WIDTH = 560
const HEIGHT = 220
const PLOT = { left: 44, right: 12, top: 12, bottom: 28 }

/**
 * Series colours, as the colour the drawing takes from its text colour (classes the charts of the
 * study page use too, so they follow the theme without new styles); the first is the accent.
 */
const SERIES_COLOURS = [
  'text-accent',
  'text-emerald-700 dark:text-emerald-300',
  'text-sky-700 dark:text-sky-300',
]

/**
 * A study's measured timeline drawn as plain SVG on the server: no chart code is loaded for it,
 * and it is there in the first HTML. Lines for the series (the first filled), the value axis from
 * zero in the study's unit, one label per period; the same figures follow as a table for screen
 * readers. For a page that shows the timeline in passing (the home page's featured study); the
 * study's own page draws the interactive chart.
 */
export function StaticTimelineChart({ timeline, title }: { timeline: Timeline; title: string }) {
  const plotWidth = WIDTH - PLOT.left - PLOT.right
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom
  const count = timeline.periods.length
  const x = (index: number) => PLOT.left + (count === 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth)
  const y = (value: number) => PLOT.top + plotHeight - (value / timeline.scale.max) * plotHeight
  const ticks = Array.from(
    { length: Math.round(timeline.scale.max / timeline.scale.step) + 1 },
    (_, index) => index * timeline.scale.step,
  )
  return (
    <ChartPanel
      table={{
        caption: title,
        columns: [
          timeline.every === 'month' ? 'Month' : 'Week',
          ...timeline.series.map((series) => series.label),
        ],
        rows: timeline.periods.map((period, index) => [
          period,
          ...timeline.series.map((series) => formatValue(timeline.unit, series.values[index]!)),
        ]),
      }}
    >
      <figure>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`Line chart: ${title}. The figures are listed in the table that follows.`}
          className="h-auto w-full overflow-visible"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PLOT.left}
                x2={WIDTH - PLOT.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--card-border)"
                strokeWidth={1}
              />
              <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fill="var(--muted)" fontSize={11}>
                {formatValue(timeline.unit, tick)}
              </text>
            </g>
          ))}
          {timeline.periods.map((period, index) => (
            <text
              key={period}
              x={x(index)}
              y={HEIGHT - 6}
              textAnchor="middle"
              fill="var(--muted)"
              fontSize={11}
            >
              {period.replace(/^(Month|Week) /, (_, unit: string) => unit[0]!)}
            </text>
          ))}
          {timeline.series.map((series, seriesIndex) => {
            const points = series.values.map((value, index) => `${x(index)},${y(value)}`)
            const baseline = y(0)
            return (
              <g
                key={series.label}
                className={SERIES_COLOURS[seriesIndex % SERIES_COLOURS.length]}
                fill="currentColor"
                stroke="currentColor"
              >
                {seriesIndex === 0 && (
                  <path
                    d={`M${x(0)},${baseline} L${points.join(' L')} L${x(series.values.length - 1)},${baseline} Z`}
                    fillOpacity={0.15}
                    stroke="none"
                  />
                )}
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  strokeWidth={seriesIndex === 0 ? 3 : 2}
                  strokeDasharray={seriesIndex === 0 ? undefined : '6 4'}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {series.values.map((value, index) => (
                  <circle key={index} cx={x(index)} cy={y(value)} r={4} stroke="none" />
                ))}
              </g>
            )
          })}
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          {timeline.series.map((series, index) => (
            <span key={series.label} className="inline-flex items-center gap-2">
              <span
                aria-hidden
                className={`h-0.5 w-5 rounded bg-current ${SERIES_COLOURS[index % SERIES_COLOURS.length]}`}
              />
              {series.label}
            </span>
          ))}
        </figcaption>
      </figure>
    </ChartPanel>
  )
}
