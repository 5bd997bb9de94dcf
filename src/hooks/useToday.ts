import { useMemo, useSyncExternalStore } from 'react'

declare const __BUILD_TIME__: string

/** The calendar day of `date` in the reader's own time zone, as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The build's day in UTC: the same string on the build machine and in any reader's browser. */
export function buildIsoDate(buildTime: string = __BUILD_TIME__): string {
  return new Date(buildTime).toISOString().slice(0, 10)
}

/** A tab left open overnight shows the new day when the reader comes back to it. */
function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

const readerToday = () => localIsoDate(new Date())

/**
 * Today's date as YYYY-MM-DD (the "Last Updated" line, the copyright year). The prerendered HTML and the hydration
 * pass show the build day (so they match whatever the reader's time zone); right after hydration
 * React re-renders with the reader's own today.
 */
export function useTodayIsoDate(): string {
  return useSyncExternalStore(subscribe, readerToday, buildIsoDate)
}

/** Today as a Date (noon UTC of that day, so its ISO day is the reader's local day). */
export function useToday(): Date {
  const day = useTodayIsoDate()
  return useMemo(() => new Date(`${day}T12:00:00Z`), [day])
}
