import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { useContactDialog } from './contactDialogContext'

type Props = {
  children: ReactNode
  className?: string
  variant?: Parameters<typeof buttonClasses>[0]
  size?: Parameters<typeof buttonClasses>[1]
  /** Plain styling (e.g. a navigation item) instead of a button look. */
  unstyled?: boolean
  onOpen?: () => void
}

/** Opens the "Get In Touch" dialog. */
export function ContactButton({ children, className, variant, size, unstyled, onOpen }: Props) {
  const { open, preload } = useContactDialog()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.()
        open()
      }}
      onPointerEnter={preload}
      onFocus={preload}
      className={unstyled ? className : buttonClasses(variant, size, className)}
    >
      {children}
    </button>
  )
}
