import { useSyncExternalStore } from 'react'
import { closePopoverAround } from '@/browser/popover'

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

const initialState: ContactDialogState = { isOpen: false, wasOpened: false, opener: null }
let state = initialState
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

/**
 * The dialog's state. Hydration starts from the closed state the server rendered, even when a
 * button opened the dialog before the host's island hydrated; the open state follows at once.
 */
export function useContactDialogState(): ContactDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initialState,
  )
}

/** Marks a link that opens the dialog; one listener on the document handles them all. */
export const OPENS_CONTACT_ATTRIBUTE = 'data-opens-contact'

/** A plain click: one with a modifier key or another button opens the contact page as a link does. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Opens the dialog from any link marked with OPENS_CONTACT_ATTRIBUTE (ContactButton), whether or
 * not it is part of an island, instead of following it (and closes the phone menu it may lie in),
 * and starts loading the dialog's code when the pointer or focus reaches one. Until this runs, the
 * link leads to the contact page.
 */
export function listenForContactButtons(root: Document) {
  const buttonIn = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPENS_CONTACT_ATTRIBUTE}]`) : null
  root.addEventListener('click', (event) => {
    const button = buttonIn(event)
    if (!button || event.defaultPrevented || !isPlainClick(event)) return
    event.preventDefault()
    closePopoverAround(button)
    openContactDialog(button)
  })
  const preload = (event: Event) => {
    if (buttonIn(event)) void loadContactDialog()
  }
  root.addEventListener('pointerover', preload, { passive: true })
  root.addEventListener('focusin', preload)
}
