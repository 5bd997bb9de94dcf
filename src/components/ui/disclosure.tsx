import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A button that shows and hides a panel of links (the WAI-ARIA disclosure pattern). The panel stays
 * in the HTML (hidden while closed); following a link, Escape, or a click or focus elsewhere closes it.
 * With `hover`, the pointer opens it too (desktop menus).
 */
export function Disclosure({
  label,
  children,
  hover = false,
  className,
  buttonClassName,
  panelClassName,
}: {
  label: ReactNode
  children: ReactNode
  hover?: boolean
  className?: string
  buttonClassName?: string
  panelClassName?: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = `disclosure${useId()}`
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // A pointer that opened the panel by hovering should not close it again with its click.
  const openedByHover = useRef(false)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      if (root.current?.contains(document.activeElement)) button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div
      ref={root}
      className={className}
      onMouseEnter={
        hover
          ? () => {
              openedByHover.current = !open
              setOpen(true)
            }
          : undefined
      }
      onMouseLeave={hover ? () => setOpen(false) : undefined}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen(!open)
        }}
        className={cn('group', buttonClassName)}
        data-state={open ? 'open' : 'closed'}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
