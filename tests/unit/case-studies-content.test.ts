/**
 * The studies of data/case-studies/ as the pipeline derives them. Everything here follows data/: a
 * study added by docs/content.md's steps keeps these tests green, one that breaks a rule turns them red.
 */
import { describe, expect, it } from 'vitest'
import { AXIS_LABEL_MAX_CHARS, LAUNCH_CASE_STUDY_COUNT } from '@/config/constants'
import type { CaseStudy } from '@/schemas/caseStudy'
import { joinAsSentences } from '@/views/caseStudies'
import { axisLabel, FALLBACK_METRIC_LABEL, formatMetricValue } from '@/lib/metrics'
import { caseStudyPath } from '@/lib/paths'
import { slugify } from '@/lib/text'
import { timeframePeriods } from '@/lib/timeline'
import { siteContent } from './support/siteContent'

const content = siteContent()
const studies: CaseStudy[] = content.caseStudies
const categories = content.categories.caseStudies
const brand = content.site.aiProduct.name

describe('the case-study content', () => {
  it(`holds at least the ${LAUNCH_CASE_STUDY_COUNT} studies the site launched with, in known categories`, () => {
    expect(studies.length).toBeGreaterThanOrEqual(LAUNCH_CASE_STUDY_COUNT)
    expect(new Set(studies.map((study) => study.slug)).size).toBe(studies.length)
    for (const study of studies) expect(categories).toContain(study.category)
  })

  it('has at least three studies in each category', () => {
    for (const category of categories) {
      expect(studies.filter((study) => study.category === category).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('names the AI brand in the title of every study in the AI category, so each shows the workflow', () => {
    for (const study of studies.filter((candidate) => candidate.category === `${brand} Automations`)) {
      expect(study.title, study.slug).toContain(brand)
      expect(study.showsAgentWorkflow, study.slug).toBe(true)
    }
    for (const study of studies) expect(study.showsAgentWorkflow).toBe(study.title.includes(brand))
  })

  it('exercises the optional fields both ways, so the pages show both forms', () => {
    const some = (test: (study: CaseStudy) => boolean) => studies.some(test)
    expect(some((study) => Array.isArray(study.challenges))).toBe(true)
    expect(some((study) => typeof study.challenges === 'string')).toBe(true)
    expect(some((study) => study.challenges_faced !== undefined)).toBe(true)
    expect(some((study) => study.challenges_faced === undefined)).toBe(true)
    expect(some((study) => study.headquarters !== undefined)).toBe(true)
    expect(some((study) => study.headquarters === undefined)).toBe(true)
    expect(some((study) => study.companySize !== undefined)).toBe(true)
    expect(some((study) => study.companySize === undefined)).toBe(true)
    expect(some((study) => study.timeframe === undefined)).toBe(true)
    expect(some((study) => study.timeframe !== undefined)).toBe(true)
    expect(some((study) => study.timeline === null)).toBe(true)
    expect(some((study) => study.timeline?.every === 'month')).toBe(true)
    expect(some((study) => study.timeline?.every === 'week')).toBe(true)
  })

  it('uses every metric type, and currency with K, M and thousands separators', () => {
    const lines = studies.flatMap((study) => study.results)
    expect(lines.some((line) => /\$\d+(\.\d+)?K\b/.test(line))).toBe(true)
    expect(lines.some((line) => /\$\d+(\.\d+)?M\b/.test(line))).toBe(true)
    expect(lines.some((line) => /\$\d{1,3}(,\d{3})+/.test(line))).toBe(true)
    const types = new Set(studies.flatMap((study) => study.metrics.map((metric) => metric.type)))
    expect([...types].sort()).toEqual(['currency', 'number', 'percentage'])
  })
})

describe('derived fields of the real studies', () => {
  it('gives each study a kept address: published, or its title by the spec rule while it is new', () => {
    const published = new Set(content.publishedAddresses)
    for (const study of studies) {
      expect(study.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      if (!published.has(caseStudyPath(study.slug))) expect(study.slug).toBe(slugify(study.title))
    }
  })

  it('gives every tile a value, a label without the figures and an axis label of at most 20 characters', () => {
    for (const { slug, metrics } of studies) {
      for (const metric of metrics) {
        const value = formatMetricValue(metric)
        expect(value, slug).toMatch(/\d/)
        expect(metric.label, slug).not.toBe(FALLBACK_METRIC_LABEL)
        expect(metric.label, slug).toMatch(/^[A-Z]/)
        expect(metric.label, slug).not.toContain(value)
        expect(axisLabel(metric.label).length, slug).toBeLessThanOrEqual(AXIS_LABEL_MAX_CHARS + 3)
      }
    }
  })

  it('charts only measured timelines: one value per period of the stated timeframe, nothing invented', () => {
    for (const study of studies) {
      if (study.timeline === null) continue
      const periods = timeframePeriods(study.timeframe!)!
      expect(study.timeline.every, study.slug).toBe(periods.every)
      expect(study.timeline.periods, study.slug).toHaveLength(periods.count)
      for (const series of study.timeline.series)
        expect(series.values, study.slug).toHaveLength(periods.count)
      // No straight line drawn by a rule: a real series does not rise by the same step every period.
      for (const series of study.timeline.series.filter((candidate) => candidate.values.length > 2)) {
        const steps = new Set(series.values.slice(1).map((value, index) => value - series.values[index]!))
        expect(steps.size, `${study.slug}: ${series.label}`).toBeGreaterThan(1)
      }
    }
  })

  it('summarises list challenges as sentences and keeps text challenges as written', () => {
    for (const study of studies) {
      expect(study.challengesSummary).toBe(
        Array.isArray(study.challenges) ? joinAsSentences(study.challenges) : study.challenges,
      )
    }
  })
})
