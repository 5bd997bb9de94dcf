import { formatLongUsDate } from '@/lib/dates'
import { usePageData } from '@/lib/pageContext'
import { useToday } from '@/lib/useToday'
import type { LegalPageData } from './legalPage.server'

/** One legal document: title, Last Updated (today), a table of contents and the numbered sections. */
export function LegalPage() {
  const { document } = usePageData<LegalPageData>()
  const today = useToday().toISOString().slice(0, 10)
  return (
    <article className="container-page pb-20 pt-32">
      <header className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
          {document.title}
        </h1>
        <p className="mt-4 text-sm text-muted">
          Last Updated:{' '}
          <time dateTime={today} data-testid="last-updated">
            {formatLongUsDate(today)}
          </time>
        </p>
      </header>
      <nav
        aria-labelledby="toc-heading"
        className="mx-auto mt-10 max-w-3xl rounded-2xl border border-card-border bg-card p-6"
      >
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-foreground">
          Contents
        </h2>
        <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-accent hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div
        className="prose-content mx-auto mt-12 max-w-3xl"
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </article>
  )
}
