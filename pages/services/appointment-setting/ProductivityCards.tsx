import type { AppointmentSettingContent } from '@/content/servicePages'
import { IconBadge } from '@/features/services/sections'

export function ProductivityCards({ cards }: { cards: AppointmentSettingContent['productivity']['cards'] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {cards.map((card) => (
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
