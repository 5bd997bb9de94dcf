import { NewBadge } from '@/components/ui/badge'
import { ExternalLink } from '@/components/ui/external-link'
import type { NavLink } from '@/content/navigation'

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
