import { startIslands } from './startIslands'

/**
 * The browser's entry on a built page (scripts/build/scriptPriority.ts loads it once the page has
 * loaded). Vike's own client entry would first assemble the configuration of every page, one long
 * task on a phone, only to call the hook that starts the islands: every navigation is a page load,
 * so nothing else of its router runs.
 */
startIslands()
