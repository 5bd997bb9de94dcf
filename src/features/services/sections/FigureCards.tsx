import type { ServiceSectionOf } from '@/schemas/servicePages'
import { IconBadge } from '../blocks'

/** Cards led by a large figure, such as the uplift in booked meetings. */
export default function FigureCards({ section }: { section: ServiceSectionOf<'figure-cards'> }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {section.cards.map((card) => (
        <li key={card.label} className="rounded-2xl border border-card-border bg-card p-8">
          <IconBadge icon={card.icon} color={card.color} size="lg" />
          <p className="mt-6 text-5xl font-extrabold tracking-tight text-accent">{card.value}</p>
          <h3 className="mt-2 text-xl font-semibold text-foreground">{card.label}</h3>
          <p className="mt-3 leading-relaxed text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
