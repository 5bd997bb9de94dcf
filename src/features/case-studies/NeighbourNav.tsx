import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { Neighbour } from '@/views/caseStudies'
import { caseStudyPath } from '@/lib/paths'

function NeighbourLink({ neighbour, direction }: { neighbour: Neighbour; direction: 'previous' | 'next' }) {
  const previous = direction === 'previous'
  return (
    <a
      href={caseStudyPath(neighbour.slug)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`group flex h-full items-center gap-4 rounded-2xl border border-card-border bg-card p-5 transition-colors hover:border-accent ${previous ? '' : 'flex-row-reverse text-right'}`}
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-accent"
      >
        {previous ? <ArrowLeft className="size-5" /> : <ArrowRight className="size-5" />}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wider text-muted">
          {previous ? 'Previous' : 'Next'}
        </span>
        <span className="mt-1 block font-semibold text-foreground group-hover:text-accent">
          {neighbour.title}
        </span>
      </span>
    </a>
  )
}

/** Links to the studies before and after this one in the list (titles cut to 50 characters). */
export function NeighbourNav({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="More case studies" className="container-page pb-16">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <NeighbourLink neighbour={previous} direction="previous" />
          </li>
        )}
        {next && (
          <li className={previous ? undefined : 'sm:col-start-2'}>
            <NeighbourLink neighbour={next} direction="next" />
          </li>
        )}
      </ul>
    </nav>
  )
}
