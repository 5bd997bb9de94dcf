import { z } from 'zod'
import { calendarDate } from './seoFields'
import type { Section } from '@/lib/markdown'

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'must not be empty'),
  description: z.string().trim().min(1, 'must not be empty'),
  /** When the text last changed: the sitemap's lastmod (the page itself shows today's date). */
  updated: calendarDate,
  /** "In short": shown at the top of the page. */
  summary: z.string().trim().min(1, 'must not be empty').optional(),
  /**
   * The cookie policy's sentence for the cookie banner, which links the policy for the rest: short,
   * so the banner stays within a quarter of a phone's screen (checked by build:data).
   */
  banner: z.string().trim().min(1, 'must not be empty').optional(),
  /**
   * The privacy policy's notice under the contact form, word for word; it may link pages of the
   * site as [Privacy Policy](/privacy-policy).
   */
  formNotice: z.string().trim().min(1, 'must not be empty').optional(),
})

export interface LegalDocument extends z.infer<typeof legalFrontMatterSchema> {
  slug: string
  html: string
  sections: Section[]
}
