import { Star } from 'lucide-react'
import { ExternalLink } from '@/components/ui/external-link'
import type { ReviewsRating as Rating } from '@/views/clientProof'
import { cn } from '@/lib/cn'
import { formatEnUsNumber } from '@/lib/numbers'

const STARS = [1, 2, 3, 4, 5]

/** Five stars, each filled as far as the rating reaches (4.5: four and a half). */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden className="flex gap-0.5">
      {STARS.map((star) => {
        const filled = Math.max(0, Math.min(1, rating - star + 1))
        return (
          <span key={star} className="relative size-5">
            <Star
              className="absolute inset-0 size-5 text-amber-500 opacity-30"
              fill="currentColor"
              strokeWidth={0}
            />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled * 100}%` }}>
              <Star className="size-5 text-amber-500" fill="currentColor" strokeWidth={0} />
            </span>
          </span>
        )
      })}
    </span>
  )
}

/**
 * The reviews platform's rating as the site's own HTML (no third-party script or frame): the
 * stars, the average, how many reviews it is taken over, and a link to the profile.
 */
export function ReviewsRating({ rating, className }: { rating: Rating; className?: string }) {
  const average = rating.rating.toFixed(1)
  return (
    <ExternalLink
      href={rating.url}
      data-testid="reviews-rating"
      data-proof="rating"
      className={cn(
        'group inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5 rounded-full border border-card-border bg-card px-5 py-2 text-foreground transition-colors hover:border-accent sm:py-2.5',
        className,
      )}
    >
      <Stars rating={rating.rating} />
      <span>
        <span className="font-bold">{average}</span>
        <span className="text-muted"> out of 5</span>
      </span>
      <span className="text-muted">
        from {formatEnUsNumber(rating.reviewCount)} reviews on{' '}
        <span className="font-semibold text-foreground group-hover:text-accent">{rating.platform}</span>
      </span>
    </ExternalLink>
  )
}
