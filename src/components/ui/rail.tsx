import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A row of cards on a phone, laid out by `grid` from 640px up (sm:grid sm:grid-cols-2 ...): on a
 * phone each card takes most of the width and snaps into place as the row scrolls sideways, and
 * the edge of the next one shows there is more, so a list of six costs one card's height instead
 * of six (the `rail` rules of global.css). A row with no link or button inside is given a tab stop
 * (`label` names it), so a keyboard can scroll it too.
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
  className?: string
  as?: 'ul' | 'ol'
}) {
  return (
    <List
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      className={cn('rail sm:gap-6', grid, className)}
    >
      {children}
    </List>
  )
}

/** One card's place in a Rail. */
export function RailItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn('flex', className)}>{children}</li>
}
