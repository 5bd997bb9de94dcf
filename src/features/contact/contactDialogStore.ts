import { useSyncExternalStore } from 'react'

/**
 * Whether the "Get In Touch" dialog is open. A store rather than a React context: the buttons that
 * open it are in the page's HTML and in several islands, and the dialog is an island of its own.
 */
interface ContactDialogState {
  isOpen: boolean
  /** Set once the dialog was first opened: its code loads then, and it stays mounted after. */
  wasOpened: boolean
  /** The button that opened it: focus goes back there on close. */
  opener: HTMLElement | null
}

let state: ContactDialogState = { isOpen: false, wasOpened: false, opener: null }
const listeners = new Set<() => void>()

function update(next: Partial<ContactDialogState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const loadContactDialog = () => import('./ContactDialog')

export function openContactDialog(opener: HTMLElement | null) {
  update({ isOpen: true, wasOpened: true, opener })
}

export function setContactDialogOpen(isOpen: boolean) {
  update({ isOpen })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useContactDialogState(): ContactDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
}

/** Marks a button that opens the dialog; one listener on the document handles them all. */
export const OPENS_CONTACT_ATTRIBUTE = 'data-opens-contact'

/**
 * Opens the dialog from any button marked with OPENS_CONTACT_ATTRIBUTE, whether or not it is part
 * of an island, and starts loading the dialog's code when the pointer or focus reaches one.
 */
export function listenForContactButtons(root: Document) {
  const buttonIn = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPENS_CONTACT_ATTRIBUTE}]`) : null
  root.addEventListener('click', (event) => {
    const button = buttonIn(event)
    if (button) openContactDialog(button)
  })
  const preload = (event: Event) => {
    if (buttonIn(event)) void loadContactDialog()
  }
  root.addEventListener('pointerover', preload, { passive: true })
  root.addEventListener('focusin', preload)
}
