import { ArrowRight, CalendarCheck, Rss } from 'lucide-react'
import { lazy } from 'react'
import type { ClosingCall as ClosingCallData, ResolvedLink } from '@/content/closingCall'
import { buttonClasses } from './button'
import { ClosingCallLink, isFeed } from './closing-call-link'

// Only one page closes with contact cards, so the others never load their code.
const ContactOptions = lazy(() => import('./contact-options'))

/** A decoration of the primary button, chosen by the page layout. */
export type ClosingCallIcon = 'calendar' | 'arrow'

function Buttons({ buttons, icon }: { buttons: readonly ResolvedLink[]; icon?: ClosingCallIcon }) {
  return buttons.map((button, index) => {
    const primary = index === 0
    return (
      <ClosingCallLink
        key={button.label}
        link={button}
        className={buttonClasses(primary ? 'primary' : 'outline', 'lg')}
      >
        {primary && icon === 'calendar' && <CalendarCheck aria-hidden className="size-5" />}
        {isFeed(button.href) && <Rss aria-hidden className="size-5" />}
        {button.label}
        {primary && icon === 'arrow' && <ArrowRight aria-hidden className="size-5" />}
      </ClosingCallLink>
    )
  })
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
