import { BookingLink } from '@/components/ui/booking-link'
import type { BookingBar as BookingBarContent } from '@/schemas/navigation'

/**
 * On a phone, the booking in one tap once the page's opening section has scrolled away
 * (data/navigation.yaml `bookingBar`). No island: its style in global.css shows it as the page
 * scrolls, from the first frame, and hides it while the cookie banner, the contact dialog or the
 * phone menu is open; the page keeps room for it under the footer.
 */
export function BookingBar({ bar: { text, label, href } }: { bar: BookingBarContent }) {
  return (
    <aside
      aria-label="Book a call"
      className="booking-bar fixed inset-x-0 bottom-0 z-40 border-t border-card-border bg-background/90 shadow-2xl backdrop-blur-md md:hidden"
    >
      <div className="container-page flex items-center justify-between gap-3 py-2">
        {/* Under 480px the button takes the bar's width and its line is for screen readers only. */}
        <p className="text-sm font-medium leading-snug text-foreground max-[479px]:sr-only">{text}</p>
        <BookingLink href={href} size="md" className="shrink-0 max-[479px]:flex-1">
          {label}
        </BookingLink>
      </div>
    </aside>
  )
}
