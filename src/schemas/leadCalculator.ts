import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

/** How many steps of `step` lie between `from` and `to`; tolerant to decimal steps such as 0.5. */
function isWholeSteps(from: number, to: number, step: number): boolean {
  const steps = (to - from) / step
  return Math.abs(steps - Math.round(steps)) < 1e-9
}

function inputSchema(unit: 'count' | 'percent' | 'currency') {
  return z
    .strictObject({
      label: text.describe('The input\'s label, e.g. "Prospects contacted a month".'),
      help: text.describe('A line under it that says what to enter.'),
      min: z.number().nonnegative('must not be negative').describe('The smallest value the slider allows.'),
      max: z.number().positive('must be positive').describe('The largest value the slider allows.'),
      step: z.number().positive('must be positive').describe('How much one step of the slider adds.'),
      default: z
        .number()
        .nonnegative('must not be negative')
        .describe('The value when the calculator opens.'),
    })
    .superRefine((input, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message })
      if (input.min >= input.max) problem('max', 'must be greater than min')
      if (unit === 'percent' && input.max > 100) problem('max', 'a percentage must not exceed 100')
      if (input.default < input.min || input.default > input.max)
        problem('default', `must lie between min (${input.min}) and max (${input.max})`)
      if (!isWholeSteps(input.min, input.max, input.step)) problem('step', 'must divide max - min evenly')
      if (!isWholeSteps(input.min, input.default, input.step))
        problem('default', 'must be min plus a whole number of steps')
    })
    .transform((input) => ({ ...input, unit }))
}

/** The home page's lead-generation ROI calculator: each input's label, help, range and default. */
export const leadCalculatorSchema = z.strictObject({
  inputs: z
    .strictObject({
      prospects: inputSchema('count').describe('How many prospects are contacted a month.'),
      replyRate: inputSchema('percent').describe('The share of prospects who reply, in percent.'),
      meetingRate: inputSchema('percent').describe('The share of replies that become meetings, in percent.'),
      closeRate: inputSchema('percent').describe('The share of meetings that become deals, in percent.'),
      dealSize: inputSchema('currency').describe('The average deal, in dollars.'),
    })
    .describe("The calculator's inputs."),
  /** Shown under the results: what the projection assumes. */
  note: text.describe('A line under the results on what the projection assumes.'),
})

export type LeadCalculatorConfig = z.infer<typeof leadCalculatorSchema>
export type LeadCalculatorInput = LeadCalculatorConfig['inputs']['prospects']
export type LeadCalculatorInputKey = keyof LeadCalculatorConfig['inputs']
