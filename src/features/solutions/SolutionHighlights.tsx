import { ArrowRight, Icon } from 'lucide-react'
import { surface } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import type { SolutionPage } from '@/schemas/solutions'
import { QuoteCard } from '@/features/proof/QuoteCard'
import type { QuoteView } from '@/views/clientProof'
import { cn } from '@/lib/cn'
import { caseStudyPath } from '@/lib/paths'

type Highlights = SolutionPage['highlights']
type Item = Highlights['items'][number]

/** A headline figure, its title and what it means, without a box. */
function Figure({ item }: { item: Item }) {
  return (
    <div>
      <h3 className="text-foreground">
        <span className="block bg-gradient-to-r from-violet-700 to-sky-700 bg-clip-text text-5xl font-extrabold tracking-tight text-transparent dark:from-violet-300 dark:to-sky-300">
          {item.value}
        </span>{' '}
        <span className="mt-1 block text-lg font-semibold">{item.title}</span>
      </h3>
      <p className="mt-2 text-muted">{item.description}</p>
    </div>
  )
}

/**
 * A success story that cites its case study: the story beside its three figures, its client's
 * words under it, and the way to the full study.
 */
function Story({ highlights, quote }: { highlights: Highlights; quote: QuoteView | null }) {
  return (
    <Section
      id="highlights"
      eyebrow={highlights.eyebrow}
      title={highlights.title}
      subtitle={highlights.intro}
      layout="split"
      tone="band"
      aside={
        <a
          href={caseStudyPath(highlights.caseStudy!)}
          className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
        >
          Read the full case study
          <ArrowRight aria-hidden className="size-4" />
        </a>
      }
    >
      <ul className="grid gap-8 border-l border-primary pl-6 sm:pl-8">
        {highlights.items.map((item) => (
          <li key={item.title}>
            <Figure item={item} />
          </li>
        ))}
      </ul>
      {quote && <QuoteCard quote={quote} linkStudy={false} className="mt-10" />}
    </Section>
  )
}

/** Three figures without a study of their own: in one row across a band. */
function FigureBand({ highlights }: { highlights: Highlights }) {
  return (
    <Section
      id="highlights"
      eyebrow={highlights.eyebrow}
      title={highlights.title}
      subtitle={highlights.intro}
      tone="band"
    >
      <ul className="grid gap-10 text-center md:grid-cols-3">
        {highlights.items.map((item) => (
          <li key={item.title}>
            <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-primary/15 text-accent">
              <Icon icon={item.icon} aria-hidden className="size-6" />
            </span>
            <Figure item={item} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Three key blocks without figures: each a large icon beside its title and text, one under another. */
function Blocks({ highlights }: { highlights: Highlights }) {
  return (
    <Section
      id="highlights"
      eyebrow={highlights.eyebrow}
      title={highlights.title}
      subtitle={highlights.intro}
      layout="start"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {highlights.items.map((item, index) => (
          <li key={item.title} className={cn(surface, 'relative overflow-hidden p-6 sm:p-8')}>
            <span
              aria-hidden
              className="absolute -right-3 -top-6 text-[7rem] font-extrabold leading-none text-primary opacity-10"
            >
              {index + 1}
            </span>
            <span className="relative inline-flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
              <Icon icon={item.icon} aria-hidden className="size-7" />
            </span>
            <h3 className="relative mt-6 text-2xl font-bold text-foreground">{item.title}</h3>
            <p className="relative mt-3 text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * The highlights under the hero, drawn by what the page's data holds: a success story that cites
 * its case study, figures without one, or key blocks without figures.
 */
export function SolutionHighlights({
  highlights,
  storyQuote,
}: {
  highlights: Highlights
  /** The quote of the client whose study the success story tells, if any. */
  storyQuote: QuoteView | null
}) {
  if (highlights.caseStudy) return <Story highlights={highlights} quote={storyQuote} />
  if (highlights.items.every((item) => item.value)) return <FigureBand highlights={highlights} />
  return <Blocks highlights={highlights} />
}
