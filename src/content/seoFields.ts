import { z } from 'zod'
import { isCalendarDate } from '@/lib/dates'

/** A YYYY-MM-DD date that exists. */
export const calendarDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'must be a real date written YYYY-MM-DD')

/**
 * Optional search-result overrides of a content file: used in the page's <title> and meta
 * description instead of the display title and the derived description (the pipeline checks the
 * lengths of the result; see src/lib/metadataRules.ts).
 */
export const seoFields = {
  seoTitle: z.string().trim().min(1, 'must not be empty').optional(),
  seoDescription: z.string().trim().min(1, 'must not be empty').optional(),
}
