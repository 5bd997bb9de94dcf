/**
 * When the page's load event came. The islands start after it (or earlier, on a click), at a moment
 * that varies with the device, so anything timed "from load" (the cookie banner's second) counts
 * from this, not from when its island started.
 */

/**
 * The global the islands' inline loader sets at the load event to `performance.now()`
 * (src/islands/whenLoadedAndPainted.ts). Read on the same clock as the timers that count from it,
 * where the navigation's own timing may not be (a test's page clock).
 */
export const LOADED_AT_GLOBAL = '__pageLoadedAt'

declare global {
  interface Window {
    [LOADED_AT_GLOBAL]?: number
  }
}

/**
 * The load event's time on `performance.now()`'s clock, or null while the page is still loading. A
 * page whose client code ran after the load event counts from now.
 */
export function pageLoadedAt(): number | null {
  return window[LOADED_AT_GLOBAL] ?? (document.readyState === 'complete' ? performance.now() : null)
}

/**
 * Calls `callback` once `ms` have passed since the load event: later if the page has not loaded
 * yet, at once if that moment is past. Returns what cancels it.
 */
export function afterLoad(ms: number, callback: () => void): () => void {
  let timer: number | undefined
  const schedule = () => {
    const loadedAt = pageLoadedAt() ?? performance.now()
    timer = window.setTimeout(callback, Math.max(0, loadedAt + ms - performance.now()))
  }
  if (pageLoadedAt() === null) window.addEventListener('load', schedule, { once: true })
  else schedule()
  return () => {
    window.removeEventListener('load', schedule)
    window.clearTimeout(timer)
  }
}
