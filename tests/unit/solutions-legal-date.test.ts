import { describe, expect, it } from 'vitest'
import { buildIsoDate, localIsoDate } from '@/hooks/useToday'
import { formatLongUsDate } from '@/lib/dates'

describe('Last Updated date of the legal pages', () => {
  it('is the reader-local calendar day, even late in the evening', () => {
    expect(localIsoDate(new Date(2031, 2, 14, 23, 59))).toBe('2031-03-14')
    expect(localIsoDate(new Date(2031, 0, 1, 0, 0))).toBe('2031-01-01')
  })

  it('pads months and days to two digits', () => {
    expect(localIsoDate(new Date(2030, 8, 5, 12))).toBe('2030-09-05')
  })

  it('starts from the build day in UTC, identical on the server and in any browser', () => {
    expect(buildIsoDate('2026-01-01T23:30:00.000Z')).toBe('2026-01-01')
    expect(buildIsoDate()).toBe('2026-01-01') // vitest.config defines __BUILD_TIME__
  })

  it('reads in long US format', () => {
    expect(formatLongUsDate(localIsoDate(new Date(2031, 2, 14, 9)))).toBe('March 14, 2031')
  })
})
