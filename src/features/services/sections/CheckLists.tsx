import { Card } from '@/components/ui/card'
import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CheckList, IconBadge } from '../blocks'

/** Lists of criteria side by side, each under its icon and title (such as each platform's targeting). */
export default function CheckLists({ section }: { section: ServiceSectionOf<'check-lists'> }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {section.lists.map((list) => (
        <li key={list.title}>
          <Card className="h-full">
            <div className="mb-5 flex items-center gap-3">
              <IconBadge icon={list.icon} color={list.color} />
              <h3 className="text-xl font-semibold text-foreground">{list.title}</h3>
            </div>
            <CheckList items={list.items} />
          </Card>
        </li>
      ))}
    </ul>
  )
}
