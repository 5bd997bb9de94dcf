import { z } from 'zod'
import type { Section } from '@/lib/markdown'

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'must not be empty'),
  description: z.string().trim().min(1, 'must not be empty').max(160, 'must be at most 160 characters'),
  /** "In short": shown at the top of the page; the cookie policy's is also the cookie banner's text. */
  summary: z.string().trim().min(1, 'must not be empty').optional(),
})

export interface LegalDocument extends z.infer<typeof legalFrontMatterSchema> {
  slug: string
  html: string
  sections: Section[]
}
