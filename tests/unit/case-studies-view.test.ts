import { describe, expect, it } from 'vitest'
import { accentNames } from '@/schemas/accent'
import { CARD_FADE_IN_THRESHOLD } from '@/config/constants'
import {
  agentWorkflow,
  followUpLabel,
  followUpRule,
  WORKFLOW_ELSE_TARGET,
  WORKFLOW_SCORE_THRESHOLD,
  workflowDescription,
} from '@/features/case-studies/agentWorkflowSteps'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { wrapAxisLabel } from '@/features/case-studies/chartData'
import { withAlpha } from '@/features/case-studies/chartTheme'
import { isGridVisible, nextRevealPhase, REVEAL_THRESHOLDS } from '@/features/case-studies/reveal'
import { siteContent } from './support/siteContent'

const seen = (ratio: number, visibleHeight = 0, viewportHeight = 800, isIntersecting = ratio > 0) => ({
  isIntersecting,
  ratio,
  visibleHeight,
  viewportHeight,
})

describe('card fade-in', () => {
  it('observes up to the 10% threshold', () => {
    expect(CARD_FADE_IN_THRESHOLD).toBe(0.1)
    expect(REVEAL_THRESHOLDS.at(-1)).toBe(CARD_FADE_IN_THRESHOLD)
    expect(Math.max(...REVEAL_THRESHOLDS)).toBe(CARD_FADE_IN_THRESHOLD)
  })

  it('leaves a grid already on screen at hydration as prerendered (nothing visible disappears)', () => {
    expect(nextRevealPhase('static', seen(0.3, 500), true)).toBe('static')
    expect(nextRevealPhase('static', seen(0.01, 10), true)).toBe('static')
  })

  it('hides a grid below the fold and reveals it once 10% is visible', () => {
    let phase = nextRevealPhase('static', seen(0, 0, 800, false), true)
    expect(phase).toBe('waiting')
    phase = nextRevealPhase(phase, seen(0.04, 120), false)
    expect(phase).toBe('waiting')
    phase = nextRevealPhase(phase, seen(0.1, 300), false)
    expect(phase).toBe('revealed')
  })

  it('reveals only once: scrolling away and back keeps it revealed', () => {
    expect(nextRevealPhase('revealed', seen(0, 0, 800, false), false)).toBe('revealed')
    expect(nextRevealPhase('revealed', seen(0.5, 800), false)).toBe('revealed')
  })

  it('never reveals a static grid later', () => {
    expect(nextRevealPhase('static', seen(0.5, 800), false)).toBe('static')
  })

  it('counts a grid too tall for 10% to fit as visible once it fills half the screen', () => {
    expect(isGridVisible(seen(0.08, 400, 800))).toBe(true)
    expect(isGridVisible(seen(0.08, 399, 800))).toBe(false)
    expect(isGridVisible(seen(0.099, 100, 800))).toBe(false)
    expect(isGridVisible(seen(0.1, 100, 800))).toBe(true)
    expect(isGridVisible(seen(0, 0, 0))).toBe(false)
  })
})

describe('chart helpers', () => {
  it('wraps the cut axis label into short lines without losing a character', () => {
    expect(wrapAxisLabel('Qualified demos booked with payments and product leaders')).toEqual([
      'Qualified',
      'demos',
      'book...',
    ])
    expect(wrapAxisLabel('New sales pipeline sourced by the agents')).toEqual([
      'New sales',
      'pipeline',
      's...',
    ])
    expect(wrapAxisLabel('Organic loan applications').join(' ')).toBe('Organic loan applica...')
    expect(wrapAxisLabel('Performance Metric')).toEqual(['Performance', 'Metric'])
  })

  it('keeps every line within the width it is given, breaking a longer word with a hyphen', () => {
    const lines = wrapAxisLabel('Organic loan applications', 6)
    expect(lines.every((line) => line.length <= 6)).toBe(true)
    expect(lines.join(' ').replaceAll('- ', '')).toBe('Organic loan applica...')
    expect(lines).toEqual(['Organ-', 'ic', 'loan', 'appli-', 'ca...'])
  })

  it('measures lines as it is told (pixels in a chart)', () => {
    const pixels = (text: string) => text.length * 7
    const lines = wrapAxisLabel('Reduction in SDR hours spent on research', 48, pixels)
    expect(lines.every((line) => pixels(line) <= 48)).toBe(true)
    expect(lines.join(' ').replaceAll('- ', '')).toBe('Reduction in SDR hou...')
  })

  it('adds an alpha channel to hex colours only', () => {
    expect(withAlpha('#b3a5ff', 0.15)).toBe('#b3a5ff26')
    expect(withAlpha('#4b2fc9', 1)).toBe('#4b2fc9ff')
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)')
  })
})

describe('category accents', () => {
  const categories = ['Bandera AI Automations', 'AI SEO & Organic Growth', 'Outreach']

  it('gives each category its own accent by its position, stable across pages', () => {
    const accents = categories.map((category) => categoryAccent(category, categories))
    expect(accents).toEqual(['violet', 'emerald', 'sky'])
    expect(new Set(accents).size).toBe(3)
    for (const accent of accents) expect(accentNames).toContain(accent)
  })

  it('falls back to the first accent for an unknown category', () => {
    expect(categoryAccent('Unknown', categories)).toBe('violet')
  })
})

describe('the agent workflow', () => {
  const rule = { limit: '3 follow-ups', window: '30 days' }
  const steps = agentWorkflow(rule)

  it('has the nodes the spec lists, in order, from Start to End', () => {
    expect(steps.map((step) => step.title)).toEqual([
      'Start',
      'Prospector Agent',
      'Lead Scoring Agent',
      `If / else: score ${WORKFLOW_SCORE_THRESHOLD} or more?`,
      'Outreach Writer Agent',
      'While loop: no reply yet',
      'Scheduler Agent',
      'Analytics Agent',
      'End',
    ])
    expect(steps.filter((step) => step.kind === 'condition')).toHaveLength(1)
    expect(steps.filter((step) => step.kind === 'loop')).toHaveLength(1)
  })

  it('connects every agent to a tool', () => {
    for (const step of steps.filter((candidate) => candidate.kind === 'agent')) {
      expect(step.tool, step.title).toBeTruthy()
    }
  })

  it('describes the whole flow as text for the SVG description', () => {
    const description = workflowDescription(steps)
    for (const step of steps) expect(description).toContain(step.title)
    expect(description).toContain('(tool: Web search)')
    expect(description).toContain(WORKFLOW_ELSE_TARGET.toLowerCase())
    expect(description).toContain('up to 3 follow-ups in 30 days')
  })

  it("follows up as the Follow-up agent's figures say, the same on the diagram and the solution page", () => {
    const { figures, solutionPages } = siteContent()
    const site = followUpRule(figures)
    expect(site).toEqual({ limit: figures.followUpLimit!.value, window: figures.followUpWindow!.value })
    const loop = agentWorkflow(site).find((step) => step.kind === 'loop')!
    expect(loop.detail).toContain(followUpLabel(site))
    const followUpAgent = solutionPages
      .flatMap((page) => page.agents.items)
      .find((agent) => agent.title === 'Follow-up Automation Agent')!
    expect(followUpAgent.description).toContain(`up to ${site.limit} over ${site.window}`)
  })
})
