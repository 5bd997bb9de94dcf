import type { ReactNode } from 'react'
import { BookingBar } from '@/app/BookingBar'
import { ContactDialogHost } from '@/app/ContactDialogHost.island'
import { CookieBanner } from '@/app/CookieBanner.island'
import { Footer } from '@/app/Footer'
import { NavBar } from '@/app/NavBar.island'
import type { BookingBar as BookingBarContent } from '@/schemas/navigation'
import { useStylesheet } from '@/hooks/pageContext'
import globalCss from '@/styles/global.css?inline'
import { MAIN_ID } from './firstFrame'

/**
 * The shell around every page: the bar, the page, the footer, the phone's booking bar, the cookie
 * banner and the dialog.
 */
export function Layout({ bookingBar, children }: { bookingBar: BookingBarContent; children: ReactNode }) {
  useStylesheet(globalCss)
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <BookingBar bar={bookingBar} />
      <CookieBanner />
      <ContactDialogHost />
    </>
  )
}
