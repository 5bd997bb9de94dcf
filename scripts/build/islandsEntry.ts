/**
 * The module a built page starts its islands from, in place of Vike's client entry: an input of the
 * client build (vite.config.ts) that scriptPriority.ts loads on every page. No imports: the Vite
 * config loads this file as it is.
 */
export const ISLANDS_ENTRY = 'renderer/islandsEntry.ts'
