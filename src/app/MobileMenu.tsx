import { Menu, X } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Disclosure } from '@/components/ui/disclosure'
import { shell } from '@/config/shell'
import { ContactButton } from '@/features/contact/ContactButton'
import { MenuLinks, NavItemLink } from './NavItemLink'

const linkClass =
  'flex items-center rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-card hover:text-accent'

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Disclosure
      label={label}
      buttonClassName="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-card"
      panelClassName="pl-3"
    >
      {children}
    </Disclosure>
  )
}

/** The hamburger and its panel: the bar's items as collapsible menus; any link closes it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-card"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-card-border bg-background-raised px-4 pb-6 pt-2 shadow-xl"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close()
          }}
        >
          <ul>
            {shell.navigation.main.map((item) => (
              <li key={item.label}>
                {item.kind === 'menu' ? (
                  <Group label={item.label}>
                    <MenuLinks menu={item} linkClassName={linkClass} />
                  </Group>
                ) : item.kind === 'contact' ? (
                  <ContactButton unstyled className={`${linkClass} w-full`} onOpen={close}>
                    {item.label}
                  </ContactButton>
                ) : (
                  <NavItemLink link={item} className={linkClass} />
                )}
              </li>
            ))}
          </ul>
          <ContactButton className="mt-4 w-full" onOpen={close}>
            Get Started
          </ContactButton>
        </nav>
      )}
    </div>
  )
}
