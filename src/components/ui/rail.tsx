import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A row of cards on a phone, laid out by `grid` from 640px up (sm:grid sm:grid-cols-2 ...): on a
 * phone each card takes most of the width and snaps into place as the row scrolls sideways, and
 * the edge of the next one shows there is more, so a list of six costs one card's height instead
 * of six (the `rail` rules of global.css). A row with no link or button inside is `focusable`: a
 * region named by `label` with a tab stop, so a keyboard can scroll it too.
 */
export function Rail({
  children,
  grid,
  label,
  focusable = false,
  className,
  as: List = 'ul',
}: {
  children: ReactNode
  grid: string
  label?: string
  focusable?: boolean
  /** Classes of the row as a whole (its margins). */
  className?: string
  as?: 'ul' | 'ol'
}) {
  return (
    <div
      className={cn('rail', className)}
      {...(focusable && { role: 'region', 'aria-label': label, tabIndex: 0 })}
    >
      <List className={cn(!/\bsm:gap-/.test(grid) && 'sm:gap-6', grid)}>{children}</List>
    </div>
  )
}

/** One card's place in a Rail. */
export function RailItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn('flex', className)}>{children}</li>
}
