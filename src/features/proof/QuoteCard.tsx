import { ArrowRight, Quote, UserRound } from 'lucide-react'
import { surface } from '@/components/ui/card'
import type { QuoteView } from '@/views/clientProof'
import { cn } from '@/lib/cn'
import { caseStudyPath } from '@/lib/paths'

/** The initials of a name, for the round mark beside a named quote without a photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/**
 * One client quote: the words, then who said them (their name where they allow it, their role and
 * the client as its case study names it) and a link to that study. `linkStudy` is off on the
 * study's own page.
 */
export function QuoteCard({
  quote,
  linkStudy = true,
  featured = false,
  className,
}: {
  quote: QuoteView
  linkStudy?: boolean
  /** Set larger, for a quote that stands beside its story. */
  featured?: boolean
  className?: string
}) {
  const person = quote.name ?? quote.role
  return (
    <figure data-testid="client-quote" className={cn(surface, 'flex w-full flex-col p-5 sm:p-7', className)}>
      <Quote aria-hidden className="size-6 shrink-0 text-accent" />
      <blockquote className={cn('mt-4 flex-1 leading-relaxed text-foreground', featured && 'sm:text-xl')}>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className="mt-6">
        <div className="flex items-center gap-3">
          {quote.photo && quote.name ? (
            <img
              src={quote.photo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-accent"
            >
              {quote.name ? initials(quote.name) : <UserRound className="size-6" />}
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-semibold text-foreground">{person}</span>
            <span className="block text-muted">
              {quote.name && `${quote.role}, `}
              {quote.client}
            </span>
          </span>
        </div>
        {linkStudy && (
          <a
            href={caseStudyPath(quote.study.slug)}
            className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent hover:underline"
          >
            Read the case study
            <span className="sr-only">: {quote.study.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </a>
        )}
      </figcaption>
    </figure>
  )
}
