import type { ReactNode } from 'react'
import { Badge } from './badge'

/**
 * The top of an inner page: optional badge, the page's h1, its subtitle, its calls to action and,
 * under them, `proof` (who vouches for the agency).
 */
export function PageHero({
  badge,
  title,
  subtitle,
  children,
  proof,
}: {
  badge?: string
  title: string
  subtitle: string
  children?: ReactNode
  proof?: ReactNode
}) {
  return (
    <section className="relative overflow-hidden pb-12 pt-24 sm:pb-16 sm:pt-40">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.28),transparent_70%)]"
      />
      <div className="container-page relative text-center">
        {badge && <Badge className="mb-5 bg-card text-accent">{badge}</Badge>}
        <h1 className="mx-auto max-w-4xl text-balance text-[2rem] font-extrabold tracking-tight max-sm:leading-[1.15] text-foreground sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted sm:mt-6 sm:text-lg">{subtitle}</p>
        {children && (
          <div data-hero-actions className="mt-7 flex flex-wrap items-center justify-center gap-4 sm:mt-10">
            {children}
          </div>
        )}
        {proof && <div className="mt-8">{proof}</div>}
      </div>
    </section>
  )
}
