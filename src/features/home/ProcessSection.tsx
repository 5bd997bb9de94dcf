import { CalendarCheck, Check } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { Section } from '@/components/ui/section'
import { useHomeData } from './useHomeData'

/** #process: the three steps from strategy to closed opportunities, and the free consultation. */
export function ProcessSection() {
  const { processSteps, site, copy } = useHomeData()
  return (
    <Section
      id="process"
      eyebrow={copy.process.eyebrow}
      title={copy.process.title}
      subtitle={copy.process.subtitle}
      className="bg-background-raised"
    >
      <div className="relative">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-[16%] top-14 hidden h-px bg-gradient-to-r from-transparent via-primary/60 to-transparent lg:block"
        />
        <ol className="relative grid gap-6 lg:grid-cols-3">
          {processSteps.map((step) => (
            <li
              key={step.step}
              className="relative flex flex-col rounded-2xl border border-card-border bg-card p-7"
            >
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-xl font-bold text-primary-foreground shadow-lg shadow-primary/30">
                <span className="sr-only">Step </span>
                {step.step}
              </span>
              <h3 className="mt-6 text-xl font-semibold text-foreground">{step.title}</h3>
              <p className="mt-3 text-muted">{step.description}</p>
              <ul className="mt-5 space-y-2">
                {step.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2.5 text-sm text-foreground">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-12 text-center">
        <ExternalLink href={site.scheduler} className={buttonClasses('primary', 'lg')}>
          <CalendarCheck aria-hidden className="size-5" />
          {copy.process.schedulerButton}
        </ExternalLink>
      </div>
    </Section>
  )
}
