import {
  createContext,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { ISLAND_TAG } from './islandMarkers'

/**
 * How islands render where they are:
 * - on the server, while the page renders: each island is rendered on its own (`render`), so the
 *   browser can hydrate it as its own root with the same ids;
 * - inside an island (its own render on the server, its root in the browser): plainly.
 */
export type IslandHost =
  { kind: 'page'; render: (element: ReactElement) => { html: string; idPrefix: string } } | { kind: 'inside' }

export const IslandHostContext = createContext<IslandHost>({ kind: 'inside' })

export type Island<P> = ComponentType<P> & { islandName: string }

/**
 * Marks a component that needs JavaScript in the browser. Every other part of a page is HTML only:
 * the browser loads no code for it. In the browser the island is hydrated on its own, with the
 * props it was rendered with (so they must be plain JSON data) and the page's data; islands inside
 * an island are part of it.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): Island<P> {
  function IslandBoundary(props: P) {
    const host = useContext(IslandHostContext)
    if (host.kind === 'inside') return <Component {...props} />
    const { html, idPrefix } = host.render(<Component {...props} />)
    const Tag = ISLAND_TAG as 'div'
    return (
      <Tag
        data-island={name}
        data-props={JSON.stringify(props)}
        data-id-prefix={idPrefix}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  IslandBoundary.displayName = `Island(${name})`
  return Object.assign(IslandBoundary, { islandName: name })
}

/**
 * Reports when what it wraps has committed. It wraps rather than sits beside: a sibling would shift
 * the position React derives `useId` from, and the ids the server wrote (aria-controls,
 * aria-labelledby) would no longer match those of parts mounted in the browser.
 */
export function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted])
  return children
}
