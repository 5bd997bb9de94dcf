/**
 * The page's client code and the islands' entry. No imports: the Vite config loads this file as it is.
 */

/**
 * The one script Vike puts in every page (its `client` setting, renderer/+client.ts), and the module
 * it loads once the page has loaded and been painted, which starts the islands. Both are inputs of
 * the client build (vite.config.ts), so each is a file of its own.
 */
export const CLIENT_ENTRY = 'renderer/+client.ts'
export const ISLANDS_ENTRY = 'renderer/islandsEntry.ts'

/** What the client entry is made of: itself, what decides when the islands start, and the names they share. */
const CLIENT_ENTRY_MODULES =
  /[\\/]renderer[\\/](?:\+client|whenLoadedAndPainted)\.ts$|vite[\\/]preload-helper/

/**
 * The rule that puts everything the islands entry imports statically (React, the layout's islands
 * and the code they share) into the entry's own file. Every page loads all of it at once, and on a
 * phone each extra file costs a request and a task of its own. The client entry stays out of it, as
 * small as it can be, and so does Vike's own code.
 */
export const CLIENT_ENTRY_CHUNK = { name: 'client', test: CLIENT_ENTRY_MODULES, priority: 1 }

export const ISLANDS_ENTRY_CHUNK = {
  name: 'islands',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/]node_modules[\\/]vike[\\/]|virtual:/.test(id),
}
