import { useEffect, type ReactNode } from 'react'
import { ContactDialogProvider } from '@/app/ContactDialogProvider'
import { resendSavedFormsWhenIdle } from '@/features/contact/resendOnLoad'
import { CookieBanner } from '@/app/CookieBanner'
import { Footer } from '@/app/Footer'
import { NavBar } from '@/app/NavBar'
import { useScrollManagement } from '@/app/useScrollManagement'
import { usePageContext } from '@/hooks/pageContext'
import '@/styles/global.css'

/** The shell around every page: the bar, the page, the footer, the cookie banner. */
export function Layout({ children }: { children: ReactNode }) {
  useScrollManagement(usePageContext())
  useEffect(() => {
    // Lets tests and tools know the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // A message an earlier visit could not send goes out now.
  useEffect(() => resendSavedFormsWhenIdle(), [])
  return (
    <ContactDialogProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </ContactDialogProvider>
  )
}
