import { z } from 'zod'
import { closingCallSchema } from './closingCall'

const text = z.string().trim().min(1, 'must not be empty')

const pageCopySchema = z.strictObject({
  title: text,
  description: text,
  keywords: z.array(text).default([]),
})

/**
 * The call to book in the middle of every long read (over 1,000 words): a line in bold, a sentence,
 * and one button to a booking page of data/site.yaml.
 */
const midArticleCallSchema = z.strictObject({
  title: text,
  text,
  button: z.strictObject({
    label: text,
    to: z.enum(['scheduler', 'strategyCall'], { error: 'must be scheduler or strategyCall' }),
  }),
})

export type MidArticleCallContent = z.infer<typeof midArticleCallSchema>

/** The mid-article call ready to render: its button leads to the booking page it names. */
export interface MidArticleCall {
  title: string
  text: string
  label: string
  href: string
}

/** Resolves the button of the mid-article call against the booking pages of data/site.yaml. */
export function resolveMidArticleCall(
  call: MidArticleCallContent,
  booking: { scheduler: string; strategyCall: string },
): MidArticleCall {
  return { title: call.title, text: call.text, label: call.button.label, href: booking[call.button.to] }
}

/**
 * data/pages.yaml: search metadata of the pages without a content file of their own, and the
 * closing calls of the blog and the case studies (of each list, and of every article and study), and
 * the call in the middle of every long article.
 */
export const pagesSchema = z.strictObject({
  home: pageCopySchema,
  blog: pageCopySchema.extend({
    closingCall: closingCallSchema,
    article: z.strictObject({ closingCall: closingCallSchema, midArticleCall: midArticleCallSchema }),
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
