import type { ReactNode } from 'react'
import { NewBadge } from '@/components/ui/badge'
import { Disclosure } from '@/components/ui/disclosure'
import { ExternalLink } from '@/components/ui/external-link'
import { NAV_COMPACT_SCROLL_PX } from '@/config/constants'
import { shell } from '@/config/shell'
import { cn } from '@/lib/cn'
import { ContactButton } from '@/features/contact/ContactButton'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { ThemeToggle } from './ThemeToggle'
import { useScrolledPast } from './useScrolledPast'

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-foreground hover:bg-card hover:text-accent'

function Dropdown({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Disclosure
        hover
        label={label}
        className="relative"
        buttonClassName={itemClass}
        panelClassName="absolute left-0 top-full z-50 w-72 pt-2"
      >
        <div className="rounded-xl border border-card-border bg-background-raised p-2 shadow-xl">
          {children}
        </div>
      </Disclosure>
    </li>
  )
}

function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        className="flex items-center rounded-lg px-3 py-2 text-sm text-foreground hover:bg-card hover:text-accent"
      >
        {children}
      </a>
    </li>
  )
}

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} className={itemClass}>
        {children}
      </a>
    </li>
  )
}

/** The fixed bar on every page; compact once the page scrolls past 20px. */
export function NavBar() {
  const compact = useScrolledPast(NAV_COMPACT_SCROLL_PX)
  return (
    <header
      data-compact={compact}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,padding,box-shadow] duration-300',
        compact
          ? 'border-card-border bg-background/90 py-1 shadow-lg backdrop-blur-md'
          : 'border-transparent bg-background/60 py-3 backdrop-blur-sm',
      )}
    >
      <div className="container-page flex h-14 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            <Dropdown label="Services">
              <ul>
                {shell.services.map((service) => (
                  <MenuLink key={service.path} href={service.path}>
                    {service.title}
                    {service.isNew && <NewBadge />}
                  </MenuLink>
                ))}
              </ul>
            </Dropdown>
            <Dropdown label="Solutions">
              <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">
                AI solutions
              </p>
              <ul>
                {shell.solutions.map((solution) => (
                  <MenuLink key={solution.path} href={solution.path}>
                    {solution.navLabel}
                  </MenuLink>
                ))}
              </ul>
            </Dropdown>
            <li>
              <ExternalLink href={shell.aiProduct.url} className={itemClass}>
                Product
                <NewBadge />
              </ExternalLink>
            </li>
            <NavLink href="/case-studies">Case Studies</NavLink>
            <NavLink href="/#about">About Us</NavLink>
            <li>
              <ContactButton unstyled className={itemClass}>
                Contact
              </ContactButton>
            </li>
            <NavLink href="/blog">Blog</NavLink>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <ContactButton size="sm" className="hidden sm:inline-flex">
            Get Started
          </ContactButton>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
