import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and during hydration; true from the render after hydration on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
