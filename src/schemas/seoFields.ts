import { z } from 'zod'
import { SEO_DESCRIPTION_MAX_CHARS, SEO_DESCRIPTION_MIN_CHARS, SEO_TITLE_MAX_CHARS } from '@/config/constants'
import { isCalendarDate } from '@/lib/dates'

/** A YYYY-MM-DD date that exists; the editor picks it in a calendar (scripts/cms/fields.ts). */
export const calendarDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'must be a real date written YYYY-MM-DD')
  .meta({ cmsWidget: 'date' })

/**
 * Optional search-result overrides of a content file: used in the page's <title> and meta
 * description instead of the display title and the derived description (the pipeline checks the
 * lengths of the result; see src/lib/metadataRules.ts).
 */
export const seoFields = {
  seoTitle: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .optional()
    .describe(
      `The title search results show instead of the page's own, when that one is too long: the whole page title stays within ${SEO_TITLE_MAX_CHARS} characters.`,
    ),
  seoDescription: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .optional()
    .describe(
      `The text under the title in search results, ${SEO_DESCRIPTION_MIN_CHARS} to ${SEO_DESCRIPTION_MAX_CHARS} characters; when empty it is made from the page.`,
    ),
}
