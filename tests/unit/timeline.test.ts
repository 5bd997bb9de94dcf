import { describe, expect, it } from 'vitest'
import { TIMELINE_MONTHS_MAX, TIMELINE_WEEKS_MAX } from '@/config/constants'
import { buildTimeline, seriesTotal, timeframePeriods, type TimelineSource } from '@/lib/timeline'

describe('timeframePeriods', () => {
  it('counts the months of a timeframe in months, and the weeks of one in weeks', () => {
    expect(timeframePeriods('5 months')).toEqual({ every: 'month', count: 5 })
    expect(timeframePeriods('1 month')).toEqual({ every: 'month', count: 1 })
    expect(timeframePeriods('12 weeks')).toEqual({ every: 'week', count: 12 })
    expect(timeframePeriods(' 6 months ')).toEqual({ every: 'month', count: 6 })
  })

  it(`refuses more than ${TIMELINE_MONTHS_MAX} months or ${TIMELINE_WEEKS_MAX} weeks, and anything it cannot count`, () => {
    expect(timeframePeriods('7 months')).toBeNull()
    expect(timeframePeriods('27 weeks')).toBeNull()
    expect(timeframePeriods('0 months')).toBeNull()
    expect(timeframePeriods('One quarter')).toBeNull()
    expect(timeframePeriods('18-month retainer')).toBeNull()
  })
})

const source: TimelineSource = {
  every: 'month',
  unit: 'number',
  caption: 'Demos and pilots each month.',
  starts: 'the first month of outreach',
  series: [
    { label: 'Demos booked', values: [11, 24, 33, 37, 41], cumulative: false, result: 1 },
    { label: 'Pilots signed, to date', values: [0, 1, 5, 11, 19], cumulative: true },
  ],
}

describe('buildTimeline', () => {
  it("draws the study's own values, one point per period, on a scale for its unit", () => {
    expect(buildTimeline(source)).toEqual({
      every: 'month',
      unit: 'number',
      // Followed by when the first period begins: a reader sets month 1's numbers against the promise
      // of first meetings within weeks.
      caption: 'Demos and pilots each month. Month 1 is the first month of outreach.',
      periods: ['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5'],
      series: [
        { label: 'Demos booked', values: [11, 24, 33, 37, 41], cumulative: false },
        { label: 'Pilots signed, to date', values: [0, 1, 5, 11, 19], cumulative: true },
      ],
      scale: { max: 50, step: 10 },
    })
  })

  it('names weekly periods as weeks', () => {
    const weekly = buildTimeline({ ...source, every: 'week', starts: 'the first week of outreach' })
    expect(weekly?.periods.at(-1)).toBe('Week 5')
    expect(weekly?.caption).toBe('Demos and pilots each month. Week 1 is the first week of outreach.')
  })

  it('draws nothing for a study without a measured timeline: no invented line', () => {
    expect(buildTimeline(undefined)).toBeNull()
  })
})

describe('seriesTotal', () => {
  it('adds up the periods of a series, and takes the last value of a cumulative one', () => {
    expect(seriesTotal(source.series[0]!)).toBe(146)
    expect(seriesTotal(source.series[1]!)).toBe(19)
    expect(seriesTotal({ values: [0.1, 0.2], cumulative: false })).toBe(0.3)
  })
})
