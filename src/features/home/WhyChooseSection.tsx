import { Award, CircleCheck, Icon } from 'lucide-react'
import { surface } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/external-link'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { ReviewsRating } from '@/features/proof/ReviewsRating'
import { cn } from '@/lib/cn'
import { DeferredAwardBadges } from './DeferredAwardBadges.island'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/** The headline results, in one row of large figures. */
function Stats() {
  const { whyChoose } = useHomeData()
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-6 border-y border-card-border py-6 sm:gap-y-8 sm:py-8 lg:grid-cols-4">
      {whyChoose.stats.map((stat) => (
        <div key={stat.label} className="flex flex-col text-center">
          <dt className="order-2 mt-2 font-medium text-foreground">{stat.label}</dt>
          <dd className="order-1 text-3xl font-extrabold tracking-tight text-accent sm:text-4xl xl:text-5xl">
            {stat.value}
          </dd>
          {stat.note && <dd className="order-3 mt-1 text-muted">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  )
}

/** The advantages: cards to swipe on a phone, three open columns from 640px up. */
function Advantages() {
  const { whyChoose } = useHomeData()
  return (
    <Rail
      grid="sm:grid sm:grid-cols-2 lg:grid-cols-3 sm:gap-10"
      className="mt-8 sm:mt-16"
      label="Our advantages"
      focusable
    >
      {whyChoose.advantages.map((advantage) => (
        <RailItem key={advantage.title}>
          <div className={cn(surface, 'w-full p-5 sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0')}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-accent">
              <Icon icon={advantage.icon} aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-foreground">{advantage.title}</h3>
            <p className="mt-2 text-muted">{advantage.description}</p>
          </div>
        </RailItem>
      ))}
    </Rail>
  )
}

/** #about: results, advantages, our commitment, the industries we serve, the rating and the award badges. */
export function WhyChooseSection() {
  const { site, whyChoose, copy } = useHomeData()
  return (
    <Section
      id="about"
      estimate={HOME_BLOCKS.about}
      eyebrow={copy.about.eyebrow}
      title={copy.about.title}
      subtitle={whyChoose.intro}
    >
      <Stats />
      <Advantages />

      <Rail
        grid="sm:grid sm:grid-cols-1 lg:grid-cols-2 lg:gap-12"
        className="mt-8 sm:mt-16"
        label={`${whyChoose.commitment.title}, ${copy.about.industriesTitle}`}
        focusable
      >
        <RailItem>
          <div className="w-full rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/15 to-card p-5 sm:p-8">
            <h3 className="text-xl font-semibold text-foreground">{whyChoose.commitment.title}</h3>
            <p className="mt-3 text-muted">{whyChoose.commitment.text}</p>
            <ul className="mt-5 space-y-2">
              {whyChoose.commitment.promises.map((promise) => (
                <li key={promise} className="flex gap-2.5 text-foreground">
                  <CircleCheck aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        </RailItem>
        <RailItem>
          <div
            className={cn(surface, 'w-full p-5 sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 lg:py-8')}
          >
            <h3 className="text-xl font-semibold text-foreground">{copy.about.industriesTitle}</h3>
            <p className="mt-3 text-muted">{copy.about.industriesText}</p>
            <ul className="mt-5 flex flex-wrap gap-2.5">
              {whyChoose.industries.map((industry) => (
                <li
                  key={industry.name}
                  className="inline-flex items-center gap-2 rounded-full border border-card-border bg-background px-3.5 py-1.5 font-medium text-foreground"
                >
                  <Icon icon={industry.icon} aria-hidden className="size-4 text-accent" />
                  {industry.name}
                </li>
              ))}
            </ul>
          </div>
        </RailItem>
      </Rail>

      <div className="mt-10 text-center sm:mt-20">
        <h3 className="inline-flex items-center gap-2 text-2xl font-bold text-foreground">
          <Award aria-hidden className="size-6 text-accent" />
          {copy.about.awardsTitle}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{whyChoose.awardsIntro}</p>
        {site.rating && <ReviewsRating rating={site.rating} className="mt-6" />}
        <div className="mt-8">
          <DeferredAwardBadges awards={site.awards} reviewsProfile={site.reviewsProfile} />
        </div>
        {/* The rating links to the profile; without one, a plain link does. */}
        {!site.rating && (
          <ExternalLink
            href={site.reviewsProfile.url}
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
          >
            {copy.about.reviewsLink}
          </ExternalLink>
        )}
      </div>
    </Section>
  )
}
