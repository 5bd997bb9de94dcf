import { QuoteCard } from './QuoteCard'
import type { QuoteView } from '@/views/clientProof'

/**
 * The first thing under a selling page's hero: what a client of the page's own work says, with the
 * way to that case study, so a buyer meets proof before the pitch. Nothing at all where no quote
 * belongs to the page.
 */
export function LeadQuote({ quote }: { quote: QuoteView | null }) {
  if (!quote) return null
  return (
    <section aria-label="What a client says" data-proof="lead-quote" className="pb-12 sm:pb-16">
      <div className="container-page">
        <QuoteCard quote={quote} featured className="mx-auto max-w-3xl" />
      </div>
    </section>
  )
}
