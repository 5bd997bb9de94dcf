import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

/** One step of "The Process" on the home page. */
export const processStepSchema = z.strictObject({
  step: z
    .string()
    .regex(/^\d{2}$/, 'must be a two-digit step number such as 01')
    .describe("The step's number, two digits: 01, 02, 03."),
  title: text.describe('The step\'s name, e.g. "ICP & GMT".'),
  description: text.describe('One or two sentences on what happens in it.'),
  highlights: z
    .array(text)
    .min(1, 'must list at least one highlight')
    .describe('Its key points, one per item.'),
})

/** Exactly three, a requirement of the product: ICP & GMT, Value Proposition Creation, Close new opportunities. */
export const processStepsSchema = z
  .array(processStepSchema)
  .length(3, 'must list exactly three steps')
  .describe('The three steps of "The Process" on the home page, in order.')
  .refine(
    (steps) => steps.every((step, index) => Number(step.step) === index + 1),
    'steps must be numbered 01, 02, 03 in order',
  )
