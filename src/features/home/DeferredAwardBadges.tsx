import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react'
import { useOnNearViewport } from '@/hooks/useNearViewport'
import type { AwardBadgeListProps } from './AwardBadgeList'

const loadList = () => import('./AwardBadgeList')

// On the server the list is resolved before rendering, so the prerendered HTML holds every frame.
// In the browser its code (the hover card and its positioning engine) loads only when the badges
// scroll near, and React then hydrates the server's markup in place: the frames are not reloaded.
let ServerList: ComponentType<AwardBadgeListProps> | undefined
if (import.meta.env.SSR) ServerList = (await loadList()).default

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** The award badges, with their hover cards hydrated on demand (see AwardBadgeList). */
export function DeferredAwardBadges(props: AwardBadgeListProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [gate] = useState(deferred)
  const [List] = useState(() => ServerList ?? lazy(() => gate.promise.then(loadList)))
  useOnNearViewport(
    ref,
    useCallback(() => gate.resolve(), [gate]),
  )
  return (
    <div ref={ref}>
      {/* Shown only after a client-side navigation, until the list's code arrives. */}
      <Suspense fallback={<div className="min-h-[262px]" />}>
        <List {...props} />
      </Suspense>
    </div>
  )
}
