import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

const loadDialog = () => import('./ContactDialog')
const ContactDialog = lazy(loadDialog)

interface ContactDialogControls {
  open: () => void
  /** Starts loading the dialog's code, e.g. when the pointer nears a button that opens it. */
  preload: () => void
}

const Context = createContext<ContactDialogControls | undefined>(undefined)

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
    <Context.Provider value={controls}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <ContactDialog open={isOpen} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </Context.Provider>
  )
}

export function useContactDialog(): ContactDialogControls {
  const controls = useContext(Context)
  if (!controls) throw new Error('useContactDialog() must be used inside <ContactDialogProvider>')
  return controls
}
