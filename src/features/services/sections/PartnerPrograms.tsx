import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CheckList, IconBadge } from '../blocks'

/** Partner programs and what each gives a startup. */
export default function PartnerPrograms({ section }: { section: ServiceSectionOf<'partner-programs'> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {section.programs.map((program) => (
        <li key={program.company} className="flex flex-col rounded-2xl border border-card-border bg-card p-6">
          <div className="flex items-center gap-4">
            <IconBadge icon={program.icon} color={program.color} />
            <h3 className="text-lg font-semibold text-foreground">
              {program.company}
              <span className="block font-medium text-muted">{program.program}</span>
            </h3>
          </div>
          <CheckList items={program.benefits} className="mt-6" />
        </li>
      ))}
    </ul>
  )
}
