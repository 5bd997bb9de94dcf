import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/content/load.server'
import { toBookingBar } from '@/content/navigation'
import { renderHeadTags } from '@/lib/seo'
import { IslandHostContext } from '@/components/island'
import { FAVICON_LINK } from './favicon'
import { FIRST_FRAME_LINK } from './firstFrame'
import { islandHost } from './islandHost'
import applyStoredTheme from './inline/applyStoredTheme.ts?inline-script'
import holdEarlyClicks from './inline/holdEarlyClicks.ts?inline-script'
import { Layout } from './Layout'
import { PageShell } from './PageShell'

async function renderToHtml(element: React.ReactNode): Promise<string> {
  // prerender (not renderToString) waits for lazy parts, so the HTML is complete without JavaScript.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const site = loadContent('site')
  const shell = loadContent('shell')
  const pageHtml = await renderToHtml(
    <IslandHostContext value={islandHost(pageContext)}>
      <PageShell pageContext={pageContext}>
        <Layout bookingBar={toBookingBar(loadContent('navigation').bookingBar, site.booking)}>
          <Page />
        </Layout>
      </PageShell>
    </IslandHostContext>,
  )
  return escapeInject`<!DOCTYPE html>
<html lang="en" class="dark">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${dangerouslySkipEscape(FIRST_FRAME_LINK)}
    <script data-storage-key="${shell.themeStorageKey}">${dangerouslySkipEscape(applyStoredTheme)}</script>
    <script>${dangerouslySkipEscape(holdEarlyClicks)}</script>
    <meta name="color-scheme" content="dark light">
    <meta name="theme-color" content="#0a0d18">
    ${dangerouslySkipEscape(FAVICON_LINK)}
    <link rel="alternate" type="application/rss+xml" title="${site.aiProduct.name} Blog" href="/rss.xml">
    ${dangerouslySkipEscape(renderHeadTags(pageContext.headTags))}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
  </body>
</html>`
}
