import { BookingLink } from '@/components/ui/booking-link'
import { buttonClasses } from '@/components/ui/button'
import { CallLink } from '@/components/ui/closing-call'
import type { ClosingCall } from '@/schemas/closingCall'

/**
 * The top of /contact: the calls to action "Schedule a Strategy Call" lead here, so the page first
 * offers exactly that, the booking calendar, before the form and the other ways to reach us.
 */
export function BookingCallout({ call }: { call: ClosingCall }) {
  return (
    <section
      aria-labelledby="book-a-call-heading"
      id="book-a-call"
      className="mb-10 flex flex-col items-start gap-4 rounded-2xl border border-accent/40 bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="book-a-call-heading" className="text-xl font-semibold text-foreground">
          {call.title}
        </h2>
        <p className="mt-1 text-muted">{call.text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        {call.buttons?.map((button, index) =>
          index === 0 && button.booking ? (
            <BookingLink key={button.label} href={button.href}>
              {button.label}
            </BookingLink>
          ) : (
            <CallLink
              key={button.label}
              link={button}
              className={buttonClasses(index === 0 ? 'secondary' : 'outline', 'lg')}
            >
              {button.label}
            </CallLink>
          ),
        )}
      </div>
    </section>
  )
}
