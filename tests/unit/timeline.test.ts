import { describe, expect, it } from 'vitest'
import { TIMELINE_MONTHS_DEFAULT, TIMELINE_MONTHS_MAX, TIMELINE_VALUE_PER_MONTH } from '@/config/constants'
import { buildTimeline, timelineMonths } from '@/lib/timeline'

describe('timelineMonths', () => {
  it('takes the leading number of the timeframe', () => {
    expect(timelineMonths('3 months')).toBe(3)
    expect(timelineMonths('4 months')).toBe(4)
    expect(timelineMonths('5 months')).toBe(5)
    expect(timelineMonths('6 months')).toBe(6)
    expect(timelineMonths('1 month')).toBe(1)
    expect(timelineMonths('  2 months')).toBe(2)
  })

  it(`caps it at ${TIMELINE_MONTHS_MAX}`, () => {
    expect(timelineMonths('7 months')).toBe(6)
    expect(timelineMonths('9 months')).toBe(6)
    expect(timelineMonths('12 months')).toBe(6)
    expect(timelineMonths('18-month retainer')).toBe(6)
  })

  it(`defaults to ${TIMELINE_MONTHS_DEFAULT} without a leading number`, () => {
    expect(timelineMonths('One quarter')).toBe(6)
    expect(timelineMonths('Ongoing since 2024')).toBe(6)
    expect(timelineMonths(undefined)).toBe(6)
    expect(timelineMonths('')).toBe(6)
    expect(timelineMonths('0 months')).toBe(6)
  })
})

describe('buildTimeline', () => {
  it('gives one point per month: progress = month / months * 100, value = 20 per month', () => {
    expect(buildTimeline('3 months')).toEqual([
      { month: 'Month 1', progress: 33.3, value: 20 },
      { month: 'Month 2', progress: 66.7, value: 40 },
      { month: 'Month 3', progress: 100, value: 60 },
    ])
    expect(buildTimeline('4 months').map((point) => point.progress)).toEqual([25, 50, 75, 100])
    expect(buildTimeline('5 months').map((point) => point.progress)).toEqual([20, 40, 60, 80, 100])
  })

  it("gives 6 points for '12 months', 'One quarter' and a missing timeframe", () => {
    const six = [
      { month: 'Month 1', progress: 16.7, value: 20 },
      { month: 'Month 2', progress: 33.3, value: 40 },
      { month: 'Month 3', progress: 50, value: 60 },
      { month: 'Month 4', progress: 66.7, value: 80 },
      { month: 'Month 5', progress: 83.3, value: 100 },
      { month: 'Month 6', progress: 100, value: 120 },
    ]
    expect(buildTimeline('12 months')).toEqual(six)
    expect(buildTimeline('One quarter')).toEqual(six)
    expect(buildTimeline(undefined)).toEqual(six)
  })

  it('ends at 100% progress and rises by the constant value each month, for every length', () => {
    for (let months = 1; months <= TIMELINE_MONTHS_MAX; months++) {
      const timeline = buildTimeline(`${months} months`)
      expect(timeline).toHaveLength(months)
      expect(timeline.at(-1)?.progress).toBe(100)
      timeline.forEach((point, index) => {
        expect(point.value).toBe((index + 1) * TIMELINE_VALUE_PER_MONTH)
        expect(point.progress).toBeCloseTo(((index + 1) / months) * 100, 1)
      })
    }
  })

  it('gives a single point for one month', () => {
    expect(buildTimeline('1 month')).toEqual([{ month: 'Month 1', progress: 100, value: 20 }])
  })
})
