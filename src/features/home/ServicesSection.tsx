import { ArrowRight, Icon } from 'lucide-react'
import { accentClasses } from '@/components/ui/accent'
import { Badge } from '@/components/ui/badge'
import { cardLink, interactiveSurface, surface } from '@/components/ui/card'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/**
 * #services: the six services, each a card that is one link as a whole (its visible "Learn About"
 * names it, with the service's title for screen readers), in a row to swipe on a phone.
 */
export function ServicesSection() {
  const { services, copy } = useHomeData()
  return (
    <Section
      id="services"
      estimate={HOME_BLOCKS.services}
      eyebrow={copy.services.eyebrow}
      title={copy.services.title}
      subtitle={copy.services.subtitle}
      layout="start"
    >
      <Rail grid="sm:grid sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const accent = accentClasses[service.color]
          return (
            <RailItem key={service.path}>
              <article className={cn(surface, interactiveSurface, 'flex w-full flex-col p-5 sm:p-6')}>
                <div className="flex items-start justify-between gap-4">
                  <span className={cn('flex size-12 items-center justify-center rounded-xl', accent.icon)}>
                    <Icon icon={service.icon} aria-hidden className="size-6" />
                  </span>
                  <Badge colors={accent.badge}>{service.badge}</Badge>
                </div>
                <h3 className="mt-5 text-xl font-semibold text-foreground">{service.title}</h3>
                <p className="mt-3 flex-1 text-muted">{service.description}</p>
                <a
                  href={service.path}
                  className={cn(
                    'mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent hover:underline',
                    cardLink,
                  )}
                >
                  {copy.services.cardLink}
                  <span className="sr-only"> {service.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </a>
              </article>
            </RailItem>
          )
        })}
      </Rail>
    </Section>
  )
}
