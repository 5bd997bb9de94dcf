import type { ReactNode } from 'react'

/**
 * The closing call to action of a page: a highlighted panel with a heading, a line of text and its
 * actions. `id` anchors the section (its heading is `${id}-heading`). By default it sits in the page
 * container with vertical space around it; inside a column, pass `contained={false}`.
 */
export function CtaPanel({
  id,
  title,
  text,
  children,
  contained = true,
  className = 'py-20',
}: {
  id: string
  title: string
  text: string
  children: ReactNode
  contained?: boolean
  /** Spacing of the section around the panel. */
  className?: string
}) {
  const headingId = `${id}-heading`
  const panel = (
    <div className="relative overflow-hidden rounded-3xl border border-card-border bg-card px-6 py-14 text-center sm:px-12">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.22),transparent_65%)]"
      />
      <div className="relative mx-auto max-w-2xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{children}</div>
      </div>
    </div>
  )
  return (
    <section id={id} aria-labelledby={headingId} className={contained ? className : undefined}>
      {contained ? <div className="container-page">{panel}</div> : panel}
    </section>
  )
}
