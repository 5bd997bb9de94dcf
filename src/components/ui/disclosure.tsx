import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A summary that shows and hides a panel: a <details> element, so it opens and closes in the browser
 * itself, from the first frame, before any script runs. The panel opens and closes on a click, never
 * on a pointer going down, so nothing moves under a finger mid-tap.
 *
 * A `dropdown` (the bar's menus) floats over the page and goes away by itself once the page runs:
 * the pointer opens it by hovering, and a click elsewhere, Escape, focus leaving it or following one
 * of its links closes it. Dropdowns with the same `name` are exclusive: opening one closes the other,
 * natively too.
 */
export function Disclosure({
  label,
  children,
  dropdown = false,
  name,
  className,
  summaryClassName,
  panelClassName,
}: {
  label: ReactNode
  children: ReactNode
  dropdown?: boolean
  name?: string
  className?: string
  summaryClassName?: string
  panelClassName?: string
}) {
  const root = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  // Mirrors the element, which may have opened before this code ran.
  const [open, setOpen] = useState(false)
  // A pointer that opened the panel by hovering should not close it again with its click.
  const openedByHover = useRef(false)
  const setElementOpen = (next: boolean) => {
    if (root.current) root.current.open = next
  }

  useEffect(() => {
    if (root.current?.open) setOpen(true)
  }, [])

  useEffect(() => {
    if (!dropdown || !open) return
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setElementOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setElementOpen(false)
      if (root.current?.contains(document.activeElement)) summary.current?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [dropdown, open])

  return (
    <details
      ref={root}
      name={name}
      className={cn('group', className)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      {...(dropdown && {
        onMouseEnter: () => {
          openedByHover.current = !root.current?.open
          setElementOpen(true)
        },
        onMouseLeave: () => {
          openedByHover.current = false
          setElementOpen(false)
        },
        onBlur: (event: FocusEvent) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setElementOpen(false)
        },
      })}
    >
      <summary
        ref={summary}
        onClick={(event) => {
          if (!openedByHover.current) return
          openedByHover.current = false
          event.preventDefault()
        }}
        className={cn('cursor-pointer list-none [&::-webkit-details-marker]:hidden', summaryClassName)}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={panelClassName}
        onClick={
          dropdown
            ? (event) => {
                if ((event.target as Element).closest('a')) setElementOpen(false)
              }
            : undefined
        }
      >
        {children}
      </div>
    </details>
  )
}
