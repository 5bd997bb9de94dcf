import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CardGrid, StatGrid } from '../blocks'

/** Cards in a grid, under a row of figures when the section has them. */
export default function Cards({ section }: { section: ServiceSectionOf<'cards'> }) {
  if (!section.stats) return <CardGrid cards={section.cards} />
  return (
    <>
      <StatGrid stats={section.stats} />
      <div className="mt-10">
        <CardGrid cards={section.cards} />
      </div>
    </>
  )
}
