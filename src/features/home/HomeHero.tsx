import { ArrowDown, CalendarCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { LogoStrip } from '@/features/proof/LogoStrip'
import { ReviewsRating } from '@/features/proof/ReviewsRating'
import { LiveAutomationCard } from './LiveAutomationCard.island'
import { useHomeData } from './useHomeData'

/** #home: the claim, the two calls to action, who vouches for us and the Live Automation card. */
export function HomeHero() {
  const { site, demoActivities, copy } = useHomeData()
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative overflow-hidden pb-6 pt-20 sm:pb-20 sm:pt-36"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.3),transparent_70%)]"
      />
      <div className="container-page relative grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-card-border bg-card px-3.5 py-1 text-[13px] font-medium text-foreground sm:text-sm">
            <span aria-hidden className="size-2 rounded-full bg-accent" />
            {copy.hero.badge}
          </p>
          <h1
            id="home-heading"
            className="mt-3 text-balance text-[2rem] font-extrabold tracking-tight text-foreground max-sm:leading-[1.15] sm:mt-5 sm:text-5xl lg:text-6xl"
          >
            {site.tagline}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted sm:mt-6 sm:text-lg lg:mx-0">{copy.hero.text}</p>
          <div
            data-hero-actions
            className="mt-6 flex flex-wrap items-center justify-center gap-3 sm:mt-10 sm:gap-4 lg:justify-start"
          >
            <ExternalLink href={site.scheduler} className={buttonClasses('primary', 'lg')}>
              <CalendarCheck aria-hidden className="size-5" />
              {copy.hero.schedulerButton}
            </ExternalLink>
            <a href="#services" className={buttonClasses('outline', 'lg')}>
              {copy.hero.servicesButton}
              <ArrowDown aria-hidden className="size-4" />
            </a>
          </div>
          {site.rating && <ReviewsRating rating={site.rating} className="mt-5 sm:mt-8" />}
          <p className="mt-4 text-muted sm:mt-6">{copy.hero.facts}</p>
        </div>
        <LiveAutomationCard activities={demoActivities} />
      </div>
    </section>
  )
}

/** The client logos under the hero, when the agency has any to show. */
export function ClientLogos() {
  const { proof, copy } = useHomeData()
  return <LogoStrip logos={proof.logos} title={copy.clients.title} />
}
