import {
  createContext,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { ISLAND_TAG } from './markers'

/**
 * A component made by island(): it renders as an island wherever a page uses it. `islandId` is its
 * module and export (./ids.ts), which the islands plugin gives it on the server as its module is
 * evaluated (./vitePlugin.ts).
 */
export type Island<P> = ((props: P) => ReactNode) & { displayName: string; islandId: string | undefined }

/**
 * How islands render where they are:
 * - on the server, while the page renders: each island is rendered on its own (`render`), so the
 *   browser can hydrate it as its own root with the same ids;
 * - inside an island (its own render on the server, its root in the browser): plainly.
 */
export type IslandHost =
  { kind: 'page'; render: (element: ReactElement) => { html: string; idPrefix: string } } | { kind: 'inside' }

export const IslandHostContext = createContext<IslandHost>({ kind: 'inside' })

/** Whether `value` is a component made by island(). */
export function isIsland(value: unknown): value is Island<never> {
  return typeof value === 'function' && 'islandId' in value
}

/**
 * Marks a component that needs JavaScript in the browser. Every other part of a page is HTML only:
 * the browser loads no code for it. In the browser the island is hydrated on its own, with the
 * props it was rendered with (so they must be plain JSON data); islands inside an island are part
 * of it. An island is exported from a module named `*.island.tsx`, which is how the bundler finds
 * it (./registry.ts): its module and its export name are its id.
 */
export function island<P extends object>(Component: ComponentType<P>): Island<P> {
  const boundary = Object.assign(IslandBoundary, {
    displayName: `Island(${Component.displayName ?? Component.name})`,
    islandId: undefined as string | undefined,
  })
  function IslandBoundary(props: P) {
    const host = useContext(IslandHostContext)
    if (host.kind === 'inside') return <Component {...props} />
    if (!boundary.islandId)
      throw new Error(
        `${boundary.displayName}: an island must be exported from a module named src/**/*.island.tsx, where the browser finds it`,
      )
    const { html, idPrefix } = host.render(<Component {...props} />)
    const Tag = ISLAND_TAG as 'div'
    return (
      <Tag
        data-island={boundary.islandId}
        data-props={JSON.stringify(props)}
        data-id-prefix={idPrefix}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  return boundary
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
