/**
 * A lead the relay answered `sent` or `queued` is announced on the page, so that the analytics
 * providers, if configured and accepted, count one conversion for it. The announcement carries only
 * the lead's random key; one made before the providers' code has loaded (a kept message re-sent as
 * the page opens) waits for it.
 */
const announced: string[] = []
const listeners = new Set<(key: string) => void>()

export function announceLead(key: string): void {
  announced.push(key)
  for (const listener of listeners) listener(key)
}

/** Calls `listener` for every lead announced on this page, those before it subscribed included. */
export function onLead(listener: (key: string) => void): () => void {
  listeners.add(listener)
  for (const key of announced) listener(key)
  return () => listeners.delete(listener)
}
