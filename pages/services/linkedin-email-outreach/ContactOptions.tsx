import { CalendarCheck, Mail, Phone, type LucideIcon } from 'lucide-react'
import type { ReactElement } from 'react'
import { ExternalLink } from '@/components/ui/external-link'
import { shell } from '@/config/shell'
import type { LinkedinEmailOutreachContent } from '@/content/servicePages'
import { CtaPanel } from '@/components/ui/cta-panel'
import { displayPhone, telHref } from '@/lib/phone'

/** The link text; its ::after covers the whole card, so the card is the click target. */
const linkClass =
  'text-sm font-semibold text-accent underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline'

function Option({
  icon: Icon,
  label,
  description,
  link,
}: {
  icon: LucideIcon
  label: string
  description: string
  link: ReactElement
}) {
  return (
    <li className="relative flex h-full flex-col items-center gap-3 rounded-2xl border border-card-border bg-background-raised p-6 text-center transition-colors focus-within:border-accent hover:border-accent">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="text-lg font-semibold text-foreground">{label}</span>
      {link}
      <span className="text-sm text-muted">{description}</span>
    </li>
  )
}

/** The closing call with the three ways to reach us: the scheduler, e-mail and phone. */
export function ContactOptions({ cta }: { cta: LinkedinEmailOutreachContent['cta'] }) {
  const { booking, email, phone } = shell
  return (
    <CtaPanel id="get-started" title={cta.title} text={cta.text}>
      <ul className="grid w-full max-w-4xl gap-4 md:grid-cols-3">
        <Option
          icon={CalendarCheck}
          label={cta.scheduler.label}
          description={cta.scheduler.description}
          link={
            <ExternalLink href={booking.scheduler} className={linkClass}>
              {cta.scheduler.detail}
            </ExternalLink>
          }
        />
        <Option
          icon={Mail}
          label={cta.email.label}
          description={cta.email.description}
          link={
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          }
        />
        <Option
          icon={Phone}
          label={cta.phone.label}
          description={cta.phone.description}
          link={
            <a href={telHref(phone)} className={linkClass}>
              {displayPhone(phone)}
            </a>
          }
        />
      </ul>
    </CtaPanel>
  )
}
