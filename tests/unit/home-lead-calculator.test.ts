import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { leadCalculatorSchema } from '@/schemas/leadCalculator'
import {
  clampToRange,
  defaultLeadInputs,
  formatCurrency,
  formatInputValue,
  projectLeads,
  roundTo,
  type LeadInputs,
} from '@/features/home/leadProjection'

const config = leadCalculatorSchema.parse(parse(readFileSync('data/lead-calculator.yaml', 'utf8')))

const zero: LeadInputs = { prospects: 0, replyRate: 0, meetingRate: 0, closeRate: 0, dealSize: 0 }

describe('projectLeads', () => {
  it('follows the funnel for the default inputs', () => {
    // 1,500 prospects x 8% = 120 replies x 30% = 36 meetings x 20% = 7.2 deals x $15,000
    expect(
      projectLeads({ prospects: 1500, replyRate: 8, meetingRate: 30, closeRate: 20, dealSize: 15000 }),
    ).toEqual({
      replies: 120,
      meetings: 36,
      deals: 7.2,
      pipelineValue: 540000,
      monthlyRevenue: 108000,
      annualRevenue: 1296000,
    })
  })

  it('gives zero everywhere when every input is zero', () => {
    expect(projectLeads(zero)).toEqual({
      replies: 0,
      meetings: 0,
      deals: 0,
      pipelineValue: 0,
      monthlyRevenue: 0,
      annualRevenue: 0,
    })
  })

  it('stops the funnel at the first zero stage', () => {
    const withoutMeetings = projectLeads({
      prospects: 2000,
      replyRate: 10,
      meetingRate: 0,
      closeRate: 50,
      dealSize: 9000,
    })
    expect(withoutMeetings.replies).toBe(200)
    expect(withoutMeetings.meetings).toBe(0)
    expect(withoutMeetings.deals).toBe(0)
    expect(withoutMeetings.pipelineValue).toBe(0)

    const freeDeals = projectLeads({
      prospects: 2000,
      replyRate: 10,
      meetingRate: 50,
      closeRate: 50,
      dealSize: 0,
    })
    expect(freeDeals.deals).toBe(50)
    expect(freeDeals.monthlyRevenue).toBe(0)
    expect(freeDeals.annualRevenue).toBe(0)
  })

  it('handles every input at the maximum of data/lead-calculator.yaml', () => {
    const max = Object.fromEntries(
      Object.entries(config.inputs).map(([key, input]) => [key, input.max]),
    ) as LeadInputs
    expect(max).toEqual({
      prospects: 10000,
      replyRate: 30,
      meetingRate: 100,
      closeRate: 60,
      dealSize: 250000,
    })
    expect(projectLeads(max)).toEqual({
      replies: 3000,
      meetings: 3000,
      deals: 1800,
      pipelineValue: 750_000_000,
      monthlyRevenue: 450_000_000,
      annualRevenue: 5_400_000_000,
    })
  })

  it('caps percentages at 100 and treats negative or missing numbers as zero', () => {
    expect(
      projectLeads({ prospects: 100, replyRate: 250, meetingRate: 100, closeRate: 100, dealSize: 10 }),
    ).toMatchObject({
      replies: 100,
      deals: 100,
      monthlyRevenue: 1000,
    })
    expect(
      projectLeads({ prospects: -500, replyRate: 10, meetingRate: 10, closeRate: 10, dealSize: 1000 }),
    ).toMatchObject({
      replies: 0,
      pipelineValue: 0,
    })
    expect(
      projectLeads({ prospects: Number.NaN, replyRate: 10, meetingRate: 10, closeRate: 10, dealSize: 1000 })
        .replies,
    ).toBe(0)
  })

  it('rounds replies to whole people, meetings and deals to one decimal, money to whole dollars', () => {
    // 1,100 x 7.5% = 82.5 replies -> 83; x 33% = 27.225 meetings -> 27.2; x 17% = 4.62825 deals -> 4.6
    const projection = projectLeads({
      prospects: 1100,
      replyRate: 7.5,
      meetingRate: 33,
      closeRate: 17,
      dealSize: 12345,
    })
    expect(projection.replies).toBe(83)
    expect(projection.meetings).toBe(27.2)
    expect(projection.deals).toBe(4.6)
    // Money comes from the unrounded funnel: 4.62825 x 12,345 = 57,135.74625 -> 57,136
    expect(projection.monthlyRevenue).toBe(57136)
    expect(projection.annualRevenue).toBe(685629) // 685,628.955
    expect(projection.pipelineValue).toBe(336093) // 27.225 x 12,345 = 336,092.625
  })

  it('rounds halves up even where floating point lands just below them', () => {
    // 3 x 35% = 1.05 (1.0499999999999998 in floating point) meetings -> 1.1
    expect(
      projectLeads({ prospects: 3, replyRate: 100, meetingRate: 35, closeRate: 0, dealSize: 0 }).meetings,
    ).toBe(1.1)
    // 1 x 50% = 0.5 replies -> 1
    expect(
      projectLeads({ prospects: 1, replyRate: 50, meetingRate: 0, closeRate: 0, dealSize: 0 }).replies,
    ).toBe(1)
  })
})

describe('roundTo', () => {
  it('rounds half away from zero and never returns -0', () => {
    expect(roundTo(2.25, 1)).toBe(2.3)
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-2.5, 0)).toBe(-3)
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true)
    expect(roundTo(Number.POSITIVE_INFINITY, 0)).toBe(0)
  })
})

describe('clampToRange', () => {
  const range = { min: 0, max: 30, step: 0.5 }

  it('keeps values inside the range and on the step grid', () => {
    expect(clampToRange(-3, range)).toBe(0)
    expect(clampToRange(99, range)).toBe(30)
    expect(clampToRange(7.3, range)).toBe(7.5)
    expect(clampToRange(7.2, range)).toBe(7)
    expect(clampToRange(Number.NaN, range)).toBe(0)
  })
})

describe('the calculator configuration', () => {
  it('starts from the defaults of data/lead-calculator.yaml', () => {
    expect(defaultLeadInputs(config)).toEqual({
      prospects: 1500,
      replyRate: 8,
      meetingRate: 30,
      closeRate: 20,
      dealSize: 15000,
    })
  })

  it('rejects a default outside its range and a step that does not fit', () => {
    const raw = parse(readFileSync('data/lead-calculator.yaml', 'utf8'))
    raw.inputs.closeRate.default = 75
    raw.inputs.replyRate.step = 0.7
    const result = leadCalculatorSchema.safeParse(raw)
    expect(result.success).toBe(false)
    const problems = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(problems).toContain('inputs.closeRate.default: must lie between min (0) and max (60)')
    expect(problems).toContain('inputs.replyRate.step: must divide max - min evenly')
  })

  it('rejects a percentage above 100', () => {
    const raw = parse(readFileSync('data/lead-calculator.yaml', 'utf8'))
    raw.inputs.meetingRate.max = 120
    expect(leadCalculatorSchema.safeParse(raw).success).toBe(false)
  })
})

describe('formatting', () => {
  it('shows counts, percentages and dollars as visitors read them', () => {
    expect(formatInputValue(1500, 'count')).toBe('1,500')
    expect(formatInputValue(7.5, 'percent')).toBe('7.5%')
    expect(formatInputValue(15000, 'currency')).toBe('$15,000')
    expect(formatCurrency(5_400_000_000)).toBe('$5,400,000,000')
  })
})
