import { Calendar, Mail, MapPin, Phone } from 'lucide-react'
import { ExternalLink } from '@/components/ui/external-link'
import { REPLY_WITHIN_HOURS } from '@/config/constants'
import { BOOKING_LABEL } from '@/schemas/bookingLabels'
import { shell } from '@/config/shell'
import { displayPhone, telHref } from '@/lib/phone'

const rowClass = 'flex items-start gap-3 rounded-lg p-2 text-sm text-foreground hover:bg-background'

/** Email, phone, office and the free call: every way to reach the agency besides the form. */
export function ContactInfoCard({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { address } = shell
  const Heading = headingLevel
  return (
    <div className="rounded-2xl border border-card-border bg-card p-6">
      <Heading className="text-lg font-semibold text-foreground">Contact information</Heading>
      <p className="mt-1 text-sm text-muted">
        We reply to every message within {REPLY_WITHIN_HOURS} hours on business days.
      </p>
      <ul className="mt-5 space-y-2">
        <li>
          <a href={`mailto:${shell.email}`} className={rowClass}>
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-medium">Email</span>
              <span className="text-muted">{shell.email}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={telHref(shell.phone)} className={rowClass}>
            <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-medium">Phone</span>
              <span className="text-muted">{displayPhone(shell.phone)}</span>
            </span>
          </a>
        </li>
        <li className={rowClass}>
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <span className="block font-medium">Office</span>
            <address className="not-italic text-muted">
              {address.street}
              <br />
              {address.city} {address.postalCode}, {address.country}
            </address>
          </div>
        </li>
        <li>
          <ExternalLink href={shell.booking.scheduler} className={rowClass}>
            <Calendar aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-medium">{BOOKING_LABEL}</span>
              <span className="text-muted">A free {shell.consultationLength} call with a strategist</span>
            </span>
          </ExternalLink>
        </li>
      </ul>
    </div>
  )
}
