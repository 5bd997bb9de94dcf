import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { ContactDialogContext } from '@/features/contact/contactDialogContext'

const loadDialog = () => import('@/features/contact/ContactDialog')
const ContactDialog = lazy(loadDialog)

/** Owns the "Get In Touch" dialog; its code (dialog and form) loads on first use. */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  // Opened from many buttons (not a Radix trigger), so focus goes back to whichever one was used.
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setWasOpened(true)
    setOpen(true)
  }, [])
  const preload = useCallback(() => void loadDialog(), [])
  const controls = useMemo(() => ({ open, preload }), [open, preload])
  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <ContactDialog open={isOpen} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </ContactDialogContext.Provider>
  )
}
