import type { ReactNode } from 'react'
import { buttonClasses, type ButtonSize } from '@/components/ui/button'
import { routes } from '@/lib/paths'
import { OPENS_CONTACT_ATTRIBUTE } from './contactDialogStore'

type Props = {
  children: ReactNode
  className?: string
  /** Never the primary style, which means booking: `secondary` unless said otherwise. */
  variant?: 'secondary' | 'outline' | 'ghost'
  size?: ButtonSize
  /** Plain styling (e.g. a navigation item) instead of a button look. */
  unstyled?: boolean
}

/**
 * Opens the "Get In Touch" dialog. It is a link to the contact page, which works from the first
 * frame, before any script runs; once the page's script runs, the document's listener opens the
 * dialog instead (so it needs no island). A click with a modifier key still opens the page.
 */
export function ContactButton({ children, className, variant, size, unstyled }: Props) {
  return (
    <a
      href={routes.contact}
      aria-haspopup="dialog"
      {...{ [OPENS_CONTACT_ATTRIBUTE]: '' }}
      className={unstyled ? className : buttonClasses(variant, size, className)}
    >
      {children}
    </a>
  )
}
