import { Menu, X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { Disclosure } from '@/components/ui/disclosure'
import { shell } from '@/config/shell'
import { ContactButton } from '@/features/contact/ContactButton'
import { closePopoverAround } from '@/browser/popover'
import { MenuLinks, NavItemLink } from './NavItemLink'

const MENU_ID = 'mobile-menu'

const linkClass =
  'flex items-center rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-card hover:text-accent'

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Disclosure
      label={label}
      summaryClassName="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-card"
      panelClassName="pl-3"
    >
      {children}
    </Disclosure>
  )
}

/**
 * The hamburger and its sheet: the bar's items, the menus as groups that open in place. The sheet is
 * a popover, so the browser opens and closes it from the first frame (the button, Escape, a tap on
 * the bar) and lays it in the top layer, above the page and the cookie banner. It covers everything
 * below the bar, so a tap meant for the menu never reaches the page behind it; following a link
 * closes it.
 */
export function MobileMenu() {
  const sheet = useRef<HTMLElement>(null)
  return (
    <div className="group/menu lg:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Menu"
        className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-card"
      >
        <Menu aria-hidden className="size-6 group-has-[:popover-open]/menu:hidden" />
        <X aria-hidden className="hidden size-6 group-has-[:popover-open]/menu:block" />
      </button>
      <nav
        ref={sheet}
        id={MENU_ID}
        popover="auto"
        aria-label="Main menu"
        className="fixed inset-x-0 bottom-0 top-(--bar-height) m-0 h-auto w-auto max-w-none overflow-y-auto overscroll-contain border-0 border-t border-card-border bg-background-raised px-4 pb-8 pt-2 text-foreground"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) closePopoverAround(sheet.current)
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
                <ContactButton unstyled className={linkClass}>
                  {item.label}
                </ContactButton>
              ) : (
                <NavItemLink link={item} className={linkClass} />
              )}
            </li>
          ))}
        </ul>
        <ContactButton className="mt-4 w-full">Get Started</ContactButton>
      </nav>
    </div>
  )
}
