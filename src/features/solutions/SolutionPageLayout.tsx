import { CircleCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ClosingCall } from '@/components/ui/closing-call'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { ContactButton } from '@/features/contact/ContactButton'
import { ClientQuotesSection } from '@/features/proof/ClientQuotesSection'
import { LeadQuote } from '@/features/proof/LeadQuote'
import { ReviewsRating } from '@/features/proof/ReviewsRating'
import { usePageData } from '@/hooks/pageContext'
import { cn } from '@/lib/cn'
import { AgentCard, AgentStage } from './AgentCard'
import { SolutionHighlights } from './SolutionHighlights'
import type { ClosingCall as ClosingCallData } from '@/schemas/closingCall'
import type { Solution, SolutionPage } from '@/schemas/solutions'
import { routes } from '@/lib/paths'
import type { QuoteView, ReviewsRating as Rating } from '@/views/clientProof'

/** What a solution page shows, as pages/solutions/@slug/+data.ts reads it from generated/. */
export interface SolutionPageData {
  solution: Solution
  page: Omit<SolutionPage, 'closingCall'> & { closingCall: ClosingCallData }
  /** The reviews platform's rating, under the hero's buttons (null while site.yaml states none). */
  rating: Rating | null
  /** What a client of the page's own studies says, right under the hero. */
  leadQuote: QuoteView | null
  /** The quote of the client whose case study the success story tells, told with the story (unless it leads). */
  storyQuote: QuoteView | null
  /** What the clients of the other case studies that used this solution say. */
  quotes: QuoteView[]
}

type Agents = SolutionPageData['page']['agents']

/** The six agents: side by side as a team, or one under another along the flow of a pipeline. */
function AgentList({ agents }: { agents: Agents }) {
  if (agents.arrangement === 'pipeline') {
    return (
      <div className="relative">
        <span aria-hidden className="absolute bottom-6 left-6 top-6 w-px bg-card-border" />
        <ol className="relative grid gap-12">
          {agents.items.map((agent, index) => (
            <li key={agent.title}>
              <AgentStage agent={agent} position={index + 1} />
            </li>
          ))}
        </ol>
      </div>
    )
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {agents.items.map((agent, index) => (
        <li key={agent.title}>
          <AgentCard agent={agent} position={index + 1} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The AI solution pages: hero (Get Started, View Case Studies, the platform's rating), a client of
 * the page's own work in their words, the highlights as the page's data shapes them (a success story, figures or key blocks), the six agents as a team or a pipeline, the
 * capability list, what the clients of its case studies say, and the closing call.
 */
export function SolutionPageLayout() {
  const { solution, page, rating, leadQuote, storyQuote, quotes } = usePageData<SolutionPageData>()
  const longList = page.capabilities.items.length > 8
  return (
    <>
      <PageHero
        badge={solution.hero.badge}
        title={solution.hero.title}
        subtitle={solution.hero.subtitle}
        proof={rating && <ReviewsRating rating={rating} />}
      >
        <ContactButton size="lg">Get Started</ContactButton>
        <a href={routes.caseStudies} className={buttonClasses('outline', 'lg')}>
          View Case Studies
        </a>
      </PageHero>
      <LeadQuote quote={leadQuote} />

      <SolutionHighlights highlights={page.highlights} storyQuote={storyQuote} />

      <Section
        id="agents"
        eyebrow={page.agents.eyebrow}
        title={page.agents.title}
        subtitle={page.agents.subtitle}
        layout={page.agents.arrangement === 'pipeline' ? 'start' : 'center'}
      >
        <AgentList agents={page.agents} />
      </Section>

      <Section
        id="capabilities"
        eyebrow={page.capabilities.eyebrow}
        title={page.capabilities.title}
        subtitle={page.capabilities.subtitle}
        layout="split"
        tone="band"
      >
        <ul className={cn('grid gap-x-8 gap-y-3', longList ? 'sm:grid-cols-2' : '')}>
          {page.capabilities.items.map((capability) => (
            <li key={capability} className="flex gap-3 text-foreground">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{capability}</span>
            </li>
          ))}
        </ul>
      </Section>

      <ClientQuotesSection quotes={quotes} />

      <ClosingCall id="strategy-call" call={page.closingCall} icon="calendar" className="py-16 sm:py-24" />
    </>
  )
}
