import { ArrowRight, Bot, CalendarCheck, Check } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { surface } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/external-link'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/** #solutions: the three AI agent solutions, four key features each, and the strategy call. */
export function SolutionsSection() {
  const { site, solutions, copy } = useHomeData()
  return (
    <Section
      id="solutions"
      estimate={HOME_BLOCKS.solutions}
      eyebrow={copy.solutions.eyebrow}
      title={copy.solutions.title}
      subtitle={copy.solutions.subtitle}
      aside={
        <ExternalLink href={site.scheduler} className={buttonClasses('primary', 'lg', 'mt-8')}>
          <CalendarCheck aria-hidden className="size-5" />
          {copy.solutions.schedulerButton}
        </ExternalLink>
      }
    >
      <Rail grid="sm:grid sm:grid-cols-1 md:grid-cols-3">
        {solutions.map((solution) => (
          <RailItem key={solution.path} className="pt-3.5">
            <article
              className={cn(
                solution.badge
                  ? 'rounded-2xl border-2 border-primary bg-card shadow-xl shadow-primary/15'
                  : surface,
                'relative flex w-full flex-col p-5 sm:p-7',
              )}
            >
              {solution.badge && (
                <p className="absolute -top-3.5 left-6 rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground">
                  {solution.badge}
                </p>
              )}
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/15 text-accent">
                <Bot aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-foreground">{solution.title}</h3>
              <p className="mt-3 text-muted">{solution.summary}</p>
              <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-foreground">
                {copy.solutions.featuresTitle}
              </h4>
              <ul className="mt-3 flex-1 space-y-2">
                {solution.keyFeatures.map((feature) => (
                  <li key={feature} className="flex gap-2.5 text-foreground">
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={solution.path}
                className={buttonClasses(solution.badge ? 'secondary' : 'outline', 'md', 'mt-7 w-full')}
              >
                {copy.solutions.cardLink}
                <span className="sr-only"> about {solution.title}</span>
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </article>
          </RailItem>
        ))}
      </Rail>
    </Section>
  )
}
