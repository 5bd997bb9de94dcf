import { describe, expect, it } from 'vitest'
import {
  chartsJson,
  MAX_WEEKS,
  mondayOf,
  OTHER_LABEL,
  topBars,
  topSeries,
  weekGrid,
  type WeekCount,
} from '@/lib/leadCharts'

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('weekGrid', () => {
  const counts: WeekCount[] = [
    { week: '2026-03-02', label: 'google', leads: 3 },
    { week: '2026-03-02', label: 'linkedin', leads: 1 },
    { week: '2026-03-16', label: 'linkedin', leads: 4 },
    { week: '2026-03-23', label: '(direct)', leads: 2 },
  ]

  it('keeps every week between the first and the last, a week with no lead as zeros', () => {
    const grid = weekGrid(counts)
    expect(grid.weeks).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'])
    expect(grid.labels).toEqual(['linkedin', 'google', '(direct)'])
    expect(grid.leads).toEqual([
      [1, 0, 4, 0],
      [3, 0, 0, 0],
      [0, 0, 0, 2],
    ])
  })

  it("spans the filter's days, from the Monday of the first to the Monday of the last", () => {
    const grid = weekGrid(counts, { from: '2026-02-25', to: '2026-04-01' })
    expect(grid.weeks).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ])
    expect(grid.leads[0]).toEqual([0, 1, 0, 4, 0, 0])
    expect(grid.leads.flat().reduce((a, b) => a + b)).toBe(10)
  })

  it('has no week and no label without leads or a range, and empty weeks over a chosen range', () => {
    expect(weekGrid([])).toEqual({ weeks: [], labels: [], leads: [] })
    const empty = weekGrid([], { from: '2026-03-02', to: '2026-03-15' })
    expect(empty).toEqual({ weeks: ['2026-03-02', '2026-03-09'], labels: [], leads: [] })
  })

  it('cuts a range of thousands of weeks to the weeks that have leads', () => {
    const grid = weekGrid(counts, { from: '1970-01-05' })
    expect(grid.weeks[0]).toBe('2026-03-02')
    expect(grid.weeks).toHaveLength(4)
    const long = weekGrid([], { from: '1990-01-01', to: '2026-01-01' })
    expect(long.weeks).toHaveLength(MAX_WEEKS)
  })

  it('finds the Monday of any day, across a year', () => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-03-09', '2025-12-31'])
      expect(new Date(mondayOf(day)).getUTCDay()).toBe(1)
    expect(iso(mondayOf('2026-01-01'))).toBe('2025-12-29')
    expect(iso(mondayOf('2026-03-09'))).toBe('2026-03-09')
  })
})

describe('topSeries', () => {
  const grid = weekGrid(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((label, index) => [
      { week: '2026-03-02', label, leads: 10 - index },
      { week: '2026-03-16', label, leads: 1 },
    ]),
  )

  it('keeps the five largest labels and adds the rest up as Other, per week', () => {
    const series = topSeries(grid)
    expect(series.map((s) => s.label)).toEqual(['a', 'b', 'c', 'd', 'e', OTHER_LABEL])
    expect(series[0]!.data).toEqual([10, 0, 1])
    // f (5 + 1) and g (4 + 1).
    expect(series.at(-1)!.data).toEqual([9, 0, 2])
    const perWeek = (rows: number[][]) =>
      rows[0]!.map((_, week) => rows.reduce((t, row) => t + row[week]!, 0))
    expect(perWeek(series.map((s) => s.data))).toEqual(perWeek(grid.leads))
  })

  it('shows a sixth label as itself rather than an Other of one', () => {
    const six = weekGrid(grid.labels.slice(0, 6).map((label) => ({ week: '2026-03-02', label, leads: 1 })))
    expect(topSeries(six).map((s) => s.label)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})

describe('topBars', () => {
  it('keeps the ten largest pages, most first, and one Other bar for the rest', () => {
    const counts = Array.from({ length: 14 }, (_, index) => ({ label: `/p${index}`, leads: index + 1 }))
    const bars = topBars(counts)
    expect(bars.labels).toEqual([
      ...counts
        .slice(4)
        .reverse()
        .map((row) => row.label),
      OTHER_LABEL,
    ])
    expect(bars.data.at(-1)).toBe(1 + 2 + 3 + 4)
    expect(bars.data.reduce((a, b) => a + b)).toBe(counts.reduce((t, row) => t + row.leads, 0))
    expect(topBars(counts.slice(0, 11)).labels).not.toContain(OTHER_LABEL)
  })
})

describe('chartsJson', () => {
  it('cannot end its script element, whatever a campaign is called', () => {
    const text = chartsJson([
      { kind: 'bars', id: 'per-sent-from', labels: ['</script><script>alert(1)</script>'], data: [1] },
    ])
    expect(text).not.toContain('<')
    expect(JSON.parse(text)[0].labels[0]).toBe('</script><script>alert(1)</script>')
  })
})
