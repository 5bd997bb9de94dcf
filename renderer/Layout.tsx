import type { ReactNode } from 'react'
import { ContactDialogHost } from '@/app/ContactDialogHost'
import { CookieBanner } from '@/app/CookieBanner'
import { Footer } from '@/app/Footer'
import { NavBar } from '@/app/NavBar'
import '@/styles/global.css'
import { MAIN_ID } from './firstFrame'

/** The shell around every page: the bar, the page, the footer, the cookie banner and the dialog. */
export function Layout({ children }: { children: ReactNode }) {
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
      <CookieBanner />
      <ContactDialogHost />
    </>
  )
}
