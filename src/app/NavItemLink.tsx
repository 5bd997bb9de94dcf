import { NewBadge } from '@/components/ui/badge'
import { ExternalLink } from '@/components/ui/external-link'
import type { NavItem, NavLink } from '@/schemas/navigation'

/** One link of a menu (bar, phone menu or footer): another site's opens in a new tab. */
export function NavItemLink({ link, className }: { link: NavLink; className: string }) {
  const content = (
    <>
      {link.label}
      {link.isNew && <NewBadge />}
    </>
  )
  return link.external ? (
    <ExternalLink href={link.href} className={className}>
      {content}
    </ExternalLink>
  ) : (
    <a href={link.href} className={className}>
      {content}
    </a>
  )
}

/** A dropdown's contents (bar or phone menu): its heading, if any, and its links. */
export function MenuLinks({
  menu,
  linkClassName,
}: {
  menu: Extract<NavItem, { kind: 'menu' }>
  linkClassName: string
}) {
  return (
    <>
      {menu.heading && (
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">
          {menu.heading}
        </p>
      )}
      <ul>
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} className={linkClassName} />
          </li>
        ))}
      </ul>
    </>
  )
}
