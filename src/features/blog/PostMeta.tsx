import { Calendar, Clock } from 'lucide-react'
import { formatLongUsDate } from '@/lib/dates'

/** "October 21, 2025" as a machine-readable <time>, with a calendar icon. */
export function PublishDate({ date }: { date: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Calendar aria-hidden className="size-4 shrink-0" />
      <time dateTime={date}>{formatLongUsDate(date)}</time>
    </span>
  )
}

export function ReadTime({ readTime }: { readTime: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock aria-hidden className="size-4 shrink-0" />
      {readTime}
    </span>
  )
}
