import type { ServiceSectionOf } from '@/schemas/servicePages'
import { IconBadge } from '../blocks'

/** Twelve-month results by industry: the growth figure and what grew. */
export default function IndustryResults({ section }: { section: ServiceSectionOf<'industry-results'> }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {section.results.map((result) => (
        <li key={result.industry} className="rounded-2xl border border-card-border bg-card p-6 text-center">
          <IconBadge icon={result.icon} color={result.color} />
          <h3 className="mt-4 text-lg font-semibold text-foreground">{result.industry}</h3>
          <p className="mt-2 text-4xl font-extrabold tracking-tight text-accent">{result.growth}</p>
          <p className="mt-1 text-muted">{result.metric}</p>
        </li>
      ))}
    </ul>
  )
}
