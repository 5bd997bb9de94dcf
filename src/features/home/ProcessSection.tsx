import { CalendarCheck, Check } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { surface } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/external-link'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/**
 * #process: the three steps from strategy to closed opportunities, told down a line beside the
 * section's heading (which stays in view on a wide screen; cards to swipe on a phone), and the free
 * consultation.
 */
export function ProcessSection() {
  const { processSteps, site, copy } = useHomeData()
  return (
    <Section
      id="process"
      estimate={HOME_BLOCKS.process}
      eyebrow={copy.process.eyebrow}
      title={copy.process.title}
      subtitle={copy.process.subtitle}
      layout="split"
      tone="band"
      aside={
        <ExternalLink href={site.scheduler} className={buttonClasses('primary', 'lg', 'mt-8')}>
          <CalendarCheck aria-hidden className="size-5" />
          {copy.process.schedulerButton}
        </ExternalLink>
      }
    >
      <div className="relative">
        <span aria-hidden className="absolute bottom-4 left-7 top-4 hidden w-px bg-card-border sm:block" />
        <Rail
          as="ol"
          grid="sm:flex sm:flex-col sm:gap-12"
          label={`${copy.process.title}, step by step`}
          focusable
        >
          {processSteps.map((step) => (
            <RailItem key={step.step}>
              <div
                className={cn(
                  surface,
                  'relative w-full p-5 sm:flex sm:gap-6 sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0',
                )}
              >
                <span className="relative flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-xl font-bold text-primary-foreground shadow-lg shadow-primary/30">
                  <span className="sr-only">Step </span>
                  {step.step}
                </span>
                <div className="mt-4 sm:mt-0 sm:pt-3">
                  <h3 className="text-xl font-semibold text-foreground sm:text-2xl">{step.title}</h3>
                  <p className="mt-3 text-muted">{step.description}</p>
                  <ul className="mt-4 space-y-1.5">
                    {step.highlights.map((highlight) => (
                      <li key={highlight} className="flex gap-2.5 text-foreground">
                        <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
                        {highlight}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </RailItem>
          ))}
        </Rail>
      </div>
    </Section>
  )
}
