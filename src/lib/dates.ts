const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * "2025-10-14" -> "October 14, 2025", independent of the reader's time zone. Read from the string
 * itself: Intl's date formatting costs the first load tens of milliseconds to initialise.
 */
export function formatLongUsDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return `${MONTHS[month! - 1]} ${day}, ${year}`
}

/** A YYYY-MM-DD string that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** "2025-10-14" -> "Tue, 14 Oct 2025 00:00:00 GMT": the RFC 822 date RSS asks for, at midnight UTC. */
export function formatRfc822Date(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString()
}

/** The same day a year later ("2026-11-29" -> "2027-11-29"; a 29 February to the 28th). */
function yearLater(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-')
  const later = `${Number(year) + 1}-${month}-${day}`
  return isCalendarDate(later) ? later : `${Number(year) + 1}-${month}-28`
}

/**
 * What is wrong with a date of the site's content that no real date could be: before the year the
 * agency was founded (a 1907 for 2025), or more than a year after today (an article scheduled by a
 * typo for 2062). Undefined for a date in that range.
 */
export function dateOutOfRange(date: string, foundingYear: number, today: string): string | undefined {
  if (date < `${foundingYear}-01-01`)
    return `is ${date}, before ${foundingYear}, the year the agency was founded (foundingYear in data/site.yaml): check the year`
  const latest = yearLater(today)
  if (date > latest) return `is ${date}, more than a year after today (${today}): check the year`
  return undefined
}
