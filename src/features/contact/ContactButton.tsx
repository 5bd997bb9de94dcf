import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { OPENS_CONTACT_ATTRIBUTE } from './contactDialogStore'

type Props = {
  children: ReactNode
  className?: string
  variant?: Parameters<typeof buttonClasses>[0]
  size?: Parameters<typeof buttonClasses>[1]
  /** Plain styling (e.g. a navigation item) instead of a button look. */
  unstyled?: boolean
  /** Inside an island: what else a click does (e.g. close the phone menu). */
  onOpen?: () => void
}

/** Opens the "Get In Touch" dialog (through the document's listener, so it needs no island). */
export function ContactButton({ children, className, variant, size, unstyled, onOpen }: Props) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...{ [OPENS_CONTACT_ATTRIBUTE]: '' }}
      onClick={onOpen}
      className={unstyled ? className : buttonClasses(variant, size, className)}
    >
      {children}
    </button>
  )
}
