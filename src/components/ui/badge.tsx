import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

const sizes = {
  sm: 'px-2.5 py-0.5 text-xs font-semibold',
  md: 'px-3 py-1 text-sm font-medium',
}

/**
 * A rounded label: `size` sets type and padding, `colors` its border, background and text colours
 * (an accent's `badge` classes; a neutral border without), `className` adds the rest. They are props
 * because cn() does not let one class override another.
 */
export function Badge({
  children,
  size = 'sm',
  colors,
  className,
}: {
  children: ReactNode
  size?: keyof typeof sizes
  colors?: string
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border',
        colors ?? 'border-card-border',
        sizes[size],
        className,
      )}
    >
      {children}
    </span>
  )
}

/** The small NEW marker on navigation items. */
export function NewBadge() {
  return (
    <span className="ml-1.5 rounded bg-emerald-700 px-1.5 py-px text-[10px] font-bold tracking-wide text-white">
      NEW
    </span>
  )
}
