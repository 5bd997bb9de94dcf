import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { ContactForm } from './ContactForm'
import { ContactInfoCard } from './ContactInfoCard'

/** "Get In Touch": full screen under 768px, a wide modal above. Radix traps focus and closes on Escape. */
export default function ContactDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the dialog: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="contact-dialog"
          data-contact-dialog=""
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current
            if (opener?.isConnected) {
              event.preventDefault()
              opener.focus()
            }
          }}
          className="animate-fade-in fixed inset-0 z-50 overflow-y-auto bg-background-raised p-5 md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[90vh] md:w-[min(64rem,calc(100vw-3rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border md:border-card-border md:p-8 md:shadow-2xl"
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-foreground">Get In Touch</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                Tell us about your sales goals and we will come back with a plan.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-foreground hover:bg-card"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {/* The form first (on a phone, the first thing under the title), the other ways after it. */}
          <div className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-start">
            <ContactForm />
            <ContactInfoCard />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
