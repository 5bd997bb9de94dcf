import { describe, expect, it } from 'vitest'
import { accentNames } from '@/content/accent'
import { CARD_FADE_IN_THRESHOLD } from '@/config/constants'
import {
  AGENT_WORKFLOW,
  WORKFLOW_ELSE_TARGET,
  WORKFLOW_MAX_FOLLOW_UPS,
  WORKFLOW_SCORE_THRESHOLD,
  workflowDescription,
} from '@/features/case-studies/agentWorkflowSteps'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { logAxisMin, logTickLabel, wrapAxisLabel } from '@/features/case-studies/chartData'
import { withAlpha } from '@/features/case-studies/chartTheme'
import { isGridVisible, nextRevealPhase, REVEAL_THRESHOLDS } from '@/features/case-studies/reveal'

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

  it('puts the floor of the logarithmic axis at the power of ten below the smallest value', () => {
    expect(logAxisMin([146, 1_900_000, 68, 84])).toBe(10)
    expect(logAxisMin([9.6, 640_000, 87, 7])).toBe(1)
    expect(logAxisMin([0.8, 50])).toBe(0.1)
    expect(logAxisMin([0, -3])).toBe(1)
    expect(logAxisMin([])).toBe(1)
  })

  it('labels only powers of ten, compactly', () => {
    expect(logTickLabel(10)).toBe('10')
    expect(logTickLabel(1000)).toBe('1K')
    expect(logTickLabel(1_000_000)).toBe('1M')
    expect(logTickLabel(20)).toBe('')
    expect(logTickLabel(500)).toBe('')
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
  it('has the nodes the spec lists, in order, from Start to End', () => {
    expect(AGENT_WORKFLOW.map((step) => step.title)).toEqual([
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
    expect(AGENT_WORKFLOW.filter((step) => step.kind === 'condition')).toHaveLength(1)
    expect(AGENT_WORKFLOW.filter((step) => step.kind === 'loop')).toHaveLength(1)
  })

  it('connects every agent to a tool', () => {
    for (const step of AGENT_WORKFLOW.filter((candidate) => candidate.kind === 'agent')) {
      expect(step.tool, step.title).toBeTruthy()
    }
  })

  it('describes the whole flow as text for the SVG description', () => {
    const description = workflowDescription(AGENT_WORKFLOW)
    for (const step of AGENT_WORKFLOW) expect(description).toContain(step.title)
    expect(description).toContain('(tool: Web search)')
    expect(description).toContain(WORKFLOW_ELSE_TARGET.toLowerCase())
    expect(description).toContain(`up to ${WORKFLOW_MAX_FOLLOW_UPS} times`)
  })
})
