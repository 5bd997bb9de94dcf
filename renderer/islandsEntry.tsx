import { manageAnchorScrolling } from '@/app/anchorScrolling'
import { shell } from '@/config/shell'
import { listenForContactButtons } from '@/features/contact/contactDialogStore'
import { resendSavedFormsWhenIdle } from '@/features/contact/resendOnLoad'
import { keepLandingForSession } from '@/browser/keepLanding'
import { hydrateIslands } from '@/islands/hydrate'
import { PageShell } from './PageShell'

/**
 * The page's code in the browser, imported by the page's inline script once the page has loaded and
 * been painted (src/islands/inline/startIslands.ts): what the whole page does (contact buttons,
 * anchor scrolling, a saved form resent, the landing page kept for the visit, analytics when
 * configured), then its islands (src/islands/hydrate.tsx). Its file holds React and the islands of
 * the shell (src/islands/registry.ts).
 */
listenForContactButtons(document)
manageAnchorScrolling()
resendSavedFormsWhenIdle()
keepLandingForSession()
// The providers' code is its own chunk, fetched only where data/site.yaml configures one.
const { analytics } = shell
if (analytics)
  void import('@/app/analytics/startAnalytics').then((module) => module.startAnalytics(analytics))
void hydrateIslands((island) => <PageShell>{island}</PageShell>)
