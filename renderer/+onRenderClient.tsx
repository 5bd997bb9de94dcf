import { startIslands } from './startIslands'

/**
 * With `vike dev`. A built page does not load Vike's client at all but ./islandsEntry.ts, which
 * starts the same islands (scripts/build/scriptPriority.ts).
 */
export function onRenderClient() {
  startIslands()
}
