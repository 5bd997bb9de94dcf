import { z } from 'zod'
import { accentNames } from './accent'
import { iconSchema } from './icons'

const text = z.string().trim().min(1, 'must not be empty')

export const demoActivityStatuses = ['Active', 'Running', 'Learning'] as const

/** One sample activity of the Live Automation card in the home page's hero. */
export const demoActivitySchema = z.strictObject({
  title: text.describe('The agent\'s task, as its tab shows it, e.g. "Prospect research".'),
  description: text.describe('One line on what it does.'),
  status: z
    .enum(demoActivityStatuses, { message: `must be one of ${demoActivityStatuses.join(', ')}` })
    .describe('The status badge it shows.'),
  count: z
    .number()
    .int('must be a whole number')
    .nonnegative('must not be negative')
    .describe('The number it shows, e.g. 24.'),
  /** What `count` counts, shown after it ("24 prospects contacted this hour"). */
  countLabel: text.describe('What the number counts, shown after it, e.g. "prospects contacted this hour".'),
  color: z
    .enum(accentNames, { message: `must be one of ${accentNames.join(', ')}` })
    .describe('The accent colour of the card.'),
  icon: iconSchema,
  /** The line the agent is "working on" right now. */
  activity: text.describe('The line the agent is working on right now, e.g. "Scoring 40 new SaaS accounts".'),
})

/** Exactly four, a requirement of the product: the Live Automation card rotates through four activities, one tab each. */
export const demoActivitiesSchema = z
  .array(demoActivitySchema)
  .length(4, 'must list exactly four demo activities')
  .describe(
    "The four agent activities the Live Automation card in the home page's hero rotates through, one tab each.",
  )
  .refine((list) => new Set(list.map((item) => item.title)).size === list.length, 'titles must be unique')

export type DemoActivity = z.infer<typeof demoActivitySchema>
