import { z } from 'zod'
import { accentNames } from './accent'

const text = z.string().trim().min(1, 'must not be empty')

/** One week of the six-week roadmap ("Your Path to Success"). */
export const roadmapWeekSchema = z.strictObject({
  week: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .describe("The week's number, 1 to 6 in order."),
  title: text.describe('What the week is about, e.g. "ICP and data research".'),
  items: z
    .array(text)
    .min(1, 'must list at least one item')
    .describe('What happens that week, one per item.'),
  color: z
    .enum(accentNames, { message: `must be one of ${accentNames.join(', ')}` })
    .describe('The accent colour of the week.'),
})

/** Exactly six, a requirement of the product: "Your Path to Success" is a six-week roadmap. */
export const roadmapSchema = z
  .array(roadmapWeekSchema)
  .length(6, 'must list exactly six weeks')
  .describe('The six weeks of "Your Path to Success" on the home page, in order.')
  .refine(
    (weeks) => weeks.every((week, index) => week.week === index + 1),
    'weeks must be numbered 1 to 6 in order',
  )
