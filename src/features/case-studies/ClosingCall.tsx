import { ArrowRight } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'

/** The closing call of the case-study pages: a heading, a line, and a booking link in a new tab. */
export function ClosingCall({
  id,
  title,
  text,
  href,
  label,
}: {
  id: string
  title: string
  text: string
  href: string
  label: string
}) {
  return (
    <section aria-labelledby={id} className="container-page pb-24">
      <div className="relative overflow-hidden rounded-3xl border border-card-border bg-card px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(91,63,217,0.22),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted">{text}</p>
          <ExternalLink href={href} className={buttonClasses('primary', 'lg', 'mt-8')}>
            {label}
            <ArrowRight aria-hidden className="size-5" />
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}
