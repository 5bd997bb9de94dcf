import { useEffect, useRef, useState } from 'react'
import type { Site } from '@/schemas/site'
import { cn } from '@/lib/cn'
import { AWARD_IMAGE_TIMEOUT_MS } from './awardImageTimeout'
import { StaticAwardBadge } from './StaticAwardBadge'

type Award = Site['awards'][number]

const AWARD_IMAGE_SIZE_PX = 160

/** Where a picture stands: still coming, shown, or given up (the drawing stays for good). */
type ImageState = 'loading' | 'shown' | 'failed'

/**
 * One award as the reviews platform's own picture, once the visitor has accepted cookies. A picture
 * says whether it came: its load event fires only for an image the browser could decode, its error
 * event for anything else (a 404 page, a proxy's block page, a refused or broken connection), which
 * no frame of another site can tell the page. The drawn badge holds the square until the picture
 * has loaded; one that fails, or has not loaded within AWARD_IMAGE_TIMEOUT_MS (a platform that never
 * answers), gives way to the drawing for good, so a visitor never sees a broken badge.
 */
export function AwardImage({ award, src, platform }: { award: Award; src: string; platform: string }) {
  const [state, setState] = useState<ImageState>('loading')
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // A picture the browser already had may have loaded before React listened for it.
    const element = image.current
    if (element?.complete) setState(element.naturalWidth > 0 ? 'shown' : 'failed')
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      AWARD_IMAGE_TIMEOUT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [src])

  const settle = (next: ImageState) => setState((current) => (current === 'loading' ? next : current))

  return (
    <div className="grid" data-image-state={state}>
      {state !== 'shown' && (
        <div className="[grid-area:1/1]">
          <StaticAwardBadge award={award} platform={platform} />
        </div>
      )}
      {state !== 'failed' && (
        <img
          ref={image}
          src={src}
          // Decorative: the link over the badge names the award and the platform.
          alt=""
          width={AWARD_IMAGE_SIZE_PX}
          height={AWARD_IMAGE_SIZE_PX}
          referrerPolicy="no-referrer"
          onLoad={() => settle('shown')}
          onError={() => settle('failed')}
          // Until it is shown, it loads unseen behind the drawing.
          className={cn(
            'block size-40 rounded-xl object-contain [grid-area:1/1]',
            state === 'loading' && 'invisible',
          )}
        />
      )}
    </div>
  )
}
