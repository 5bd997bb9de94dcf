import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { homeSchema } from '@/schemas/home'
import { processStepsSchema } from '@/schemas/processSteps'
import { roadmapSchema } from '@/schemas/roadmap'
import { whyChooseSchema } from '@/schemas/whyChoose'
import { countInWords } from '@/lib/text'
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
    // The spec's clients; an editor may add more.
    expect(whyChoose.industries.map((industry) => industry.name)).toEqual(
      expect.arrayContaining([
        'Software Development',
        'Fintech',
        'Healthcare',
        'EdTech',
        'SaaS',
        'Web3',
        'Startups',
      ]),
    )
    const claims = ['averageRoi', 'leadIncrease', 'workloadReduction', 'startupCredits']
    expect(whyChoose.stats.map((stat) => stat.value)).toEqual(
      expect.arrayContaining(claims.map((name) => `{{figure:${name}}}`)),
    )
    const shown = content.whyChoose.stats.map((stat) => stat.value)
    expect(shown).toEqual(expect.arrayContaining(claims.map((name) => content.figures[name]!.value)))
  })

  it('rejects a repeated industry', () => {
    const whyChoose = read('why-choose.yaml') as { industries: { name: string; icon: string }[] }
    whyChoose.industries.push({ ...whyChoose.industries[0]! })
    expect(messages(whyChooseSchema.safeParse(whyChoose))).toEqual([
      'industries: must not repeat an industry',
    ])
  })
})

describe('data/home.yaml', () => {
  const { home, site, roadmap, services } = content

  it('words the headings and buttons the specification names exactly as it does', () => {
    expect(home.hero.schedulerButton).toBe('Free Consultation Call')
    expect(home.hero.servicesButton).toBe('Our Services')
    expect(home.services.title).toBe('Our Services')
    expect(home.services.cardLink).toBe('Learn About')
    expect(home.solutions.cardLink).toBe('Learn More')
    expect(home.solutions.schedulerButton).toBe('Schedule a Strategy Call')
    expect(home.process.title).toBe('The Process')
    expect(home.process.schedulerButton).toBe('Schedule A Free Consultation')
    expect(home.roadmap.title).toBe('Your Path to Success')
    expect(home.about.title).toBe(`Why Choose ${site.brand}`)
  })

  it('takes its counts and facts from the files that hold them', () => {
    expect(home.roadmap.eyebrow).toBe(`${roadmap.length} weeks to a predictable pipeline`)
    expect(home.roadmap.subtitle).toContain(`by week ${roadmap.length} you have a playbook`)
    expect(home.roadmap.subtitle).toContain(`within ${content.figures.timeToFirstMeetings!.value},`)
    expect(home.services.subtitle).toMatch(
      new RegExp(`^${countInWords(services.length)} ways to reach the buyers`),
    )
    expect(home.hero.badge).toBe(`B2B lead generation & ${site.aiProduct.name} agents`)
    expect(home.hero.facts).toBe(
      `Founded in ${site.foundingYear} in ${site.address.city} · ${site.employees.min} to ` +
        `${site.employees.max} specialists · Free ${content.figures.consultationLength!.value} strategy call`,
    )
  })

  it('rejects a missing heading and an unknown field', () => {
    const written = read('home.yaml') as { process: Record<string, unknown> }
    delete written.process.title
    written.process.footnote = 'Extra'
    expect(messages(homeSchema.safeParse(written))).toEqual([
      'process.title: Invalid input: expected string, received undefined',
      'process: Unrecognized key: "footnote"',
    ])
  })
})

describe('counts: only those the specification fixes', () => {
  it('holds the spec to four demo activities, three process steps and six roadmap weeks', () => {
    expect(content.demoActivities).toHaveLength(4)
    expect(content.processSteps).toHaveLength(3)
    expect(content.roadmap).toHaveLength(6)
  })

  it('lets an editor list as many stats, advantages, promises, highlights or week items as they need', () => {
    const whyChoose = read('why-choose.yaml') as {
      stats: unknown[]
      advantages: unknown[]
      commitment: { promises: unknown[] }
    }
    whyChoose.stats.push({ value: '9', label: 'languages our SDRs write in' })
    whyChoose.advantages = whyChoose.advantages.slice(0, 2)
    whyChoose.commitment.promises = whyChoose.commitment.promises.slice(0, 1)
    expect(messages(whyChooseSchema.safeParse(whyChoose))).toEqual([])

    const steps = read('process-steps.yaml') as { highlights: string[] }[]
    steps[0]!.highlights.push('A fifth highlight', 'And a sixth')
    expect(messages(processStepsSchema.safeParse(steps))).toEqual([])

    const weeks = read('roadmap.yaml') as { items: string[] }[]
    weeks[0]!.items = weeks[0]!.items.slice(0, 1)
    weeks[1]!.items.push('Second review with your sales lead', 'Sequence A/B results shared')
    expect(messages(roadmapSchema.safeParse(weeks))).toEqual([])
  })
})
