import { z } from 'zod'
import { closingCallSchema } from './closingCall'

const text = z.string().trim().min(1, 'must not be empty')

const pageCopySchema = z.strictObject({
  title: text,
  description: text,
  keywords: z.array(text).default([]),
})

/**
 * data/pages.yaml: search metadata of the pages without a content file of their own, and the
 * closing calls of the blog and the case studies (of each list, and of every article and study).
 */
export const pagesSchema = z.strictObject({
  home: pageCopySchema,
  blog: pageCopySchema.extend({
    closingCall: closingCallSchema,
    article: z.strictObject({ closingCall: closingCallSchema }),
  }),
  caseStudies: pageCopySchema.extend({
    closingCall: closingCallSchema,
    study: z.strictObject({ closingCall: closingCallSchema }),
  }),
  /** /contact: where the calls "Schedule a Strategy Call" lead; `booking` opens the page with the booking link. */
  contact: pageCopySchema.extend({ booking: closingCallSchema }),
  notFound: pageCopySchema,
})

export type Pages = z.infer<typeof pagesSchema>
