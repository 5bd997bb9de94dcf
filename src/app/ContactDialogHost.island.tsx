import { lazy, Suspense, useMemo } from 'react'
import { island } from '@/islands/island'
import {
  loadContactDialog,
  setContactDialogOpen,
  useContactDialogState,
} from '@/features/contact/contactDialogStore'

const ContactDialog = lazy(loadContactDialog)

/** The "Get In Touch" dialog; its code (dialog and form) loads on first use. */
function ContactDialogHostIsland() {
  const { isOpen, wasOpened, opener } = useContactDialogState()
  const returnFocusTo = useMemo(() => ({ current: opener }), [opener])
  if (!wasOpened) return null
  return (
    <Suspense fallback={null}>
      <ContactDialog open={isOpen} onOpenChange={setContactDialogOpen} returnFocusTo={returnFocusTo} />
    </Suspense>
  )
}

export const ContactDialogHost = island(ContactDialogHostIsland)
