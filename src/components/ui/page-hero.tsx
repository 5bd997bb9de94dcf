import type { ReactNode } from 'react'
import { Badge } from './badge'

/** The top of an inner page: optional badge, the page's h1, its subtitle and its calls to action. */
export function PageHero({
  badge,
  title,
  subtitle,
  children,
}: {
  badge?: string
  title: string
  subtitle: string
  children?: ReactNode
}) {
  return (
    <section className="relative overflow-hidden pb-16 pt-32 sm:pt-40">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.28),transparent_70%)]"
      />
      <div className="container-page relative text-center">
        {badge && <Badge className="mb-5 bg-card text-accent">{badge}</Badge>}
        <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{subtitle}</p>
        {children && <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{children}</div>}
      </div>
    </section>
  )
}
