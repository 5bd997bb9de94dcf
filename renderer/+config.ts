import type { Config } from 'vike/types'

/**
 * Every page is prerendered HTML and every navigation a page load: the browser runs no page code,
 * only the islands of the page (see src/components/island.tsx and ./islands.ts).
 */
export default {
  clientRouting: false,
  prerender: { partial: false, noExtraDir: false },
  // Islands get what they show as props: no page data travels to the browser.
  passToClient: [],
  // The page's code stays on the server; in the browser only the islands run (renderer/startIslands.tsx).
  clientHooks: true,
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
