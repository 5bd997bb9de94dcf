import { CircleCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ClosingCall } from '@/components/ui/closing-call'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { ContactButton } from '@/features/contact/ContactButton'
import { usePageData } from '@/hooks/pageContext'
import { AgentCard } from './AgentCard'
import { SolutionHighlights } from './SolutionHighlights'
import type { SolutionPageData } from '@/features/page-data/solutionPage.server'
import { routes } from '@/lib/paths'

/**
 * The one layout of the AI solution pages: hero (Get Started, View Case Studies), the success story
 * or key blocks, six agent cards, the capability list and the closing call.
 */
export function SolutionPageLayout() {
  const { solution, page } = usePageData<SolutionPageData>()
  return (
    <>
      <PageHero badge={solution.hero.badge} title={solution.hero.title} subtitle={solution.hero.subtitle}>
        <ContactButton size="lg">Get Started</ContactButton>
        <a href={routes.caseStudies} className={buttonClasses('outline', 'lg')}>
          View Case Studies
        </a>
      </PageHero>

      <SolutionHighlights highlights={page.highlights} />

      <Section
        id="agents"
        eyebrow={page.agents.eyebrow}
        title={page.agents.title}
        subtitle={page.agents.subtitle}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.agents.items.map((agent, index) => (
            <li key={agent.title}>
              <AgentCard agent={agent} position={index + 1} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="capabilities"
        eyebrow={page.capabilities.eyebrow}
        title={page.capabilities.title}
        subtitle={page.capabilities.subtitle}
        className="pt-0"
      >
        <ul className="mx-auto grid max-w-5xl gap-x-8 gap-y-1 rounded-2xl border border-card-border bg-card p-6 sm:grid-cols-2 sm:p-8">
          {page.capabilities.items.map((capability) => (
            <li key={capability} className="flex gap-3 py-2 text-foreground">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{capability}</span>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCall id="strategy-call" call={page.closingCall} icon="calendar" className="pb-24" />
    </>
  )
}
