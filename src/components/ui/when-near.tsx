import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from '@/hooks/useNearViewport'

/**
 * Renders `fallback` (also in the prerendered HTML) until the spot scrolls near, then `children`,
 * whose lazy code only starts loading then. The wrapper keeps the fallback's reserved size.
 */
export function WhenNear({
  fallback,
  children,
  className,
}: {
  fallback: ReactNode
  children: ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  )
}
