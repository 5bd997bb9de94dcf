import { Cookie, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { COOKIE_BANNER_DELAY_MS, STORAGE_KEYS } from '@/config/constants'

type Consent = 'accepted' | 'declined'

function storedConsent(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent)
  } catch {
    return null
  }
}

/** Shown one second after load to visitors who have not chosen yet. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (storedConsent() !== null) return
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const choose = (consent: Consent) => {
    try {
      localStorage.setItem(STORAGE_KEYS.cookieConsent, consent)
    } catch {
      // Storage blocked: hide for this page view.
    }
    setVisible(false)
  }

  if (!visible) return null
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="animate-fade-up fixed inset-x-0 bottom-0 z-50 border-t border-card-border bg-background-raised shadow-2xl"
    >
      <div className="container-page relative flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3 pr-10 md:pr-0">
          <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <p className="text-sm text-muted">
            We use cookies and similar storage to remember your choices and understand how our site is used.
            Read our{' '}
            <a href="/cookie-policy" className="text-accent underline">
              Cookie Policy
            </a>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button variant="outline" size="sm" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button size="sm" onClick={() => choose('accepted')}>
            Accept All
          </Button>
        </div>
        <button
          type="button"
          aria-label="Close and decline cookies"
          onClick={() => choose('declined')}
          className="absolute right-3 top-4 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-card md:hidden"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  )
}
