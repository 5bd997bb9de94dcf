import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/schemas/load.server'
import { toBookingBar } from '@/schemas/navigation'
import { renderHeadTags } from '@/views/seo'
import { escapeHtml } from '@/lib/text'
import { IslandHostContext } from '@/islands/island'
import holdEarlyClicks from '@/islands/inline/holdEarlyClicks.ts?inline-script'
import startIslands from '@/islands/inline/startIslands.ts?inline-script'
import { islandHost } from '@/islands/serverHost'
import islandsEntry from 'virtual:bandera/islands-entry'
import { FAVICON_LINK } from './favicon'
import { FIRST_FRAME_LINK } from './firstFrame'
import { asciiHtml } from './asciiHtml'
import applyStoredTheme from './inline/applyStoredTheme.ts?inline-script'
import { Layout } from './Layout'
import { PageShell } from './PageShell'

async function renderToHtml(element: React.ReactNode): Promise<string> {
  // prerender (not renderToString) waits for lazy parts, so the HTML is complete without JavaScript.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The page's stylesheets (useStylesheet), each as it is, in the order the page asked for them. */
const styleElements = (stylesheets: Iterable<string>) =>
  [...stylesheets].map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`).join('')

/** What each island has around it on the server: what its root has in the browser, and the page's context. */
const islandShell = (pageContext: PageContextServer) => (island: React.ReactElement) => (
  <PageShell pageContext={pageContext}>{island}</PageShell>
)

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const site = loadContent('site')
  const shell = loadContent('shell')
  const pageHtml = await renderToHtml(
    <IslandHostContext value={islandHost(islandShell(pageContext))}>
      <PageShell pageContext={pageContext}>
        <Layout bookingBar={toBookingBar(loadContent('navigation').bookingBar, site.booking)}>
          <Page />
        </Layout>
      </PageShell>
    </IslandHostContext>,
  )
  // The stylesheets come right after the charset and viewport, which must be in the first 1024 bytes.
  const html = `<!DOCTYPE html>
<html lang="en" class="dark">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${styleElements(pageContext.stylesheets)}
    ${FIRST_FRAME_LINK}
    <script data-storage-key="${escapeHtml(shell.themeStorageKey)}">${applyStoredTheme}</script>
    <script>${holdEarlyClicks}</script>
    <script data-entry="${escapeHtml(islandsEntry)}">${startIslands}</script>
    <meta name="color-scheme" content="dark light">
    <meta name="theme-color" content="#0a0d18">
    ${FAVICON_LINK}
    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.aiProduct.name)} Blog" href="/rss.xml">
    ${renderHeadTags(pageContext.headTags)}
  </head>
  <body>
    <div id="root">${pageHtml}</div>
  </body>
</html>`
  return dangerouslySkipEscape(asciiHtml(html))
}
