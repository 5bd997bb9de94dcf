import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { type IslandHost, IslandHostContext } from './island'

/**
 * Renders each island of a page on its own, as the browser will hydrate it: its own root (so
 * React's ids carry the island's prefix), inside `wrap` (what the browser's root has around it, and
 * the page's context).
 */
export function islandHost(wrap: (island: ReactElement) => ReactElement): IslandHost {
  let count = 0
  return {
    kind: 'page',
    render(element) {
      const idPrefix = `i${count++}-`
      const html = renderToString(
        <IslandHostContext value={{ kind: 'inside' }}>{wrap(element)}</IslandHostContext>,
        { identifierPrefix: idPrefix },
      )
      return { html, idPrefix }
    },
  }
}
