import { HELD_CLICKS } from '@/islands/markers'
import { LOADED_AT_GLOBAL } from '@/browser/pageLoad'

/** At the latest this long after the page is parsed, the islands start even if it has not loaded. */
export const ISLANDS_START_FALLBACK_MS = 3000

/** Calls `then` in a task after the page's first contentful paint (at once if it came already). */
function afterFirstPaint(then: () => void) {
  const { PerformanceObserver } = window
  if (!PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    setTimeout(then)
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}

/** Milliseconds since the parser finished the document (0 while it still parses). */
function sinceParsed(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation && navigation.domInteractive > 0 ? performance.now() - navigation.domInteractive : 0
}

/**
 * Calls `start` once, when the page has loaded (its fonts and the images above the fold included)
 * and has been painted, so no island's work or download competes with the first paint: on a slow
 * device the load event can come before the first frame. A browser without paint timing starts in
 * the task after the load event. At the latest ISLANDS_START_FALLBACK_MS after parsing, should a
 * resource keep the load event waiting or the page not be painted (a tab opened in the background).
 * A click starts it at once, and so does one the early-clicks script already holds: the visitor
 * wants the page to work now (./earlyClicks.ts). At the load event it notes the time
 * (src/browser/pageLoad.ts), for what counts from load whenever its island starts.
 */
export function whenLoadedAndPainted(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (document.readyState !== 'complete') {
    const loaded = () => {
      window[LOADED_AT_GLOBAL] = performance.now()
      if (!started) afterFirstPaint(once)
    }
    window.addEventListener('load', loaded, { once: true })
  }
  if ((window[HELD_CLICKS]?.length ?? 0) > 0) return once()
  // On the window, so it comes before the document's listener that holds the click.
  window.addEventListener('click', once, { capture: true, once: true })
  if (document.readyState === 'complete') afterFirstPaint(once)
  const fallback = () => setTimeout(once, Math.max(0, ISLANDS_START_FALLBACK_MS - sinceParsed()))
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', fallback, { once: true })
  else fallback()
}
