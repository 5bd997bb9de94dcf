import { accentClasses } from '@/components/ui/accent'
import { Badge } from '@/components/ui/badge'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'

/** #path-to-success: the six-week roadmap from kick-off to a predictable pipeline. */
export function RoadmapSection() {
  const { roadmap, copy } = useHomeData()
  return (
    <Section
      id="path-to-success"
      eyebrow={copy.roadmap.eyebrow}
      title={copy.roadmap.title}
      subtitle={copy.roadmap.subtitle}
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {roadmap.map((week) => {
          const accent = accentClasses[week.color]
          return (
            <li
              key={week.week}
              className="relative overflow-hidden rounded-2xl border border-card-border bg-card p-6 pt-7"
            >
              <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
              <Badge colors={accent.badge}>Week {week.week}</Badge>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{week.title}</h3>
              <ul className="mt-4 space-y-2.5">
                {week.items.map((item) => (
                  <li key={item} className="flex gap-2.5 text-sm text-muted">
                    <span aria-hidden className={cn('mt-2 size-1.5 shrink-0 rounded-full', accent.bar)} />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
