import { Disclosure } from '@/components/ui/disclosure'
import type { ArticleHeading } from '@/lib/articleOutline'

const TITLE = 'In this article'

function Links({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <ol className="text-sm leading-snug">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="block rounded-md px-2 py-1.5 text-muted hover:bg-background-raised hover:text-accent"
          >
            {heading.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/**
 * The table of contents of a long read at the top of its text, on a phone or tablet: a block that
 * opens in place (a <details>, so it works before any script). Each link lands on its heading, 80px
 * below the top. Not a landmark: the sidebar below is the page's one "In this article" navigation
 * (only one of the two shows at a time, but a landmark's name must be unique in the page).
 */
export function ArticleContentsBlock({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <div className="article-contents-block mb-10 rounded-2xl border border-card-border bg-card">
      <Disclosure
        label={<span>{TITLE}</span>}
        summaryClassName="flex items-center justify-between gap-3 rounded-2xl px-5 py-2.5 font-semibold text-foreground"
        panelClassName="px-3 pb-4"
      >
        <Links headings={headings} />
      </Disclosure>
    </div>
  )
}

/** The same table of contents on a wide screen: beside the text, where it stays as the text scrolls. */
export function ArticleContentsSidebar({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <nav aria-label={TITLE} className="article-contents-sidebar">
      <p className="px-2 text-sm font-semibold uppercase tracking-wider text-foreground">{TITLE}</p>
      <div className="mt-3">
        <Links headings={headings} />
      </div>
    </nav>
  )
}
