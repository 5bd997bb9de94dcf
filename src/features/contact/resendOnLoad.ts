import { hasSavedForms } from './savedForms'

/** Long enough to stay out of the page's first-load work. */
const RESEND_DELAY_MS = 1500

/**
 * After a page has loaded and settled, sends again what an earlier visit could not. The re-send code
 * loads only when something is waiting, so most visits pay nothing for it.
 */
export function resendSavedFormsWhenIdle(): () => void {
  const timer = window.setTimeout(() => {
    let waiting = false
    try {
      waiting = hasSavedForms(window.localStorage)
    } catch {
      return // storage blocked: nothing can be waiting
    }
    if (waiting)
      void import('./resendSaved').then(({ resendAndTell }) =>
        resendAndTell(window.localStorage, window.fetch.bind(window)),
      )
  }, RESEND_DELAY_MS)
  return () => window.clearTimeout(timer)
}
