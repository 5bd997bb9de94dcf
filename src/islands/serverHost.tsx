import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { type Island, type IslandHost, IslandHostContext } from './island'

/**
 * Renders each island of a page on its own, as the browser will hydrate it: its own root (so
 * React's ids carry the island's prefix), inside `wrap` (what the browser's root has around it, and
 * the page's context), under the id `ids` gives it (./serverRegistry.ts).
 */
export function islandHost(
  wrap: (island: ReactElement) => ReactElement,
  ids: ReadonlyMap<Island<never>, string>,
): IslandHost {
  let count = 0
  return {
    kind: 'page',
    render(island, element) {
      const id = ids.get(island)
      if (!id)
        throw new Error(
          `${island.displayName}: an island must be exported from a module named src/**/*.island.tsx, where the browser finds it`,
        )
      const idPrefix = `i${count++}-`
      const html = renderToString(
        <IslandHostContext value={{ kind: 'inside' }}>{wrap(element)}</IslandHostContext>,
        { identifierPrefix: idPrefix },
      )
      return { id, html, idPrefix }
    },
  }
}
