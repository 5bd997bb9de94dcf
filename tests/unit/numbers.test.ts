import { describe, expect, it } from 'vitest'
import { formatEnUsNumber } from '@/lib/numbers'

describe('formatEnUsNumber', () => {
  it('groups thousands and keeps up to three decimals', () => {
    expect(formatEnUsNumber(0)).toBe('0')
    expect(formatEnUsNumber(212)).toBe('212')
    expect(formatEnUsNumber(1200)).toBe('1,200')
    expect(formatEnUsNumber(46_000)).toBe('46,000')
    expect(formatEnUsNumber(1_234_567)).toBe('1,234,567')
    expect(formatEnUsNumber(9.6)).toBe('9.6')
    expect(formatEnUsNumber(1234.5678)).toBe('1,234.568')
    expect(formatEnUsNumber(-1500.25)).toBe('-1,500.25')
  })

  it('writes what toLocaleString("en-US") writes', () => {
    const values = [
      0,
      1,
      7.5,
      99.999,
      100,
      999,
      1000,
      1001.1,
      12_345.678,
      999_999.9996,
      3.14159,
      -0.0004,
      -42,
      10 ** 9,
    ]
    for (const value of values)
      expect(formatEnUsNumber(value), String(value)).toBe(value.toLocaleString('en-US'))
  })
})
