import { ArrowRight } from 'lucide-react'
import { Section } from '@/components/ui/section'
import { CLIENT_QUOTES_SECTION_ID } from '@/config/constants'
import type { QuoteView } from '@/views/clientProof'
import { routes } from '@/lib/paths'
import { QuoteList } from './QuoteList'

/**
 * #client-quotes: what the clients of a page's case studies say, in a band of its own, with the way
 * to every case study; nothing at all where no quote belongs to the page.
 */
export function ClientQuotesSection({ quotes }: { quotes: readonly QuoteView[] }) {
  if (quotes.length === 0) return null
  return (
    <Section
      id={CLIENT_QUOTES_SECTION_ID}
      eyebrow="Client results"
      title="What Our Clients Say"
      tone="band"
      layout="start"
    >
      <QuoteList quotes={quotes} />
      <a
        href={routes.caseStudies}
        className="mt-8 inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
      >
        See every case study
        <ArrowRight aria-hidden className="size-4" />
      </a>
    </Section>
  )
}
