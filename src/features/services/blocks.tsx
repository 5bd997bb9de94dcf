import { Icon } from 'lucide-react'
import type { ReactNode } from 'react'
import { accentClasses, type AccentName } from '@/components/ui/accent'
import { Card } from '@/components/ui/card'
import { Section, type SectionLayout } from '@/components/ui/section'
import type {
  ServicePageCard,
  ServicePageIntro,
  ServicePageStat,
  ServicePageStep,
} from '@/schemas/servicePages'
import type { IconDrawing } from '@/schemas/icons'
import { cn } from '@/lib/cn'
import { CheckList } from './checkList'

/** The building blocks the section components of the service pages share. */

export { CheckList }

/** A page section whose heading block comes from the page's data. */
export function SectionFrame({
  id,
  intro,
  raised = false,
  layout = 'center',
  children,
}: {
  id: string
  intro: ServicePageIntro
  /** A band, to alternate with plain sections. */
  raised?: boolean
  layout?: SectionLayout
  children: ReactNode
}) {
  return (
    <Section
      id={id}
      eyebrow={intro.eyebrow}
      title={intro.title}
      subtitle={intro.subtitle}
      tone={raised ? 'band' : 'plain'}
      layout={layout}
    >
      {children}
    </Section>
  )
}

export function IconBadge({
  icon,
  color,
  size = 'md',
}: {
  icon: IconDrawing
  color: AccentName
  size?: 'md' | 'lg'
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl',
        size === 'lg' ? 'size-14' : 'size-11',
        accentClasses[color].icon,
      )}
    >
      <Icon icon={icon} aria-hidden className={size === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  )
}

const gridColumns = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5',
} as const

function columnsFor(count: number): string {
  return gridColumns[Math.min(Math.max(count, 2), 5) as keyof typeof gridColumns]
}

/** Cards with an icon, a title, a text and optional bullets: in a grid, or stacked with the icon beside. */
export function CardGrid({
  cards,
  layout = 'grid',
}: {
  cards: readonly ServicePageCard[]
  layout?: 'grid' | 'stack'
}) {
  if (layout === 'stack') {
    return (
      <ul className="space-y-4">
        {cards.map((card) => (
          <li key={card.title}>
            <Card className="flex gap-4">
              <IconBadge icon={card.icon} color={card.color} />
              <div>
                <h3 className="text-lg font-semibold text-foreground">{card.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{card.description}</p>
                {card.bullets && <CheckList items={card.bullets} className="mt-4" />}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className={cn('grid gap-6', columnsFor(cards.length))}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="flex h-full flex-col gap-4">
            <IconBadge icon={card.icon} color={card.color} />
            <h3 className="text-lg font-semibold text-foreground">{card.title}</h3>
            <p className="leading-relaxed text-muted">{card.description}</p>
            {card.bullets && <CheckList items={card.bullets} className="pt-2" />}
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** Figures with their captions, largest first. */
export function StatGrid({ stats, label }: { stats: readonly ServicePageStat[]; label?: string }) {
  // Long figures such as "6-12 months" must fit one line, so the whole row uses the smaller size.
  const compact = stats.some((stat) => stat.value.length > 8)
  return (
    <ul aria-label={label} className={cn('grid gap-4', columnsFor(stats.length))}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <Card className="h-full text-center">
            <p
              className={cn('text-3xl font-extrabold tracking-tight text-accent', !compact && 'sm:text-4xl')}
            >
              {stat.value}
            </p>
            <p className="mt-2 font-semibold text-foreground">{stat.label}</p>
            {stat.description && <p className="mt-2 text-muted">{stat.description}</p>}
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps of a process, down one line: a number, the title and what happens, no boxes. */
export function StepList({ steps }: { steps: readonly ServicePageStep[] }) {
  return (
    <div className="relative">
      <span aria-hidden className="absolute bottom-3 left-5 top-3 w-px bg-card-border" />
      <ol className="relative grid gap-8 sm:gap-10">
        {steps.map((step) => (
          <li key={step.step} className="relative flex gap-5">
            <span
              aria-hidden
              className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
            >
              {step.step}
            </span>
            <div className="pt-1.5">
              <h3 className="flex items-center gap-3 text-xl font-semibold text-foreground">
                {step.icon && <Icon icon={step.icon} aria-hidden className="size-5 shrink-0 text-accent" />}
                <span>
                  <span className="sr-only">{`Step ${step.step}: `}</span>
                  {step.title}
                </span>
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
