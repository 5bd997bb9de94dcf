import type { ServiceSectionOf } from '@/schemas/servicePages'
import { IconBadge } from '../blocks'

/** The shape of the decorative trend under the metrics: a year of steadily compounding organic traffic. */
const trend = [26, 28, 31, 35, 39, 44, 50, 57, 65, 75, 87, 100]

/** The Live Data dashboard panel, a snapshot of one client's figures, beside the search-visibility and global-reach cards. */
export default function LiveData({ section }: { section: ServiceSectionOf<'live-data'> }) {
  const { panel, highlights } = section
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div
        data-testid="live-data"
        className="flex flex-col rounded-2xl border border-card-border bg-card p-6 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/*
            The figures are one client's, read at one point in time: the panel says so, and nothing in
            it signals activity (no pulsing "live" dot) that a fixed page cannot have.
          */}
          <h3 className="flex items-center gap-2.5 text-lg font-semibold text-foreground">
            {panel.label}
            <span
              data-testid="snapshot-badge"
              className="rounded-full border border-card-border px-2.5 py-0.5 text-sm font-medium text-muted"
            >
              Snapshot
            </span>
          </h3>
          <p className="text-muted">{panel.caption}</p>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
          {panel.metrics.map((metric) => (
            <li
              key={metric.label}
              className="rounded-xl border border-card-border bg-background-raised p-4 sm:p-5"
            >
              <p className="text-2xl font-extrabold tracking-tight text-foreground sm:text-3xl">
                {metric.value}
              </p>
              <p className="mt-1 text-muted">{metric.label}</p>
            </li>
          ))}
        </ul>
        <div aria-hidden className="mt-6 flex min-h-24 flex-1 items-end gap-1.5">
          {trend.map((height, index) => (
            <span
              key={index}
              className="flex-1 rounded-t-md bg-gradient-to-t from-primary/50 to-primary"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
      <ul className="grid gap-6">
        {highlights.map((highlight) => (
          <li key={highlight.label} className="flex gap-5 rounded-2xl border border-card-border bg-card p-6">
            <IconBadge icon={highlight.icon} color={highlight.color} size="lg" />
            <div>
              <p className="text-4xl font-extrabold tracking-tight text-accent">{highlight.value}</p>
              <h3 className="mt-1 text-lg font-semibold text-foreground">{highlight.label}</h3>
              <p className="mt-2 leading-relaxed text-muted">{highlight.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
