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
  // HTML-only pages: the page's code stays on the server, and neither Vike's client runtime nor any
  // client hook loads. The browser runs only +client.ts, which starts the islands (startIslands.tsx).
  clientHooks: false,
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
