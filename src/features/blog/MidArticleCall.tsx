import { BookingLink } from '@/components/ui/booking-link'
import type { MidArticleCall as MidArticleCallData } from '@/schemas/pages'

/**
 * The call to book in the middle of a long read, between two of its sections (where the build put
 * it: src/lib/articleOutline.ts), for the reader who is convinced before the end.
 */
export function MidArticleCall({ call }: { call: MidArticleCallData }) {
  return (
    <div
      data-testid="mid-article-call"
      className="mb-12 mt-12 rounded-2xl border border-accent/40 bg-card p-6 sm:p-8"
    >
      <p className="text-xl font-semibold text-foreground">{call.title}</p>
      <p className="mt-2 text-muted">{call.text}</p>
      <BookingLink href={call.href} className="mt-5">
        {call.label}
      </BookingLink>
    </div>
  )
}
