import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { SOLUTION_CAPABILITY_COUNTS } from '@/config/constants'
import { solutionPagesSchema, solutionsSchema, type SolutionPage } from '@/schemas/solutions'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, realData } from './support/memoryData'
import { siteContent } from './support/siteContent'

const dataDir = path.resolve(import.meta.dirname, '../../data')
const readData = (file: string): unknown => parse(readFileSync(path.join(dataDir, file), 'utf8'))

// What the pages show: the pipeline's output, figures of data/figures.yaml filled in.
const pages = siteContent().solutionPages
const bySlug = (slug: string): SolutionPage => {
  const page = pages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`no page ${slug}`)
  return page
}

describe('data/solution-pages.yaml', () => {
  it('has one page for each solution of data/solutions.yaml', () => {
    const solutions = solutionsSchema.parse(readData('solutions.yaml'))
    expect(pages.map((page) => page.slug).sort()).toEqual(solutions.map((solution) => solution.slug).sort())
  })

  it('lists 8, 12 and 12 capabilities', () => {
    expect(bySlug('sales-automation').capabilities.items).toHaveLength(8)
    expect(bySlug('marketing-automation').capabilities.items).toHaveLength(12)
    expect(bySlug('operations-automation').capabilities.items).toHaveLength(12)
  })

  it('shows the success-story figures of the spec', () => {
    const figures = (slug: string) =>
      bySlug(slug).highlights.items.map((item) => `${item.value} ${item.title.toLowerCase()}`)
    expect(figures('sales-automation')).toEqual([
      '500% more qualified leads',
      '70% team workload reduction',
      '85% faster response',
    ])
    expect(figures('marketing-automation')).toEqual([
      '2,500 ai-generated posts',
      '300% engagement growth',
      '90% time saved',
    ])
  })

  it('gives the social media page the three blocks of the spec, without figures', () => {
    const blocks = bySlug('operations-automation').highlights.items
    expect(blocks.map((block) => block.title)).toEqual(['Post 24/7', 'Never Miss Engagement', 'Grow Faster'])
    expect(blocks.every((block) => block.value === undefined)).toBe(true)
  })

  it('has the six agents of the spec on each page, in order', () => {
    const agents = (slug: string) => bySlug(slug).agents.items.map((agent) => agent.title)
    expect(agents('sales-automation')).toEqual([
      'Prospector Agent',
      'Lead Scoring Agent',
      'Outreach Writer Agent',
      'Follow-up Automation Agent',
      'Scheduler Agent',
      'Analytics Agent',
    ])
    expect(agents('marketing-automation')).toEqual([
      'Content Creation Agent',
      'Campaign Optimizer Agent',
      'Email Marketing Agent',
      'Audience Targeting Agent',
      'Social Listening Agent',
      'Performance Analytics Agent',
    ])
    expect(agents('operations-automation')).toEqual([
      'Content Scheduler Agent',
      'Engagement Monitor Agent',
      'Trend Analysis Agent',
      'Community Manager Agent',
      'Hashtag Research Agent',
      'Performance Tracker Agent',
    ])
  })

  it('says for every agent what it does, what it works from and what it hands to a person', () => {
    for (const page of pages) {
      for (const agent of page.agents.items) {
        for (const field of [agent.description, agent.inputs, agent.handoff]) {
          expect(field.split(/\s+/).length, `${page.slug}: ${agent.title}`).toBeGreaterThanOrEqual(12)
        }
      }
    }
  })

  it('has no repeated capability or agent on a page', () => {
    for (const page of pages) {
      expect(new Set(page.capabilities.items).size).toBe(page.capabilities.items.length)
      expect(new Set(page.agents.items.map((agent) => agent.title)).size).toBe(page.agents.items.length)
    }
  })
})

describe('solutionPagesSchema', () => {
  const valid = () => structuredClone(readData('solution-pages.yaml')) as SolutionPage[]
  const messages = (value: unknown) => {
    const result = solutionPagesSchema.safeParse(value)
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('accepts the real data', () => {
    expect(messages(valid())).toEqual([])
  })

  it('rejects a capability list of the wrong length, naming the expected count', () => {
    const data = valid()
    const index = data.findIndex((page) => page.slug === 'sales-automation')
    data[index]!.capabilities.items.push('One capability too many')
    expect(messages(data)).toEqual([
      `${index}.capabilities.items: must list exactly ${SOLUTION_CAPABILITY_COUNTS['sales-automation']} capabilities for sales-automation, found 9`,
    ])
  })

  it('rejects five agent cards and two highlights', () => {
    const data = valid()
    data[0]!.agents.items.pop()
    data[0]!.highlights.items.pop()
    expect(messages(data)).toEqual([
      '0.highlights.items: must list exactly 3 items',
      '0.agents.items: must list exactly 6 agent cards',
    ])
  })

  it('rejects a page listed twice', () => {
    const data = valid()
    data[2] = { ...data[2]!, slug: data[0]!.slug }
    expect(messages(data)).toEqual([`2.slug: '${data[0]!.slug}' is listed twice`])
  })

  it('holds a page added later to no spec count but its own', () => {
    const data = valid()
    data.push({ ...structuredClone(data[0]!), slug: 'finance-automation' })
    data.at(-1)!.capabilities.items = ['Reconciles invoices against purchase orders every night']
    expect(messages(data)).toEqual([])
  })

  it('rejects an unknown icon or colour and extra fields', () => {
    const data = valid()
    const agents = data[0]!.agents.items as unknown as Record<string, string>[]
    agents[0]!.icon = 'robot'
    agents[1]!.color = 'pink'
    agents[2]!.notes = 'extra'
    expect(messages(data).map((message) => message.split(':')[0])).toEqual([
      '0.agents.items.0.icon',
      '0.agents.items.1.color',
      '0.agents.items.2',
    ])
  })
})

describe('solutions and their pages, across the two files', () => {
  it('build:data names a solution without a page and a page without a solution', () => {
    const dataSet = realData()
    edit(dataSet, 'solution-pages.yaml', (text) =>
      text.replace('- slug: marketing-automation', '- slug: unknown-automation'),
    )
    const { errors } = runPipeline(dataSet)
    const index = (readData('solutions.yaml') as { slug: string }[]).findIndex(
      (solution) => solution.slug === 'marketing-automation',
    )
    const pageIndex = (readData('solution-pages.yaml') as { slug: string }[]).findIndex(
      (page) => page.slug === 'marketing-automation',
    )
    expect(errors).toEqual([
      `data/solutions.yaml: ${index}.slug: has no page: add an entry with slug 'marketing-automation' to data/solution-pages.yaml`,
      `data/solution-pages.yaml: ${pageIndex}.slug: unknown solution 'unknown-automation'; data/solutions.yaml lists: sales-automation, marketing-automation, operations-automation`,
    ])
  })
})
