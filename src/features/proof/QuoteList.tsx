import { Rail, RailItem } from '@/components/ui/rail'
import type { QuoteView } from '@/views/clientProof'
import { QuoteCard } from './QuoteCard'

const GRID = {
  1: 'sm:grid sm:grid-cols-1',
  2: 'sm:grid sm:grid-cols-2',
  3: 'sm:grid sm:grid-cols-2 lg:grid-cols-3',
} as const

/** Client quotes side by side (a row to swipe on a phone); nothing at all when there are none. */
export function QuoteList({ quotes }: { quotes: readonly QuoteView[] }) {
  if (quotes.length === 0) return null
  if (quotes.length === 1) return <QuoteCard quote={quotes[0]!} className="mx-auto max-w-3xl" />
  const grid = GRID[Math.min(quotes.length, 3) as keyof typeof GRID]
  return (
    <Rail grid={grid}>
      {quotes.map((quote) => (
        <RailItem key={`${quote.study.slug}-${quote.role}`}>
          <QuoteCard quote={quote} />
        </RailItem>
      ))}
    </Rail>
  )
}
