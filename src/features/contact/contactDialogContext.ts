import { createContext, useContext } from 'react'

export interface ContactDialogControls {
  open: () => void
  /** Starts loading the dialog's code, e.g. when the pointer nears a button that opens it. */
  preload: () => void
}

/** Provided by the app shell's ContactDialogProvider, which owns the dialog. */
export const ContactDialogContext = createContext<ContactDialogControls | undefined>(undefined)

export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext)
  if (!controls) throw new Error('useContactDialog() must be used inside <ContactDialogProvider>')
  return controls
}
