import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/** The raised surface used for every card on the site. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-card-border bg-card p-6', className)} {...props} />
}
