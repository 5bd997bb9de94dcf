import type { ServiceSectionOf } from '@/schemas/servicePages'
import { StepList } from '../blocks'

export default function Steps({ section }: { section: ServiceSectionOf<'steps'> }) {
  return <StepList steps={section.steps} />
}
