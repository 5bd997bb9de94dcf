import { accentClasses } from '@/components/ui/accent'
import { surface } from '@/components/ui/card'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/**
 * #path-to-success: the six-week roadmap from kick-off to a predictable pipeline, week by week
 * along one line (a row to swipe on a phone).
 */
export function RoadmapSection() {
  const { roadmap, copy } = useHomeData()
  return (
    <Section
      id="path-to-success"
      estimate={HOME_BLOCKS.roadmap}
      eyebrow={copy.roadmap.eyebrow}
      title={copy.roadmap.title}
      subtitle={copy.roadmap.subtitle}
    >
      <Rail
        as="ol"
        grid="sm:grid sm:grid-cols-2 lg:grid-cols-3"
        label={`${copy.roadmap.title}, week by week`}
        focusable
      >
        {roadmap.map((week) => {
          const accent = accentClasses[week.color]
          return (
            <RailItem key={week.week}>
              <div className={cn(surface, 'relative w-full overflow-hidden p-5 sm:p-6')}>
                <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
                <p className="flex items-baseline gap-3">
                  <span className="text-sm font-semibold uppercase tracking-wider text-muted">
                    Week {week.week}
                  </span>
                </p>
                <h3 className="mt-2 text-xl font-semibold text-foreground">{week.title}</h3>
                <ul className="mt-4 space-y-2">
                  {week.items.map((item) => (
                    <li key={item} className="flex gap-2.5 text-muted">
                      <span aria-hidden className={cn('mt-2.5 size-1.5 shrink-0 rounded-full', accent.bar)} />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </RailItem>
          )
        })}
      </Rail>
    </Section>
  )
}
