import { ArrowRight, Icon } from 'lucide-react'
import { Section } from '@/components/ui/section'
import type { SolutionPage } from '@/content/solutions'
import { caseStudyPath } from '@/lib/paths'

/** The success story's three figures, or (without figures) the page's three key blocks. */
export function SolutionHighlights({ highlights }: { highlights: SolutionPage['highlights'] }) {
  return (
    <Section
      id="highlights"
      eyebrow={highlights.eyebrow}
      title={highlights.title}
      subtitle={highlights.intro}
      className="border-y border-card-border bg-background-raised"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {highlights.items.map((item) => {
          return (
            <li
              key={item.title}
              className="flex flex-col rounded-2xl border border-card-border bg-card p-8 text-center"
            >
              <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-primary/15 text-accent">
                <Icon icon={item.icon} aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-foreground">
                {item.value && (
                  <span className="block bg-gradient-to-r from-violet-700 to-sky-700 bg-clip-text text-5xl font-extrabold tracking-tight text-transparent dark:from-violet-300 dark:to-sky-300">
                    {item.value}
                  </span>
                )}{' '}
                <span
                  className={item.value ? 'mt-2 block text-lg font-semibold' : 'block text-2xl font-bold'}
                >
                  {item.title}
                </span>
              </h3>
              <p className="mt-3 text-muted">{item.description}</p>
            </li>
          )
        })}
      </ul>
      {highlights.caseStudy && (
        <p className="mt-10 text-center">
          <a
            href={caseStudyPath(highlights.caseStudy)}
            className="inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
          >
            Read the full case study
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </p>
      )}
    </Section>
  )
}
