import { describe, expect, it } from 'vitest'
import { dateOutOfRange, formatLongUsDate, isCalendarDate } from '@/lib/dates'
import { blogPostPath, caseStudyPath, redirectForMissingPage, servicePath, solutionPath } from '@/lib/paths'

describe('servicePath (spec: /services/{name lowercased, spaces to hyphens})', () => {
  it('builds the six addresses of the spec from their names', () => {
    expect(
      [
        'AI SEO Organic Growth',
        'LinkedIn Email Outreach',
        'Telegram Outreach',
        'Appointment Setting',
        'LinkedIn Facebook Ads',
        'Startup Accelerator',
      ].map(servicePath),
    ).toEqual([
      '/services/ai-seo-organic-growth',
      '/services/linkedin-email-outreach',
      '/services/telegram-outreach',
      '/services/appointment-setting',
      '/services/linkedin-facebook-ads',
      '/services/startup-accelerator',
    ])
  })
  it('collapses repeated spaces', () => {
    expect(servicePath('  Telegram   Outreach ')).toBe('/services/telegram-outreach')
  })
})

describe('other addresses', () => {
  it('are built under their sections', () => {
    expect(solutionPath('sales-automation')).toBe('/solutions/sales-automation')
    expect(caseStudyPath('x')).toBe('/case-studies/x')
    expect(blogPostPath('y')).toBe('/blog/y')
  })
})

describe('redirectForMissingPage', () => {
  it('sends unknown case studies to the list and unknown articles to the blog', () => {
    expect(redirectForMissingPage('/case-studies/unknown')).toBe('/case-studies')
    expect(redirectForMissingPage('/case-studies/unknown/')).toBe('/case-studies')
    expect(redirectForMissingPage('/blog/unknown')).toBe('/blog')
  })
  it('leaves every other missing address to the not-found page', () => {
    expect(redirectForMissingPage('/nowhere')).toBeNull()
    expect(redirectForMissingPage('/blog/a/b')).toBeNull()
    expect(redirectForMissingPage('/services/unknown')).toBeNull()
  })
})

describe('dates', () => {
  it('formats publish dates in long US format whatever the time zone', () => {
    expect(formatLongUsDate('2025-10-01')).toBe('October 1, 2025')
    expect(formatLongUsDate('2025-05-31')).toBe('May 31, 2025')
  })
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2025-02-28')).toBe(true)
    expect(isCalendarDate('2025-02-30')).toBe(false)
    expect(isCalendarDate('2025-2-3')).toBe(false)
  })
})

describe('dateOutOfRange (a content date no real date could be)', () => {
  it('takes a date from the founding year to a year after today', () => {
    expect(dateOutOfRange('2023-01-01', 2023, '2026-11-29')).toBeUndefined()
    expect(dateOutOfRange('2027-11-29', 2023, '2026-11-29')).toBeUndefined()
    expect(dateOutOfRange('2022-12-31', 2023, '2026-11-29')).toMatch(/^is 2022-12-31, before 2023/)
    expect(dateOutOfRange('2027-11-30', 2023, '2026-11-29')).toMatch(/^is 2027-11-30, more than a year after/)
    // A 29 February's year later is the 28th.
    expect(dateOutOfRange('2029-02-28', 2023, '2028-02-29')).toBeUndefined()
    expect(dateOutOfRange('2029-03-01', 2023, '2028-02-29')).toMatch(/more than a year after/)
  })
})
