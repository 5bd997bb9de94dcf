import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/**
 * The look of a raised surface: a fill that stands out from the page and from a band in both
 * themes (--card in global.css), and a hairline edge. For elements that are not a plain div (a list
 * item, an article, a figure).
 */
export const surface = 'rounded-2xl border border-card-border bg-card'

/** A card: a raised surface with room inside. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(surface, 'p-6', className)} {...props} />
}

/**
 * A card that is one link as a whole: its link's ::after covers the card (give the card
 * `relative`), so the card lights up and answers as one target, and the link keeps its own name.
 */
export const cardLink = 'after:absolute after:inset-0 after:rounded-2xl'

/** A surface that reacts as a whole to the pointer or to the keyboard focus of its link. */
export const interactiveSurface =
  'relative transition-colors hover:border-accent/60 focus-within:border-accent'
