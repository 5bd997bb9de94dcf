import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A page section with an anchor id and a centred heading block. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  className,
  headingLevel = 'h2',
}: {
  id?: string
  eyebrow?: string
  title: string
  subtitle?: ReactNode
  children: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-20', className)}>
      <div className="container-page">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
          )}
          <Heading id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {title}
          </Heading>
          {subtitle && <p className="mt-4 text-lg text-muted">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
