import { ArrowRight, CalendarCheck, Mail, Phone, Rss, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ClosingCall as ClosingCallData, ResolvedLink } from '@/schemas/closingCall'
import { buttonClasses } from './button'
import { ExternalLink } from './external-link'

/** A decoration of the primary button, chosen by the page layout. */
export type ClosingCallIcon = 'calendar' | 'arrow'

/** The RSS feed (or another XML file): linked with its media type. */
function isFeed(href: string): boolean {
  return href.endsWith('.xml')
}

/** A button or card link: a new tab for another site; the feed's link says it is a feed. */
export function CallLink({
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
      <a href={link.href} type="application/rss+xml" className={className}>
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

/** The first button stands out: in the primary style when it books a call, otherwise the secondary. */
function Buttons({ buttons, icon }: { buttons: readonly ResolvedLink[]; icon?: ClosingCallIcon }) {
  return buttons.map((button, index) => {
    const primary = index === 0
    const variant = primary ? (button.booking ? 'primary' : 'secondary') : 'outline'
    return (
      <CallLink key={button.label} link={button} className={buttonClasses(variant, 'lg')}>
        {primary && icon === 'calendar' && <CalendarCheck aria-hidden className="size-5" />}
        {isFeed(button.href) && <Rss aria-hidden className="size-5" />}
        {button.label}
        {primary && icon === 'arrow' && <ArrowRight aria-hidden className="size-5" />}
      </CallLink>
    )
  })
}

function optionIcon(link: ResolvedLink): LucideIcon {
  if (link.href.startsWith('mailto:')) return Mail
  if (link.href.startsWith('tel:')) return Phone
  return link.external ? CalendarCheck : ArrowRight
}

/** The link text; its ::after covers the whole card, so the card is the click target. */
const optionLinkClass =
  'text-sm font-semibold text-accent underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline'

/** Cards with the ways to reach us, each card wholly the link's target. */
function ContactOptions({ options }: { options: NonNullable<ClosingCallData['contactOptions']> }) {
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
            <CallLink link={option} className={optionLinkClass}>
              {option.label}
            </CallLink>
            <span className="text-sm text-muted">{option.description}</span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The closing call to action of a page (`closingCall` in data/): a highlighted panel with a heading,
 * a line of text and its buttons or contact cards. `id` anchors the section (its heading is
 * `${id}-heading`). By default it sits in the page container with vertical space around it; inside
 * a column, pass `contained={false}`.
 */
export function ClosingCall({
  id,
  call,
  icon,
  contained = true,
  className = 'py-20',
}: {
  id: string
  call: ClosingCallData
  icon?: ClosingCallIcon
  contained?: boolean
  /** Spacing of the section around the panel. */
  className?: string
}) {
  const headingId = `${id}-heading`
  const panel = (
    <div className="relative overflow-hidden rounded-3xl border border-card-border bg-card px-6 py-14 text-center sm:px-12">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.22),transparent_65%)]"
      />
      <div className="relative mx-auto max-w-2xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {call.title}
        </h2>
        <p className="mt-4 text-lg text-muted">{call.text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          {call.buttons && <Buttons buttons={call.buttons} icon={icon} />}
          {call.contactOptions && <ContactOptions options={call.contactOptions} />}
        </div>
      </div>
    </div>
  )
  return (
    <section id={id} aria-labelledby={headingId} className={contained ? className : undefined}>
      {contained ? <div className="container-page">{panel}</div> : panel}
    </section>
  )
}
