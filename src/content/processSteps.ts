import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

/** One step of "The Process" on the home page. */
export const processStepSchema = z.strictObject({
  step: z.string().regex(/^\d{2}$/, 'must be a two-digit step number such as 01'),
  title: text,
  description: text,
  highlights: z.array(text).min(1, 'must list at least one highlight'),
})

/** Three: the spec names the process's three steps (ICP & GMT, value proposition, closing). */
export const processStepsSchema = z
  .array(processStepSchema)
  .length(3, 'must list exactly three steps')
  .refine(
    (steps) => steps.every((step, index) => Number(step.step) === index + 1),
    'steps must be numbered 01, 02, 03 in order',
  )

export type ProcessStep = z.infer<typeof processStepSchema>
