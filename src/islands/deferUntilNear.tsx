import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useNearViewport, useOnNearViewport } from '@/hooks/useNearViewport'
import { replayEarlyClicks } from './earlyClicks'
import { Committed, island, type Island } from './island'
import { AWAITING_CODE_ATTRIBUTE } from './markers'

/**
 * What the prerendered HTML holds:
 * - 'fallback': the fallback, until the spot scrolls near and the component's code has loaded
 *   (widgets that only make sense with JavaScript, such as a calculator or a chart);
 * - 'component': the whole component, resolved on the server. In the browser its code loads when
 *   the spot scrolls near and React then hydrates the server's markup in place, so nothing moves
 *   and embedded frames are not reloaded. Until then the markup is there and marked as awaiting
 *   its code: a click on one of its buttons is held and replayed then (./earlyClicks.ts).
 *   `serverComponent` is the component on the server and undefined in the browser: resolve it with
 *   `if (import.meta.env.SSR) Server = await load()`, which the client build drops.
 */
export type DeferredPrerender<P> =
  { prerender: 'fallback' } | { prerender: 'component'; serverComponent: ComponentType<P> | undefined }

export type DeferOptions<P> = DeferredPrerender<P> & {
  /** Shown while the code loads; with prerender 'fallback', also in the HTML. Keep it the size of the component. */
  fallback: ReactNode
  /** Classes of the wrapper the viewport observer watches. */
  className?: string
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/**
 * An island: the component `load` resolves to, whose code (and everything only it imports) is
 * fetched only when its spot comes within 400px of the viewport: at once for a spot already near on
 * load. Like island(), it is exported from a module named `*.island.tsx`.
 */
export function deferUntilNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferOptions<P>,
): Island<P> {
  const { fallback, className } = options
  const loadLazily = (after?: Promise<void>) =>
    lazy(async () => {
      await after
      return { default: await load() }
    })

  function WithFallbackUntilNear(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const near = useNearViewport(ref)
    const [Component] = useState(() => loadLazily())
    return (
      <div ref={ref} className={className}>
        {near ? (
          <Suspense fallback={fallback}>
            <Component {...props} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    )
  }

  function HydratedWhenNear(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const [near] = useState(gate)
    const [codeRuns, setCodeRuns] = useState(false)
    const onCommitted = useCallback(() => setCodeRuns(true), [])
    useEffect(() => {
      if (codeRuns) void replayEarlyClicks()
    }, [codeRuns])
    const [Component] = useState(() => {
      if (options.prerender === 'component' && options.serverComponent) return options.serverComponent
      if (import.meta.env.SSR)
        throw new Error('deferUntilNear: prerender "component" needs its serverComponent')
      return loadLazily(near.opened)
    })
    useOnNearViewport(ref, near.open)
    return (
      <div ref={ref} className={className} {...(codeRuns ? {} : { [AWAITING_CODE_ATTRIBUTE]: '' })}>
        <Suspense fallback={fallback}>
          <Committed onCommitted={onCommitted}>
            <Component {...props} />
          </Committed>
        </Suspense>
      </div>
    )
  }

  return island(options.prerender === 'component' ? HydratedWhenNear : WithFallbackUntilNear)
}
