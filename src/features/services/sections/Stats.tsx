import type { ServiceSectionOf } from '@/schemas/servicePages'
import { StatGrid } from '../blocks'

export default function Stats({ section }: { section: ServiceSectionOf<'stats'> }) {
  return <StatGrid stats={section.stats} />
}
