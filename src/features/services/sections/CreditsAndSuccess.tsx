import { Award } from 'lucide-react'
import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CheckList } from '../blocks'

/** The credits a startup can unlock, beside the success-rate card. */
export default function CreditsAndSuccess({ section }: { section: ServiceSectionOf<'credits-and-success'> }) {
  const { credits, successRate } = section
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-2xl border border-card-border bg-card p-6 sm:p-8">
        <h3 className="text-xl font-semibold text-foreground">{credits.listTitle}</h3>
        <ul className="mt-6 divide-y divide-card-border">
          {credits.items.map((item) => (
            <li
              key={item.provider}
              className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4"
            >
              <div>
                <p className="font-semibold text-foreground">{item.provider}</p>
                <p className="text-muted">{item.detail}</p>
              </div>
              <p className="font-bold text-accent">{item.amount}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-4 rounded-xl bg-background-raised px-5 py-4">
          <span className="font-semibold text-foreground">{credits.total.label}</span>
          <span className="text-3xl font-extrabold tracking-tight text-accent">{credits.total.value}</span>
        </p>
      </div>
      <div
        data-testid="success-rate"
        className="relative overflow-hidden rounded-2xl border border-card-border bg-card p-8 text-center"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_top,rgba(91,63,217,0.25),transparent_70%)]"
        />
        <div className="relative">
          <Award aria-hidden className="mx-auto size-10 text-accent" />
          <h3 className="mt-4 text-lg font-semibold uppercase tracking-wider text-muted">
            {successRate.title}
          </h3>
          <p className="mt-2 text-7xl font-extrabold tracking-tight text-foreground">{successRate.value}</p>
          <p className="mx-auto mt-4 max-w-xs leading-relaxed text-muted">{successRate.description}</p>
          <CheckList items={successRate.points} className="mx-auto mt-6 max-w-xs text-left" />
        </div>
      </div>
    </div>
  )
}
