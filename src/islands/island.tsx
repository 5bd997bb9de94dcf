import {
  createContext,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { ISLAND_TAG } from './markers'

/** A component made by island(): it renders as an island wherever a page uses it. */
export type Island<P> = ((props: P) => ReactNode) & { displayName: string }

/**
 * How islands render where they are:
 * - on the server, while the page renders: each island is rendered on its own (`render`), so the
 *   browser can hydrate it as its own root with the same ids, under the id the island's module and
 *   export give it (./ids.ts);
 * - inside an island (its own render on the server, its root in the browser): plainly.
 */
export type IslandHost =
  | {
      kind: 'page'
      render: (island: Island<never>, element: ReactElement) => { id: string; html: string; idPrefix: string }
    }
  | { kind: 'inside' }

export const IslandHostContext = createContext<IslandHost>({ kind: 'inside' })

const islands = new WeakSet<object>()

/** Whether `value` is a component made by island(). */
export function isIsland(value: unknown): value is Island<never> {
  return typeof value === 'function' && islands.has(value)
}

/**
 * Marks a component that needs JavaScript in the browser. Every other part of a page is HTML only:
 * the browser loads no code for it. In the browser the island is hydrated on its own, with the
 * props it was rendered with (so they must be plain JSON data); islands inside an island are part
 * of it. An island is exported from a module named `*.island.tsx`, which is how the bundler finds
 * it (./registry.ts): its module and its export name are its id.
 */
export function island<P extends object>(Component: ComponentType<P>): Island<P> {
  function IslandBoundary(props: P) {
    const host = useContext(IslandHostContext)
    if (host.kind === 'inside') return <Component {...props} />
    const { id, html, idPrefix } = host.render(IslandBoundary as Island<never>, <Component {...props} />)
    const Tag = ISLAND_TAG as 'div'
    return (
      <Tag
        data-island={id}
        data-props={JSON.stringify(props)}
        data-id-prefix={idPrefix}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  IslandBoundary.displayName = `Island(${Component.displayName ?? Component.name})`
  islands.add(IslandBoundary)
  return IslandBoundary as Island<P>
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
