import type { ServiceSectionOf } from '@/schemas/servicePages'

/** Criteria (BANT) with the share of meetings each is confirmed for: the figure as text, the bar for the eye. */
export default function QualificationBars({ section }: { section: ServiceSectionOf<'qualification-bars'> }) {
  const { criteria, note } = section
  return (
    <div className="mx-auto max-w-4xl">
      <ul className="grid gap-5 md:grid-cols-2">
        {criteria.map((criterion) => (
          <li key={criterion.name} className="rounded-2xl border border-card-border bg-card p-6">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="text-xl font-bold text-foreground">{criterion.name}</h3>
              <p className="text-2xl font-extrabold text-accent">
                {`${criterion.percent}%`}
                <span className="sr-only"> of booked meetings</span>
              </p>
            </div>
            <div aria-hidden className="mt-4 h-3 overflow-hidden rounded-full bg-foreground/10">
              <div
                data-testid="qualification-bar"
                className="h-full rounded-full bg-gradient-to-r from-primary to-violet-400"
                style={{ width: `${criterion.percent}%` }}
              />
            </div>
            <p className="mt-4 leading-relaxed text-muted">{criterion.description}</p>
          </li>
        ))}
      </ul>
      {note && <p className="mt-8 text-center text-muted">{note}</p>}
    </div>
  )
}
