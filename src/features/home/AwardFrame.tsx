import { useEffect, useReducer } from 'react'
import type { Site } from '@/content/site'
import { cn } from '@/lib/cn'
import { AWARD_FRAME_TIMEOUT_MS } from './awardFrameTimeout'
import { StaticAwardBadge } from './StaticAwardBadge'

type Award = Site['awards'][number]

const AWARD_FRAME_SIZE_PX = 160

/** Where a frame stands: still coming, shown, or given up (the drawing stays for good). */
type FrameState = 'loading' | 'shown' | 'failed'

interface FrameProgress {
  state: FrameState
  /** The frame's load event has fired (for an error page too). */
  loaded: boolean
  /** The address answered (true), could not be reached (false), or has not said yet (null). */
  reachable: boolean | null
}

type FrameEvent = { type: 'loaded' } | { type: 'answered'; reachable: boolean } | { type: 'timeout' }

/** Shown once the frame has loaded and its address answered; given up on a network error or the timeout. */
function progress(current: FrameProgress, event: FrameEvent): FrameProgress {
  if (current.state !== 'loading') return current
  const next = {
    ...current,
    ...(event.type === 'loaded' && { loaded: true }),
    ...(event.type === 'answered' && { reachable: event.reachable }),
  }
  if (event.type === 'timeout' || next.reachable === false) return { ...next, state: 'failed' }
  if (next.loaded && next.reachable) return { ...next, state: 'shown' }
  return next
}

/**
 * Whether the frame's address can be reached at all. A frame's load event fires for the browser's
 * own error page too (an unknown host, a refused connection, a proxy that blocks the platform), so
 * the page asks once with a bodiless request: an opaque answer means the address answers, a
 * network error that it does not. The site's CSP allows the frames' origins for it.
 */
function reachable(address: string): Promise<boolean> {
  return fetch(address, { mode: 'no-cors', credentials: 'omit', method: 'HEAD' }).then(
    () => true,
    () => false,
  )
}

/**
 * One award as the reviews platform's own frame, once the visitor has accepted cookies. The drawn
 * badge holds the square until the frame has loaded and its address has answered; a frame that
 * fails, or has not loaded within AWARD_FRAME_TIMEOUT_MS, gives way to the drawing for good, so a
 * visitor never sees a broken frame. No allow-same-origin: the badge needs no access to the
 * platform's cookies or storage.
 */
export function AwardFrame({ award, platform }: { award: Award; platform: string }) {
  const [{ state }, dispatch] = useReducer(progress, { state: 'loading', loaded: false, reachable: null })

  useEffect(() => {
    let current = true
    void reachable(award.embedSrc).then((ok) => current && dispatch({ type: 'answered', reachable: ok }))
    const timer = window.setTimeout(() => dispatch({ type: 'timeout' }), AWARD_FRAME_TIMEOUT_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [award.embedSrc])

  return (
    <div className="grid" data-frame-state={state}>
      {state !== 'shown' && (
        <div className="[grid-area:1/1]">
          <StaticAwardBadge award={award} platform={platform} />
        </div>
      )}
      {state !== 'failed' && (
        <iframe
          src={award.embedSrc}
          title={award.title}
          width={AWARD_FRAME_SIZE_PX}
          height={AWARD_FRAME_SIZE_PX}
          loading="lazy"
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => dispatch({ type: 'loaded' })}
          // Until it is shown, it loads unseen behind the drawing (and out of the reading order).
          aria-hidden={state === 'loading' || undefined}
          tabIndex={state === 'loading' ? -1 : undefined}
          className={cn(
            'block size-40 rounded-xl border-0 bg-background [grid-area:1/1]',
            state === 'loading' && 'invisible',
          )}
        />
      )}
    </div>
  )
}
