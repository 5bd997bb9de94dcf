import { z } from 'zod'
import { calendarDate } from './seoFields'
import { COOKIE_BANNER_TEXT_MAX_CHARS } from '@/config/constants'
import type { Section } from '@/lib/markdown'

const text = z.string().trim().min(1, 'must not be empty')

export const legalFrontMatterSchema = z.strictObject({
  title: text.describe('The page\'s heading, e.g. "Privacy Policy".'),
  description: text.describe(
    'The text under the title in search results: what the document covers, in one sentence.',
  ),
  /** When the text last changed: the sitemap's lastmod (the page itself shows today's date). */
  updated: calendarDate.describe('The day the text last changed in substance.'),
  /** "In short": shown at the top of the page. */
  summary: text.optional().describe('"In short": a few sentences at the top of the page.'),
  /**
   * The cookie policy's sentence for the cookie banner, which links the policy for the rest: short,
   * so the banner stays within a quarter of a phone's screen (checked by build:data).
   */
  banner: text
    .optional()
    .describe(
      `The cookie policy's one sentence for the cookie banner, which links the policy for the rest: ${COOKIE_BANNER_TEXT_MAX_CHARS} characters at most.`,
    ),
  /**
   * The privacy policy's notice under the contact form, word for word; it may link pages of the
   * site as [Privacy Policy](/privacy-policy).
   */
  formNotice: text
    .optional()
    .describe(
      "The privacy policy's notice under the contact form, word for word; it may link a page as [Privacy Policy](/privacy-policy).",
    ),
})

export interface LegalDocument extends z.infer<typeof legalFrontMatterSchema> {
  slug: string
  html: string
  sections: Section[]
}
