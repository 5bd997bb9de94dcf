import { ArrowRight, Clock, MapPin, TrendingUp, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { accentClasses, type AccentName } from '@/components/ui/accent'
import { Badge } from '@/components/ui/badge'
import type { CaseStudySummary } from '@/schemas/caseStudy'
import { caseStudyPath } from '@/lib/paths'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden className="mt-0.5 shrink-0 text-accent">
        {icon}
      </span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  )
}

/**
 * One study on the list: category, industry, title (whole, at every width), facts, challenges, its
 * key result beside the count of results, and View Page, whose target is the whole card.
 */
export function CaseStudyCard({ study, accent }: { study: CaseStudySummary; accent: AccentName }) {
  const hasFacts = Boolean(study.headquarters || study.companySize || study.timeframe)
  return (
    // The surface and whole-card link of components/ui/card.tsx, written out: an island's chunk
    // that imported them would share them with others as a file of its own.
    <article className="relative flex h-full flex-col rounded-2xl border border-card-border bg-card p-6 transition-colors focus-within:border-accent hover:border-accent/60">
      <div className="flex flex-wrap items-center gap-2">
        <Badge colors={accentClasses[accent].badge}>{study.category}</Badge>
        {study.industry && <Badge className="bg-background-raised text-foreground">{study.industry}</Badge>}
      </div>
      <h3 className="mt-4 text-xl font-semibold leading-snug text-foreground">{study.title}</h3>
      {hasFacts && (
        <ul className="mt-4 space-y-1.5 text-sm text-muted">
          {study.headquarters && (
            <Fact icon={<MapPin className="size-4" />} label="Headquarters">
              {study.headquarters}
            </Fact>
          )}
          {study.companySize && (
            <Fact icon={<Users className="size-4" />} label="Company size">
              {study.companySize}
            </Fact>
          )}
          {study.timeframe && (
            <Fact icon={<Clock className="size-4" />} label="Timeframe">
              {study.timeframe}
            </Fact>
          )}
        </ul>
      )}
      <p className="mt-4 line-clamp-3 leading-relaxed text-muted">{study.challengesSummary}</p>
      <div className="mt-auto pt-6">
        {study.keyResult && (
          <p data-testid="key-result" className="mb-4 rounded-xl bg-primary/10 p-3 text-foreground">
            <b className="mr-2 text-2xl">{study.keyResult.value}</b>
            {study.keyResult.label}
          </p>
        )}
        <div className="flex items-center justify-between gap-4 border-t border-card-border pt-4">
          <p className="flex items-center gap-1.5 font-medium text-foreground">
            <TrendingUp aria-hidden className="size-4 text-accent" />
            {study.resultsCount} results achieved
          </p>
          <a
            href={caseStudyPath(study.slug)}
            aria-label={`View Page: ${study.title}`}
            className="inline-flex items-center gap-1 rounded-md font-semibold text-accent after:absolute after:inset-0 after:rounded-2xl hover:underline"
          >
            View Page
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </div>
      </div>
    </article>
  )
}
