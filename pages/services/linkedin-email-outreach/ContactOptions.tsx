import { CalendarCheck, Mail, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ExternalLink } from '@/components/ui/external-link'
import { shell } from '@/config/shell'
import type { LinkedinEmailOutreachContent } from '@/content/servicePages'
import { CtaPanel } from '@/features/services/sections'

const optionClass =
  'group flex h-full flex-col items-center gap-3 rounded-2xl border border-card-border bg-background-raised p-6 text-center transition-colors hover:border-accent'

function Option({
  icon: Icon,
  label,
  detail,
  description,
}: {
  icon: LucideIcon
  label: string
  detail: ReactNode
  description: string
}) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="text-lg font-semibold text-foreground group-hover:text-accent">{label}</span>
      <span className="text-sm font-medium text-accent">{detail}</span>
      <span className="text-sm text-muted">{description}</span>
    </>
  )
}

/** The closing call with the three ways to reach us: the scheduler, e-mail and phone. */
export function ContactOptions({ cta }: { cta: LinkedinEmailOutreachContent['cta'] }) {
  const { booking, email, phone } = shell
  return (
    <CtaPanel id="get-started" title={cta.title} text={cta.text}>
      <ul className="grid w-full max-w-4xl gap-4 md:grid-cols-3">
        <li>
          <ExternalLink href={booking.scheduler} className={optionClass}>
            <Option
              icon={CalendarCheck}
              label={cta.scheduler.label}
              detail={cta.scheduler.detail}
              description={cta.scheduler.description}
            />
          </ExternalLink>
        </li>
        <li>
          <a href={`mailto:${email}`} className={optionClass}>
            <Option icon={Mail} label={cta.email.label} detail={email} description={cta.email.description} />
          </a>
        </li>
        <li>
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className={optionClass}>
            <Option icon={Phone} label={cta.phone.label} detail={phone} description={cta.phone.description} />
          </a>
        </li>
      </ul>
    </CtaPanel>
  )
}
