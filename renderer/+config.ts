import type { Config } from 'vike/types'

/**
 * Every page is prerendered HTML and every navigation a page load: the browser runs no page code,
 * only the islands of the page (src/islands/).
 */
export default {
  clientRouting: false,
  prerender: { partial: false, noExtraDir: false },
  // Islands get what they show as props: no page data travels to the browser.
  passToClient: [],
  // HTML-only pages: the page's code stays on the server, and Vike puts no script in the page (no
  // client runtime, no client hook, no `client` file). The page's own inline script starts the
  // islands once it has been painted (src/islands/inline/startIslands.ts).
  clientHooks: false,
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
