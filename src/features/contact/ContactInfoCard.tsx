import { Calendar, Mail, MapPin, Phone } from 'lucide-react'
import { ExternalLink } from '@/components/ui/external-link'
import { REPLY_WITHIN_HOURS } from '@/config/constants'
import { shell } from '@/config/shell'

const rowClass = 'flex items-start gap-3 rounded-lg p-2 text-sm text-foreground hover:bg-background'

/** E-mail, phone, office and the free call: every way to reach the agency besides the form. */
export function ContactInfoCard() {
  const { address } = shell
  return (
    <div className="rounded-2xl border border-card-border bg-card p-6">
      <h3 className="text-lg font-semibold text-foreground">Contact information</h3>
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
          <a href={`tel:${shell.phone.replace(/\s/g, '')}`} className={rowClass}>
            <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-medium">Phone</span>
              <span className="text-muted">{shell.phone}</span>
            </span>
          </a>
        </li>
        <li className={rowClass}>
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            <span className="block font-medium">Office</span>
            <address className="not-italic text-muted">
              {address.street}
              <br />
              {address.city} {address.postalCode}, {address.country}
            </address>
          </span>
        </li>
        <li>
          <ExternalLink href={shell.booking.scheduler} className={rowClass}>
            <Calendar aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-medium">Free Consultation Call</span>
              <span className="text-muted">Book 30 minutes with a strategist</span>
            </span>
          </ExternalLink>
        </li>
      </ul>
    </div>
  )
}
