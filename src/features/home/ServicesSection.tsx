import { ArrowRight, Icon } from 'lucide-react'
import { accentClasses } from '@/components/ui/accent'
import { Badge } from '@/components/ui/badge'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { useHomeData } from './useHomeData'

/** #services: the six services, each with its badge and a "Learn About" link to its page. */
export function ServicesSection() {
  const { services, copy } = useHomeData()
  return (
    <Section
      id="services"
      eyebrow={copy.services.eyebrow}
      title={copy.services.title}
      subtitle={copy.services.subtitle}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const accent = accentClasses[service.color]
          return (
            <li key={service.path}>
              <article className="flex h-full flex-col rounded-2xl border border-card-border bg-card p-6 transition-colors hover:border-accent/60">
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
                  className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent hover:underline"
                >
                  {copy.services.cardLink}
                  <span className="sr-only"> {service.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </a>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
