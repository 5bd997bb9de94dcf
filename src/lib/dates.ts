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
