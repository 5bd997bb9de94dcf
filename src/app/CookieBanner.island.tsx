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
} from '@/hooks/consentStore'
import { afterLoad } from '@/hooks/pageLoad'
import { legalPath } from '@/lib/paths'
import { island } from '@/islands/island'

const choiceLabel: Record<Consent, string> = { accepted: 'Accept All', declined: 'Decline' }

/**
 * Shown one second after the load event to visitors who have not chosen yet, and at once when they
 * open Cookie settings in the footer. One short sentence of the cookie policy's own (`banner` in
 * data/legal), the two choices and a link to the policy: on a phone it stays within the bottom
 * quarter of the screen, clear of the hero's button. While it shows, the phone's booking bar
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
      <div className="container-page relative flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3 pr-10 md:pr-0">
          <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
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
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <Button variant="outline" size="sm" onClick={() => setConsent('declined')}>
            Decline
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConsent('accepted')}>
            Accept All
          </Button>
        </div>
        <button
          type="button"
          aria-label="Close and decline cookies"
          onClick={() => setConsent('declined')}
          className="absolute right-3 top-1.5 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-card md:hidden"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  )
}

export const CookieBanner = island(CookieBannerIsland)
