import { ArrowLeft, Building2, Clock, MapPin, Trophy, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { accentClasses, type AccentName } from '@/components/ui/accent'
import { Badge } from '@/components/ui/badge'
import type { CaseStudy } from '@/schemas/caseStudy'
import { routes } from '@/lib/paths'

function FactBadge({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      <Badge className="gap-1.5 bg-card text-foreground">
        <span aria-hidden className="text-accent">
          {icon}
        </span>
        <span className="sr-only">{label}: </span>
        {children}
      </Badge>
    </li>
  )
}

/**
 * Back link, the client (its logo and name, once it allows them), badges, title and the Key
 * Achievement (the study's first result).
 */
export function DetailHeader({
  study,
  accent,
  logoSize,
}: {
  study: Pick<
    CaseStudy,
    | 'title'
    | 'category'
    | 'industry'
    | 'timeframe'
    | 'headquarters'
    | 'companySize'
    | 'results'
    | 'client'
    | 'clientLogo'
  >
  /** The drawing size of the client's logo, when the study carries one. */
  logoSize?: { width: number; height: number } | null
  accent: AccentName
}) {
  return (
    <section className="relative overflow-hidden pb-12 pt-28 sm:pt-32">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.28),transparent_70%)]"
      />
      <div className="container-page relative">
        <a
          href={routes.caseStudies}
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Case Studies
        </a>
        {study.client && (
          <p
            data-testid="study-client"
            className="mt-6 flex items-center gap-3 font-semibold text-foreground"
          >
            {study.clientLogo && logoSize && (
              <img
                src={study.clientLogo}
                alt=""
                width={Math.round((logoSize.width / logoSize.height) * 32)}
                height={32}
                className="client-logo h-8 w-auto"
              />
            )}
            <span>
              <span className="sr-only">Client: </span>
              {study.client}
            </span>
          </p>
        )}
        <ul data-testid="study-facts" className="mt-6 flex flex-wrap items-center gap-2">
          <li>
            <Badge colors={accentClasses[accent].badge}>
              <span className="sr-only">Category: </span>
              {study.category}
            </Badge>
          </li>
          <FactBadge icon={<Building2 className="size-3.5" />} label="Industry">
            {study.industry}
          </FactBadge>
          {study.timeframe && (
            <FactBadge icon={<Clock className="size-3.5" />} label="Timeframe">
              {study.timeframe}
            </FactBadge>
          )}
          {study.headquarters && (
            <FactBadge icon={<MapPin className="size-3.5" />} label="Headquarters">
              {study.headquarters}
            </FactBadge>
          )}
          {study.companySize && (
            <FactBadge icon={<Users className="size-3.5" />} label="Company size">
              {study.companySize}
            </FactBadge>
          )}
        </ul>
        <h1 className="mt-6 max-w-5xl text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl lg:text-5xl lg:leading-[1.1]">
          {study.title}
        </h1>
        {study.results[0] && (
          <div className="mt-10 flex max-w-4xl items-start gap-4 rounded-2xl border border-accent/40 bg-primary/10 p-6">
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground"
            >
              <Trophy className="size-6" />
            </span>
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-accent">Key Achievement</h2>
              <p className="mt-1 text-xl font-bold text-foreground sm:text-2xl">{study.results[0]}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
