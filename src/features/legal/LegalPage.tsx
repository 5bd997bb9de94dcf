import { usePageData, useStylesheet } from '@/hooks/pageContext'
import { TodayDate } from '@/components/ui/today.island'
import type { LegalDocument } from '@/schemas/legal'
import proseCss from '@/styles/prose.css?inline'

/** What a legal page shows: its document of data/legal/ (pages/(legal)/+data.ts). */
export interface LegalPageData {
  document: LegalDocument
}

/** The document's heading: title, description, its summary when it has one, and Last Updated (today). */
export function LegalHeader({
  document,
}: {
  document: Pick<LegalDocument, 'title' | 'description' | 'summary'>
}) {
  return (
    <header className="mx-auto max-w-6xl border-b border-card-border pb-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">Legal</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
        {document.title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{document.description}</p>
      {document.summary && (
        <aside
          aria-labelledby="legal-summary-label"
          className="mt-6 max-w-3xl rounded-2xl border border-primary/40 bg-primary/10 p-5"
        >
          <p id="legal-summary-label" className="text-sm font-semibold uppercase tracking-wider text-accent">
            In short
          </p>
          <p className="mt-2 text-foreground" data-testid="legal-summary">
            {document.summary}
          </p>
        </aside>
      )}
      <p className="mt-6 text-sm text-muted">
        <span className="font-semibold text-foreground">Last Updated:</span>{' '}
        <TodayDate testId="last-updated" />
      </p>
    </header>
  )
}

/**
 * One legal document: title, Last Updated (today), a table of contents and the numbered sections.
 * The contents label is a paragraph, not a heading, so the document's h2s are exactly its sections.
 */
export function LegalPage() {
  useStylesheet(proseCss)
  const { document } = usePageData<LegalPageData>()
  return (
    <article className="container-page pb-24 pt-32 sm:pt-40">
      <LegalHeader document={document} />
      <div className="mx-auto mt-10 max-w-6xl lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="toc-label"
          className="rounded-2xl border border-card-border bg-card p-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <p id="toc-label" className="text-sm font-semibold uppercase tracking-wider text-foreground">
            Contents
          </p>
          <ol className="mt-4 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-2 py-1.5 text-muted hover:bg-background-raised hover:text-accent"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div
          className="prose-content reading-measure mt-10 lg:mt-0 [--section-gap:3rem] [&>:first-child]:mt-0 [&_h2]:border-t [&_h2]:border-card-border [&_h2]:pt-10"
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
      </div>
    </article>
  )
}
