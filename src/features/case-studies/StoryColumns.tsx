import { CircleCheck, Lightbulb, ShieldCheck, Target, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import type { CaseStudy } from '@/schemas/caseStudy'

function Column({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 items-center justify-center rounded-xl bg-primary/15 text-accent"
        >
          {icon}
        </span>
        <h2 id={id} className="text-xl font-bold text-foreground">
          {title}
        </h2>
      </div>
      <div className="mt-5 leading-relaxed text-muted">{children}</div>
    </Card>
  )
}

function Bullets({ items, icon }: { items: readonly string[]; icon: ReactNode }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <span aria-hidden className="mt-1 shrink-0 text-accent">
            {icon}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** The three columns Challenge, Solution and Results. */
export function StoryColumns({ study }: { study: Pick<CaseStudy, 'challenges' | 'solutions' | 'results'> }) {
  return (
    <div className="container-page grid gap-6 pb-10 lg:grid-cols-3">
      <Column id="challenge-heading" title="Challenge" icon={<Target className="size-5" />}>
        {Array.isArray(study.challenges) ? (
          <Bullets
            items={study.challenges}
            icon={<span className="block size-1.5 translate-y-2 rounded-full bg-current" />}
          />
        ) : (
          <p>{study.challenges}</p>
        )}
      </Column>
      <Column id="solution-heading" title="Solution" icon={<Lightbulb className="size-5" />}>
        <Bullets items={study.solutions} icon={<CircleCheck className="size-4" />} />
      </Column>
      <Column id="results-heading" title="Results" icon={<TrendingUp className="size-5" />}>
        <Bullets items={study.results} icon={<TrendingUp className="size-4" />} />
      </Column>
    </div>
  )
}

/** "Key Challenges We Overcame", shown only when the study lists them. */
export function KeyChallenges({ items }: { items: readonly string[] }) {
  return (
    <section aria-labelledby="key-challenges-heading" className="container-page pb-10">
      <Card className="sm:p-8">
        <h2 id="key-challenges-heading" className="text-2xl font-bold tracking-tight text-foreground">
          Key Challenges We Overcame
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl border border-card-border bg-background-raised p-4 text-foreground"
            >
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}
