import { QuoteCard } from '@/features/proof/QuoteCard'
import type { QuoteView } from '@/views/clientProof'

/** What the study's client says about the work, under the story; nothing when it has said nothing yet. */
export function StudyQuotes({ quotes }: { quotes: readonly QuoteView[] }) {
  if (quotes.length === 0) return null
  return (
    <section aria-labelledby="client-says-heading" className="container-page pb-10">
      <h2 id="client-says-heading" className="sr-only">
        What the client says
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {quotes.map((quote) => (
          <QuoteCard
            key={quote.role}
            quote={quote}
            linkStudy={false}
            className="mx-auto max-w-3xl lg:col-span-2"
          />
        ))}
      </div>
    </section>
  )
}
