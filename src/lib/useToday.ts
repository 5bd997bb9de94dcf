import { useMemo, useSyncExternalStore } from 'react'

declare const __BUILD_TIME__: string

const noSubscription = () => () => {}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Today's date (at noon, so its ISO day is the visitor's local day). The server and the hydrating
 * client both render the build day, so the HTML matches; the visitor's real day follows at once.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(
    noSubscription,
    () => localDay(new Date()),
    () => __BUILD_TIME__.slice(0, 10),
  )
  return useMemo(() => new Date(`${day}T12:00:00Z`), [day])
}
