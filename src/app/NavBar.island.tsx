import type { ReactNode } from 'react'
import type { NavItem } from '@/schemas/navigation'
import { Disclosure } from '@/components/ui/disclosure'
import { NAV_COMPACT_SCROLL_PX } from '@/config/constants'
import { shell } from '@/config/shell'
import { cn } from '@/lib/cn'
import { ContactButton } from '@/features/contact/ContactButton'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { MenuLinks, NavItemLink } from './NavItemLink'
import { ThemeToggle } from './ThemeToggle'
import { useScrolledPast } from './useScrolledPast'
import { island } from '@/islands/island'

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-foreground hover:bg-card hover:text-accent'

function Dropdown({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Disclosure
        dropdown
        name="bar-menu"
        label={label}
        className="relative"
        summaryClassName={itemClass}
        panelClassName="absolute left-0 top-full z-50 w-72 pt-2"
      >
        <div className="rounded-xl border border-card-border bg-background-raised p-2 shadow-xl">
          {children}
        </div>
      </Disclosure>
    </li>
  )
}

const menuLinkClass =
  'flex items-center rounded-lg px-3 py-2 text-sm text-foreground hover:bg-card hover:text-accent'

function BarItem({ item }: { item: NavItem }) {
  if (item.kind === 'menu') {
    return (
      <Dropdown label={item.label}>
        <MenuLinks menu={item} linkClassName={menuLinkClass} />
      </Dropdown>
    )
  }
  return (
    <li>
      {item.kind === 'contact' ? (
        <ContactButton unstyled className={itemClass}>
          {item.label}
        </ContactButton>
      ) : (
        <NavItemLink link={item} className={itemClass} />
      )}
    </li>
  )
}

/** The fixed bar on every page; compact once the page scrolls past 20px. */
function NavBarIsland() {
  const compact = useScrolledPast(NAV_COMPACT_SCROLL_PX)
  return (
    <header
      data-compact={compact}
      className={cn(
        // The bar compacts by sliding its top 8px above the screen: a transform, so nothing on the
        // page moves in layout (a padding transition counted as a layout shift on a slow phone).
        'fixed inset-x-0 top-0 z-40 border-b pt-3 pb-1 transition-[background-color,box-shadow,translate] duration-300',
        // --bar-height: where the phone menu's sheet starts, the bar's visible bottom edge.
        compact
          ? 'border-card-border bg-background/90 shadow-lg backdrop-blur-md -translate-y-2 [--bar-height:4.0625rem]'
          : 'border-transparent bg-background/60 backdrop-blur-sm [--bar-height:4.5625rem]',
      )}
    >
      <div className="container-page flex h-14 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {shell.navigation.main.map((item) => (
              <BarItem key={item.label} item={item} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <ContactButton size="sm" className="max-sm:hidden">
            Get Started
          </ContactButton>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

export const NavBar = island(NavBarIsland)
