import { island } from '@/islands/island'
import { reviewConsent } from '@/browser/consentStore'

/** Reopens the cookie choice (the banner, focused). */
function CookieSettingsButtonIsland({ className }: { className: string }) {
  return (
    <button type="button" onClick={reviewConsent} className={className}>
      Cookie settings
    </button>
  )
}

export const CookieSettingsButton = island(CookieSettingsButtonIsland)
