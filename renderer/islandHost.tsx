import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import type { IslandHost } from '@/components/island'
import { IslandHostContext } from '@/components/island'
import { PageShell } from './PageShell'

/**
 * Renders each island of the page on its own, as the browser will hydrate it: its own root (so
 * React's ids carry the island's prefix) with the page's context around it.
 */
export function islandHost(pageContext: PageContext): IslandHost {
  let count = 0
  return {
    kind: 'page',
    render(element: ReactElement) {
      const idPrefix = `i${count++}-`
      const html = renderToString(
        <IslandHostContext value={{ kind: 'inside' }}>
          <PageShell pageContext={pageContext}>{element}</PageShell>
        </IslandHostContext>,
        { identifierPrefix: idPrefix },
      )
      return { html, idPrefix }
    },
  }
}
