/**
 * The module a built page starts its islands from, in place of Vike's client entry: an input of the
 * client build (vite.config.ts) that scriptPriority.ts loads on every page. No imports: the Vite
 * config loads this file as it is.
 */
export const ISLANDS_ENTRY = 'renderer/islandsEntry.ts'

/**
 * The rule that puts everything the entry imports statically (React, the layout's islands and the
 * code they share) into the entry's own file. Every page loads all of it at once, and on a phone
 * each extra file costs a request and a task of its own. Vike's client, which a built page never
 * loads, stays out of it.
 */
export const ISLANDS_ENTRY_CHUNK = {
  name: 'islands',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/]node_modules[\\/]vike[\\/]|virtual:/.test(id),
}
