import { ChevronDown, Icon, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { ExternalLink } from '@/components/ui/external-link'
import type { FooterColumn, NavLink } from '@/schemas/navigation'
import { shell } from '@/config/shell'
import { displayPhone, telHref } from '@/lib/phone'
import { CurrentYear } from '@/components/ui/today.island'
import { CookieSettingsButton } from './CookieSettingsButton.island'
import { Logo } from './Logo'
import { NavItemLink } from './NavItemLink'
import { ThemeChoice } from './ThemeChoice.island'

const linkClass = 'text-sm text-muted hover:text-accent'

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-foreground">{title}</h2>
      {children}
    </div>
  )
}

function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul className="space-y-2.5">
      {links.map((link) => (
        <li key={link.href}>
          <NavItemLink link={link} className={linkClass} />
        </li>
      ))}
    </ul>
  )
}

function FooterMenu({ column }: { column: FooterColumn }) {
  if (!column.collapsible) {
    return (
      <Column title={column.title}>
        <LinkList links={column.links} />
      </Column>
    )
  }
  return (
    <div>
      {/* Collapsible on small screens, always open from the small breakpoint up. */}
      <details className="group sm:hidden">
        <summary className="mb-4 flex cursor-pointer list-none items-center justify-between text-sm font-semibold uppercase tracking-wider text-foreground">
          {column.title}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <LinkList links={column.links} />
      </details>
      <div className="hidden sm:block">
        <Column title={column.title}>
          <LinkList links={column.links} />
        </Column>
      </div>
    </div>
  )
}

export function Footer() {
  const { address } = shell
  return (
    <footer className="border-t border-card-border bg-background-raised">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 sm:gap-10 sm:py-14 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-1">
          <Logo />
          <p className="text-sm text-muted">{shell.tagline}.</p>
          <ul className="flex gap-2">
            {shell.social.map((link) => (
              <li key={link.url}>
                <ExternalLink
                  href={link.url}
                  aria-label={`${link.name} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-lg border border-card-border text-muted hover:text-accent"
                >
                  <Icon icon={link.icon} aria-hidden className="size-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <ExternalLink href={shell.reviewsProfile.url} className={`${linkClass} inline-block underline`}>
            Our reviews on {shell.reviewsProfile.name}
          </ExternalLink>
        </div>
        {shell.navigation.footer.map((column) => (
          <FooterMenu key={column.title} column={column} />
        ))}
        <Column title="Contact Information">
          <ul className="space-y-3 text-sm text-muted">
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {address.street}, {address.city} {address.postalCode}, {address.country}
              </address>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${shell.email}`} className="hover:text-accent">
                {shell.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={telHref(shell.phone)} className="hover:text-accent">
                {displayPhone(shell.phone)}
              </a>
            </li>
          </ul>
        </Column>
      </div>
      <div className="border-t border-card-border">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>
            © <CurrentYear testId="copyright-year" /> {shell.brand}. All rights reserved.
          </p>
          <ThemeChoice />
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {shell.navigation.legal.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} className={linkClass} />
              </li>
            ))}
            <li>
              <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
