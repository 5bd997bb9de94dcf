import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { processStepsSchema } from '@/content/processSteps'
import { roadmapSchema } from '@/content/roadmap'
import { whyChooseSchema } from '@/content/whyChoose'
import { siteContent } from './support/siteContent'

const read = (file: string): unknown => parse(readFileSync(`data/${file}`, 'utf8'))
/** What the pages show: data/ through the pipeline, figures filled in. */
const content = siteContent()
const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('data/process-steps.yaml', () => {
  it('holds the three steps of the specification, in order', () => {
    const steps = processStepsSchema.parse(read('process-steps.yaml'))
    expect(steps.map((step) => [step.step, step.title])).toEqual([
      ['01', 'ICP & GMT'],
      ['02', 'Value Proposition Creation'],
      ['03', 'Close new opportunities'],
    ])
  })

  it('rejects steps out of order', () => {
    const steps = read('process-steps.yaml') as { step: string }[]
    ;[steps[0]!.step, steps[1]!.step] = [steps[1]!.step, steps[0]!.step]
    expect(messages(processStepsSchema.safeParse(steps))).toEqual([
      ': steps must be numbered 01, 02, 03 in order',
    ])
  })
})

describe('data/roadmap.yaml', () => {
  it('is a six-week roadmap with items and a colour each week', () => {
    const weeks = roadmapSchema.parse(read('roadmap.yaml'))
    expect(weeks.map((week) => week.week)).toEqual([1, 2, 3, 4, 5, 6])
    for (const week of weeks) {
      expect(week.items.length).toBeGreaterThanOrEqual(2)
      expect(week.color).toBeTruthy()
    }
  })

  it('rejects a missing week and an unknown colour', () => {
    const weeks = read('roadmap.yaml') as { color: string }[]
    weeks[0]!.color = 'teal'
    const result = roadmapSchema.safeParse(weeks.slice(0, 5))
    expect(messages(result)).toContain(': must list exactly six weeks')
    expect(messages(result).some((message) => message.startsWith('0.color: must be one of violet'))).toBe(
      true,
    )
  })
})

describe('data/why-choose.yaml', () => {
  it('lists the industries the specification names, and cites the metadata claims from data/figures.yaml', () => {
    const whyChoose = whyChooseSchema.parse(read('why-choose.yaml'))
    expect(whyChoose.industries.map((industry) => industry.name)).toEqual([
      'Software Development',
      'Fintech',
      'Healthcare',
      'EdTech',
      'SaaS',
      'Web3',
      'Startups',
    ])
    expect(whyChoose.stats.map((stat) => stat.value)).toEqual([
      '{{figure:averageRoi}}',
      '{{figure:leadIncrease}}',
      '{{figure:workloadReduction}}',
      '{{figure:startupCredits}}',
    ])
    const shown = content.whyChoose.stats.map((stat) => stat.value)
    expect(shown).toEqual(['400%+', '500%', '70%', '$320,000+'])
  })

  it('rejects a repeated industry', () => {
    const whyChoose = read('why-choose.yaml') as { industries: { name: string; icon: string }[] }
    whyChoose.industries.push({ ...whyChoose.industries[0]! })
    expect(messages(whyChooseSchema.safeParse(whyChoose))).toEqual([
      'industries: must not repeat an industry',
    ])
  })
})
