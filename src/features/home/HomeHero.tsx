import { ArrowDown, CalendarCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { LiveAutomationCard } from './LiveAutomationCard'
import { useHomeData } from './useHomeData'

/** #home: the claim, the two calls to action and the Live Automation card. */
export function HomeHero() {
  const { site, demoActivities, copy } = useHomeData()
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative overflow-hidden pb-20 pt-28 sm:pt-36"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.3),transparent_70%)]"
      />
      <div className="container-page relative grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-card-border bg-card px-3.5 py-1 text-xs font-medium text-foreground sm:text-sm">
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            {copy.hero.badge}
          </p>
          <h1
            id="home-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
          >
            {site.tagline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted lg:mx-0">{copy.hero.text}</p>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4 lg:justify-start">
            <ExternalLink href={site.scheduler} className={buttonClasses('primary', 'lg')}>
              <CalendarCheck aria-hidden className="size-5" />
              {copy.hero.schedulerButton}
            </ExternalLink>
            <a href="#services" className={buttonClasses('outline', 'lg')}>
              {copy.hero.servicesButton}
              <ArrowDown aria-hidden className="size-4" />
            </a>
          </div>
          <p className="mt-8 text-sm text-muted">{copy.hero.facts}</p>
        </div>
        <LiveAutomationCard activities={demoActivities} />
      </div>
    </section>
  )
}
