import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * Items each under a check mark. A module of its own: the tabs island imports it alone, without the
 * rest of the shared blocks.
 */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-foreground">
          <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
