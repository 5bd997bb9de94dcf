import { CalendarCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClasses, type ButtonSize } from './button'
import { ExternalLink } from './external-link'

/**
 * "Book a call": a link to one of the booking pages of data/site.yaml, in a new tab, in the primary
 * button style, which means exactly this everywhere on the site.
 */
export function BookingLink({
  href,
  size = 'lg',
  icon = true,
  className,
  children,
}: {
  /** A booking page: `booking.scheduler` or `booking.strategyCall` of data/site.yaml. */
  href: string
  size?: ButtonSize
  /** The calendar before the label. */
  icon?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <ExternalLink href={href} className={buttonClasses('primary', size, className)}>
      {icon && <CalendarCheck aria-hidden className="size-5 shrink-0" />}
      {children}
    </ExternalLink>
  )
}
