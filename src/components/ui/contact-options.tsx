import { ArrowRight, CalendarCheck, Mail, Phone, type LucideIcon } from 'lucide-react'
import type { ClosingCall, ResolvedLink } from '@/content/closingCall'
import { ClosingCallLink } from './closing-call-link'

function optionIcon(link: ResolvedLink): LucideIcon {
  if (link.href.startsWith('mailto:')) return Mail
  if (link.href.startsWith('tel:')) return Phone
  return link.external ? CalendarCheck : ArrowRight
}

/** The link text; its ::after covers the whole card, so the card is the click target. */
const optionLinkClass =
  'text-sm font-semibold text-accent underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline'

/** Cards with the ways to reach us, each card wholly the link's target. */
export default function ContactOptions({ options }: { options: NonNullable<ClosingCall['contactOptions']> }) {
  return (
    <ul className="grid w-full max-w-4xl gap-4 md:grid-cols-3">
      {options.map((option) => {
        const Icon = optionIcon(option)
        return (
          <li
            key={option.href}
            className="relative flex h-full flex-col items-center gap-3 rounded-2xl border border-card-border bg-background-raised p-6 text-center transition-colors focus-within:border-accent hover:border-accent"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="text-lg font-semibold text-foreground">{option.title}</span>
            <ClosingCallLink link={option} className={optionLinkClass}>
              {option.label}
            </ClosingCallLink>
            <span className="text-sm text-muted">{option.description}</span>
          </li>
        )
      })}
    </ul>
  )
}
