import type { ComponentType } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ClosingCall } from '@/components/ui/closing-call'
import { ExternalLink } from '@/components/ui/external-link'
import { PageHero } from '@/components/ui/page-hero'
import type { SectionLayout } from '@/components/ui/section'
import { SERVICE_CLOSING_CALL_ID } from '@/config/constants'
import type { ClosingCall as ClosingCallData } from '@/schemas/closingCall'
import type { SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'
import type { ServicePage, ServiceSection, ServiceSectionType } from '@/schemas/servicePages'
import type { Service } from '@/schemas/services'
import { ClientQuotesSection } from '@/features/proof/ClientQuotesSection'
import { LeadQuote } from '@/features/proof/LeadQuote'
import { ReviewsRating } from '@/features/proof/ReviewsRating'
import { usePageData } from '@/hooks/pageContext'
import { SectionFrame } from './blocks'
import { sectionComponents } from './sections/registry'
import type { QuoteView, ReviewsRating as Rating } from '@/views/clientProof'

/** What a service page shows, as pages/services/@slug/+data.ts reads it from generated/. */
export interface ServicePageData {
  service: Service
  page: Omit<ServicePage, 'closingCall'> & { closingCall: ClosingCallData }
  scheduler: string
  /** The reviews platform's rating, under the hero's button (null while site.yaml states none). */
  rating: Rating | null
  /** What a client of the page's own studies says, right under the hero. */
  leadQuote: QuoteView | null
  /** What the other clients of the case studies that used this service say. */
  quotes: QuoteView[]
  /** The calculator's prices, on the pages that show it. */
  seoCostCalculator?: SeoCostCalculatorConfig
}

/**
 * Sections with a heading block sit in bands that alternate plain and raised, starting plain; a
 * section without one (the stat banner) is a band of its own and does not count.
 */
export function raisedBands(sections: readonly ServiceSection[]): boolean[] {
  let framed = 0
  return sections.map((section) => 'intro' in section && framed++ % 2 === 1)
}

/**
 * How each kind of section sets its heading: a process or an accordion reads beside its heading
 * (split), a few kinds start at the left, the rest are centred, so a page is not one template.
 */
const LAYOUTS: Partial<Record<ServiceSectionType, SectionLayout>> = {
  steps: 'split',
  'dataset-accordion': 'split',
  'qualification-bars': 'start',
  'figure-cards': 'start',
  'live-data': 'start',
  'partner-programs': 'start',
}

/** One section, drawn by the component its type names (the editor's preview draws them too). */
export function Section({ section, raised }: { section: ServiceSection; raised: boolean }) {
  const Content = sectionComponents[section.type] as ComponentType<{ section: ServiceSection }>
  if (!('intro' in section)) return <Content section={section} />
  return (
    <SectionFrame id={section.id} intro={section.intro} raised={raised} layout={LAYOUTS[section.type]}>
      <Content section={section} />
    </SectionFrame>
  )
}

/**
 * The one layout of every service page: the hero with the scheduler call and the platform's rating,
 * a client of the page's own work in their words, the page's sections in the order of its data
 * file, what the other clients of its case studies say (when they have said anything), then its
 * closing call.
 */
export function ServicePageLayout() {
  const { service, page, scheduler, rating, leadQuote, quotes } = usePageData<ServicePageData>()
  const raised = raisedBands(page.sections)
  return (
    <>
      <PageHero
        badge={service.badge}
        title={service.hero.title}
        subtitle={service.hero.subtitle}
        proof={rating && <ReviewsRating rating={rating} />}
      >
        <ExternalLink href={scheduler} className={buttonClasses('primary', 'lg')}>
          Schedule a Strategy Call
        </ExternalLink>
      </PageHero>
      <LeadQuote quote={leadQuote} />
      {page.sections.map((section, index) => (
        <Section key={section.id} section={section} raised={raised[index]!} />
      ))}
      <ClientQuotesSection quotes={quotes} />
      <ClosingCall id={SERVICE_CLOSING_CALL_ID} call={page.closingCall} />
    </>
  )
}
