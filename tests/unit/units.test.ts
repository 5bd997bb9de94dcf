import { describe, expect, it } from 'vitest'
import { formatMoney, formatValue, niceScale } from '@/lib/units'

describe('formatValue', () => {
  it('writes each unit its own way', () => {
    expect(formatValue('percentage', 375)).toBe('375%')
    expect(formatValue('percentage', 9.6)).toBe('9.6%')
    expect(formatValue('number', 2860)).toBe('2,860')
    expect(formatValue('currency', 1_300_000)).toBe('$1.3M')
  })
})

describe('formatMoney', () => {
  it('uses M from a million, K below it, plain dollars under a thousand', () => {
    expect(formatMoney(3_400_000)).toBe('$3.4M')
    expect(formatMoney(2_000_000)).toBe('$2M')
    expect(formatMoney(1_250_000)).toBe('$1.25M')
    expect(formatMoney(560_000)).toBe('$560K')
    expect(formatMoney(1_000)).toBe('$1K')
    expect(formatMoney(999)).toBe('$999')
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(-38_000)).toBe('-$38K')
  })
})

describe('niceScale', () => {
  it('runs from zero to the first round step at or above the largest value', () => {
    expect(niceScale('number', [11, 24, 33, 37, 41])).toEqual({ max: 50, step: 10 })
    expect(niceScale('percentage', [8, 35, 92, 168, 262, 375])).toEqual({ max: 400, step: 100 })
    expect(niceScale('currency', [95_000, 270_000, 560_000])).toEqual({ max: 600_000, step: 200_000 })
    expect(niceScale('number', [46_000])).toEqual({ max: 50_000, step: 10_000 })
  })

  it('keeps a value that falls on a step as the top', () => {
    expect(niceScale('number', [40])).toEqual({ max: 40, step: 10 })
    expect(niceScale('percentage', [100])).toEqual({ max: 100, step: 20 })
  })

  it('steps counts and dollars by whole numbers, percentages by fractions when they are small', () => {
    expect(niceScale('number', [2])).toEqual({ max: 2, step: 1 })
    expect(niceScale('number', [0, 0, 1])).toEqual({ max: 1, step: 1 })
    expect(niceScale('percentage', [1.8])).toEqual({ max: 2, step: 0.5 })
  })

  it('gives an empty or all-zero series an axis to draw on', () => {
    expect(niceScale('number', [])).toEqual({ max: 1, step: 1 })
    expect(niceScale('currency', [0, 0])).toEqual({ max: 1, step: 1 })
  })
})
