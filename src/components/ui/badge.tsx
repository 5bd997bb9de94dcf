import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-card-border px-2.5 py-0.5 text-xs font-semibold',
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
