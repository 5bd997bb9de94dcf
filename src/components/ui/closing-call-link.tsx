import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/content/closingCall'
import { ExternalLink } from './external-link'

/** The RSS feed (or another XML file): a file, not a page of the client router. */
export function isFeed(href: string): boolean {
  return href.endsWith('.xml')
}

/** A button or card link: a new tab for another site; a full page load for a file such as the feed. */
export function ClosingCallLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink
  className: string
  children: ReactNode
}) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {children}
      </ExternalLink>
    )
  }
  if (isFeed(link.href)) {
    return (
      <a href={link.href} data-vike="false" type="application/rss+xml" className={className}>
        {children}
      </a>
    )
  }
  return (
    <a href={link.href} className={className}>
      {children}
    </a>
  )
}
