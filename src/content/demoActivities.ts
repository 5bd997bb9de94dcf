import { z } from 'zod'
import { accentNames } from './accent'
import { iconSchema } from './icons'

const text = z.string().trim().min(1, 'must not be empty')

export const demoActivityStatuses = ['Active', 'Running', 'Learning'] as const

/** One sample activity of the Live Automation card in the home page's hero. */
export const demoActivitySchema = z.strictObject({
  title: text,
  description: text,
  status: z.enum(demoActivityStatuses, { message: `must be one of ${demoActivityStatuses.join(', ')}` }),
  count: z.number().int('must be a whole number').nonnegative('must not be negative'),
  /** What `count` counts, shown after it ("24 prospects contacted this hour"). */
  countLabel: text,
  color: z.enum(accentNames, { message: `must be one of ${accentNames.join(', ')}` }),
  icon: iconSchema,
  /** The line the agent is "working on" right now. */
  activity: text,
})

/** Exactly four, a requirement of the product: the Live Automation card rotates through four activities, one tab each. */
export const demoActivitiesSchema = z
  .array(demoActivitySchema)
  .length(4, 'must list exactly four demo activities')
  .refine((list) => new Set(list.map((item) => item.title)).size === list.length, 'titles must be unique')

export type DemoActivity = z.infer<typeof demoActivitySchema>
