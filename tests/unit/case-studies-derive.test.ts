import { describe, expect, it } from 'vitest'
import { CARD_ANIMATION_DELAY_STEPS, NEIGHBOUR_TITLE_MAX_CHARS } from '@/config/constants'
import type { CaseStudy, CaseStudySource } from '@/schemas/caseStudy'
import {
  animationDelayStep,
  deriveCaseStudy,
  distinctCategories,
  joinAsSentences,
  neighbours,
  nextCategoryFilter,
  toCaseStudyDetail,
  toCaseStudySummary,
} from '@/views/caseStudies'

const source: CaseStudySource = {
  slug: 'how-bandera-ai-booked-40-demos-a-fintech-story',
  title: 'How Bandera AI Booked 40 Demos: A Fintech Story!',
  publishDate: '2025-03-11',
  category: 'Bandera AI Automations',
  industry: 'Fintech',
  challenges: ['No outbound process', 'A tiny team.'],
  solutions: ['Prospector agent'],
  results: ['40 demos booked', '$120K in pipeline', '35% faster replies'],
}

describe('deriveCaseStudy', () => {
  const study = deriveCaseStudy(source, 'Bandera AI')

  it('keeps the slug it was given: a new title does not move the address', () => {
    expect(study.slug).toBe('how-bandera-ai-booked-40-demos-a-fintech-story')
    expect(deriveCaseStudy({ ...source, title: 'How Bandera AI Booked 45 Demos' }, 'X').slug).toBe(
      source.slug,
    )
  })

  it('shows the agent workflow only when the title contains the AI product name', () => {
    expect(study.showsAgentWorkflow).toBe(true)
    expect(
      deriveCaseStudy({ ...source, title: 'Outbound for a Fintech' }, 'Bandera AI').showsAgentWorkflow,
    ).toBe(false)
    expect(deriveCaseStudy({ ...source, title: 'Bandera Outreach' }, 'Bandera AI').showsAgentWorkflow).toBe(
      false,
    )
    expect(
      deriveCaseStudy({ ...source, title: 'what bandera ai did' }, 'Bandera AI').showsAgentWorkflow,
    ).toBe(true)
  })

  it('derives metrics, grouped by unit for the comparison chart, and no timeline it was not given', () => {
    expect(study.metrics.map((metric) => [metric.type, metric.value])).toEqual([
      ['number', 40],
      ['currency', 120_000],
      ['percentage', 35],
    ])
    expect(study.comparison.map((group) => [group.unit, group.metrics.length, group.scale])).toEqual([
      ['percentage', 1, { max: 40, step: 10 }],
      ['currency', 1, { max: 150_000, step: 50_000 }],
      ['number', 1, { max: 40, step: 10 }],
    ])
    expect(study.timeline).toBeNull()
    expect(deriveCaseStudy({ ...source, timeframe: '2 months' }, 'Bandera AI').timeline).toBeNull()
    const measured = deriveCaseStudy(
      {
        ...source,
        timeframe: '2 months',
        timeline: {
          every: 'month',
          unit: 'number',
          caption: 'Demos each month.',
          starts: 'the month the work began',
          series: [{ label: 'Demos', values: [15, 25], cumulative: false, result: 1 }],
        },
      },
      'Bandera AI',
    )
    expect(measured.timeline?.periods).toEqual(['Month 1', 'Month 2'])
  })

  it('summarises the challenges as one text', () => {
    expect(study.challengesSummary).toBe('No outbound process. A tiny team.')
    expect(deriveCaseStudy({ ...source, challenges: 'One paragraph.' }, 'X').challengesSummary).toBe(
      'One paragraph.',
    )
  })
})

describe('joinAsSentences', () => {
  it('ends each item with a full stop unless it already ends a sentence', () => {
    expect(joinAsSentences(['First', 'Second!', 'Third?', ' Fourth. ', ''])).toBe(
      'First. Second! Third? Fourth.',
    )
    expect(joinAsSentences([])).toBe('')
  })
})

describe('list and detail data', () => {
  const study = deriveCaseStudy({ ...source, headquarters: 'Kyiv, Ukraine' }, 'Bandera AI')

  it('gives the list card only its fields, absent ones as null', () => {
    expect(toCaseStudySummary(study)).toEqual({
      slug: study.slug,
      title: study.title,
      category: 'Bandera AI Automations',
      industry: 'Fintech',
      timeframe: null,
      headquarters: 'Kyiv, Ukraine',
      companySize: null,
      challengesSummary: 'No outbound process. A tiny team.',
      resultsCount: 3,
      // The first result, '40 demos booked', written out as the card shows it.
      keyResult: { value: '40', label: 'Demos booked' },
    })
  })

  it('gives the detail page every field but the summary', () => {
    const detail = toCaseStudyDetail(study)
    expect(detail).not.toHaveProperty('challengesSummary')
    expect(detail).toEqual(
      Object.fromEntries(Object.entries(study).filter(([key]) => key !== 'challengesSummary')),
    )
    expect(study).toHaveProperty('challengesSummary')
  })
})

describe('neighbours', () => {
  const list: Pick<CaseStudy, 'slug' | 'title'>[] = [
    { slug: 'a', title: 'Short title' },
    { slug: 'b', title: 'A title of exactly fifty characters for the test!!' },
    { slug: 'c', title: 'A title that is clearly longer than fifty characters in total' },
  ]

  it('links the previous and next studies in list order', () => {
    expect(neighbours(list, 'b')).toEqual({
      previous: { slug: 'a', title: 'Short title' },
      next: { slug: 'c', title: 'A title that is clearly longer than fifty characte...' },
    })
  })

  it(`cuts titles over ${NEIGHBOUR_TITLE_MAX_CHARS} characters to ${NEIGHBOUR_TITLE_MAX_CHARS} plus an ellipsis`, () => {
    expect(list[1]!.title).toHaveLength(50)
    expect(neighbours(list, 'a').next?.title).toBe(list[1]!.title)
    expect(neighbours(list, 'b').next?.title).toHaveLength(53)
  })

  it('has no previous for the first, no next for the last, and none for an unknown slug', () => {
    expect(neighbours(list, 'a').previous).toBeNull()
    expect(neighbours(list, 'c').next).toBeNull()
    expect(neighbours(list, 'zzz')).toEqual({ previous: null, next: null })
  })
})

describe('list filter helpers', () => {
  it('lists distinct categories in order of first appearance', () => {
    expect(
      distinctCategories([{ category: 'B' }, { category: 'A' }, { category: 'B' }, { category: 'C' }]),
    ).toEqual(['B', 'A', 'C'])
    expect(distinctCategories([])).toEqual([])
  })

  it('selects one category at a time; clicking the active one, or All, returns to All', () => {
    expect(nextCategoryFilter(null, 'Outreach')).toBe('Outreach')
    expect(nextCategoryFilter('Outreach', 'AI SEO & Organic Growth')).toBe('AI SEO & Organic Growth')
    expect(nextCategoryFilter('Outreach', 'Outreach')).toBeNull()
    expect(nextCategoryFilter('Outreach', null)).toBeNull()
    expect(nextCategoryFilter(null, null)).toBeNull()
  })

  it(`cycles the fade-in delay over ${CARD_ANIMATION_DELAY_STEPS} steps: index mod 5, plus 1`, () => {
    expect(Array.from({ length: 13 }, (_, index) => animationDelayStep(index))).toEqual([
      1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3,
    ])
  })
})
