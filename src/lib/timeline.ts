import { TIMELINE_MONTHS_DEFAULT, TIMELINE_MONTHS_MAX, TIMELINE_VALUE_PER_MONTH } from '@/config/constants'

export interface TimelinePoint {
  month: string
  progress: number
  value: number
}

/** Months covered by a timeframe: its leading number, default 6, never more than 6. */
export function timelineMonths(timeframe: string | undefined): number {
  const leading = /^\s*(\d+)/.exec(timeframe ?? '')
  const months = leading ? Number(leading[1]) : TIMELINE_MONTHS_DEFAULT
  if (months < 1) return TIMELINE_MONTHS_DEFAULT
  return Math.min(months, TIMELINE_MONTHS_MAX)
}

/** One point per month: progress = month / months * 100, value = 20 per month. */
export function buildTimeline(timeframe: string | undefined): TimelinePoint[] {
  const months = timelineMonths(timeframe)
  return Array.from({ length: months }, (_, index) => {
    const month = index + 1
    return {
      month: `Month ${month}`,
      progress: Math.round((month / months) * 1000) / 10,
      value: month * TIMELINE_VALUE_PER_MONTH,
    }
  })
}
