import { z } from 'zod'

export const industriesSchema = z
  .array(z.string().trim().min(1, 'must not be empty'))
  .min(1, 'must list at least one industry')
  .refine((list) => new Set(list).size === list.length, 'must not repeat an industry')
  .describe('The contact form\'s Industry choices, in the order it lists them, e.g. "Fintech".')

export type Industries = z.infer<typeof industriesSchema>
