import { formatLongUsDate } from '@/lib/dates'
import { useToday, useTodayIsoDate } from '@/hooks/useToday'
import { island } from '@/islands/island'

/** Today's date, long form ("Last Updated"); the reader's own today once the page runs. */
function TodayDateIsland({ testId }: { testId?: string }) {
  const today = useTodayIsoDate()
  return (
    <time dateTime={today} data-testid={testId}>
      {formatLongUsDate(today)}
    </time>
  )
}

/** This year (the copyright line); the reader's own year once the page runs. */
function CurrentYearIsland({ testId }: { testId?: string }) {
  return <span data-testid={testId}>{useToday().getFullYear()}</span>
}

export const TodayDate = island(TodayDateIsland)
export const CurrentYear = island(CurrentYearIsland)
