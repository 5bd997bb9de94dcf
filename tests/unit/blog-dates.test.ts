import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLongUsDate, formatRfc822Date, isCalendarDate } from '@/lib/dates'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('formatLongUsDate', () => {
  it('writes the long US format', () => {
    expect(formatLongUsDate('2025-10-21')).toBe('October 21, 2025')
    expect(formatLongUsDate('2025-05-01')).toBe('May 1, 2025')
    expect(formatLongUsDate('2025-12-31')).toBe('December 31, 2025')
  })

  it('ignores a time part', () => {
    expect(formatLongUsDate('2025-06-10T23:30:00-05:00')).toBe('June 10, 2025')
  })

  it('does not move the day in a time zone west or east of UTC', async () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Kyiv']) {
      vi.stubEnv('TZ', zone)
      vi.resetModules()
      const { formatLongUsDate: format } = await import('@/lib/dates')
      expect(format('2025-05-14')).toBe('May 14, 2025')
    }
  })
})

describe('formatRfc822Date', () => {
  it('gives the RFC 822 date RSS readers expect, at midnight GMT', () => {
    expect(formatRfc822Date('2025-10-21')).toBe('Tue, 21 Oct 2025 00:00:00 GMT')
    expect(formatRfc822Date('2025-05-04')).toBe('Sun, 04 May 2025 00:00:00 GMT')
  })
})

describe('isCalendarDate', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2025-05-14')).toBe(true)
    expect(isCalendarDate('2024-02-29')).toBe(true)
  })

  it.each(['2025-02-29', '2025-13-01', '2025-04-31', '2025-5-14', '14/05/2025', '2025-05-14T00:00:00Z', ''])(
    'rejects %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false)
    },
  )
})
