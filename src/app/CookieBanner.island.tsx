import { Cookie, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { COOKIE_BANNER_DELAY_MS } from '@/config/constants'
import { shell } from '@/config/shell'
import {
  setConsent,
  useConsent,
  useHasStoredChoice,
  useReviewingConsent,
  type Consent,
} from '@/browser/consentStore'
import { afterLoad } from '@/browser/pageLoad'
import { legalPath } from '@/lib/paths'
import { island } from '@/islands/island'

const choiceLabel: Record<Consent, string> = { accepted: 'Accept All', declined: 'Decline' }

/**
 * Shown one second after the load event to visitors who have not chosen yet, and at once when they
 * open Cookie settings in the footer. One short sentence of the cookie policy's own (`banner` in
 * data/legal), the two choices and a link to the policy: on a phone it stays within the bottom
 * quarter of the screen, clear of the hero's main button. While it shows, the phone's booking bar
 * (BookingBar.tsx) steps aside.
 */
function CookieBannerIsland() {
  const hasChoice = useHasStoredChoice()
  const reviewing = useReviewingConsent()
  const consent = useConsent()
  const [delayPassed, setDelayPassed] = useState(false)
  const region = useRef<HTMLElement>(null)

  // Counted from the page's load event, not from this island's start: islands may start before
  // the page has loaded, or well after it on a slow phone.
  useEffect(() => afterLoad(COOKIE_BANNER_DELAY_MS, () => setDelayPassed(true)), [])

  // Opened from the footer: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (reviewing) region.current?.focus()
  }, [reviewing])

  if (!reviewing && (hasChoice || !delayPassed)) return null
  return (
    <section
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label="Cookie consent"
      data-cookie-banner=""
      className="animate-fade-up fixed inset-x-0 bottom-0 z-50 border-t border-card-border bg-background-raised shadow-2xl outline-none"
    >
      {/*
        On a phone the sentence takes the full width (no icon) and the choices share one row with the
        close icon, so the banner stays low: a quarter of a 360x640 screen at most, clear of the
        hero's button (tests/e2e/cookie-banner.spec.ts).
      */}
      <div className="container-page flex flex-col gap-2.5 py-3 md:flex-row md:items-center md:justify-between md:gap-3">
        <div className="flex gap-3">
          <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-accent max-sm:hidden" />
          <p className="text-sm text-muted">
            <span data-testid="cookie-notice">{shell.cookieNotice}</span>{' '}
            {reviewing && consent && (
              <>
                Your current choice: <strong className="text-foreground">{choiceLabel[consent]}</strong>.{' '}
              </>
            )}
            Read our{' '}
            <a href={legalPath('cookie-policy')} className="text-accent underline">
              Cookie Policy
            </a>
            .
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            className="max-md:flex-1"
            onClick={() => setConsent('declined')}
          >
            Decline
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="max-md:flex-1"
            onClick={() => setConsent('accepted')}
          >
            Accept All
          </Button>
          <button
            type="button"
            aria-label="Close and decline cookies"
            onClick={() => setConsent('declined')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-card md:hidden"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  )
}

export const CookieBanner = island(CookieBannerIsland)
