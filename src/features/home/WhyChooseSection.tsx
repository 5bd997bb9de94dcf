import { Award, CircleCheck, Icon } from 'lucide-react'
import { ExternalLink } from '@/components/ui/external-link'
import { Section } from '@/components/ui/section'
import { DeferredAwardBadges } from './DeferredAwardBadges'
import { useHomeData } from './useHomeData'

/** #about: results, advantages, our commitment, the industries we serve and the award badges. */
export function WhyChooseSection() {
  const { site, whyChoose, copy } = useHomeData()
  return (
    <Section
      id="about"
      eyebrow={copy.about.eyebrow}
      title={copy.about.title}
      subtitle={whyChoose.intro}
      className="bg-background-raised"
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {whyChoose.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl border border-card-border bg-card p-4 text-center sm:p-6"
          >
            <dt className="order-2 mt-2 text-sm text-muted">{stat.label}</dt>
            <dd className="order-1 text-2xl font-extrabold tracking-tight text-accent sm:text-4xl">
              {stat.value}
            </dd>
            {stat.note && <dd className="order-3 mt-1 text-xs text-muted">{stat.note}</dd>}
          </div>
        ))}
      </dl>

      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyChoose.advantages.map((advantage) => {
          return (
            <li key={advantage.title} className="rounded-2xl border border-card-border bg-card p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-accent">
                <Icon icon={advantage.icon} aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{advantage.title}</h3>
              <p className="mt-2 text-sm text-muted">{advantage.description}</p>
            </li>
          )
        })}
      </ul>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/15 to-card p-7">
          <h3 className="text-xl font-semibold text-foreground">{whyChoose.commitment.title}</h3>
          <p className="mt-3 text-muted">{whyChoose.commitment.text}</p>
          <ul className="mt-5 space-y-2.5">
            {whyChoose.commitment.promises.map((promise) => (
              <li key={promise} className="flex gap-2.5 text-sm text-foreground">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-card-border bg-card p-7">
          <h3 className="text-xl font-semibold text-foreground">{copy.about.industriesTitle}</h3>
          <p className="mt-3 text-muted">{copy.about.industriesText}</p>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {whyChoose.industries.map((industry) => {
              return (
                <li
                  key={industry.name}
                  className="inline-flex items-center gap-2 rounded-full border border-card-border bg-background px-3.5 py-1.5 text-sm font-medium text-foreground"
                >
                  <Icon icon={industry.icon} aria-hidden className="size-4 text-accent" />
                  {industry.name}
                </li>
              )
            })}
          </ul>
        </div>
      </div>

      <div className="mt-16 text-center">
        <h3 className="inline-flex items-center gap-2 text-2xl font-bold text-foreground">
          <Award aria-hidden className="size-6 text-accent" />
          {copy.about.awardsTitle}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{whyChoose.awardsIntro}</p>
        <div className="mt-8">
          <DeferredAwardBadges awards={site.awards} reviewsProfile={site.reviewsProfile} />
        </div>
        <ExternalLink
          href={site.reviewsProfile.url}
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
        >
          {copy.about.reviewsLink}
        </ExternalLink>
      </div>
    </Section>
  )
}
