import { z } from 'zod'
import { closingCallSchema } from './closingCall'

const text = z.string().trim().min(1, 'must not be empty')

const pageCopySchema = z.strictObject({
  title: text.describe('The page title in search results and browser tabs.'),
  description: text.describe('The text under the title in search results.'),
  keywords: z.array(text).default([]).describe('Search phrases the page answers, one per item.'),
})

/**
 * data/pages.yaml: search metadata of the pages without a content file of their own, and the
 * closing calls of the blog and the case studies (of each list, and of every article and study).
 */
export const pagesSchema = z.strictObject({
  home: pageCopySchema.describe('The home page in search results.'),
  blog: pageCopySchema
    .extend({
      closingCall: closingCallSchema.describe("The closing block of the blog's list."),
      article: z
        .strictObject({ closingCall: closingCallSchema.describe('The closing block under every article.') })
        .describe('What every article shows.'),
    })
    .describe("The blog's list page."),
  caseStudies: pageCopySchema
    .extend({
      closingCall: closingCallSchema.describe('The closing block of the case-study list.'),
      study: z
        .strictObject({
          closingCall: closingCallSchema.describe('The closing block under every case study.'),
        })
        .describe('What every case study shows.'),
    })
    .describe('The case-study list page.'),
  /** /contact: where the calls "Schedule a Strategy Call" lead; `booking` opens the page with the booking link. */
  contact: pageCopySchema
    .extend({
      booking: closingCallSchema.describe('The block with the booking link at the top of /contact.'),
    })
    .describe('The contact page, /contact.'),
  notFound: pageCopySchema.describe('The page shown for an address that does not exist.'),
})

export type Pages = z.infer<typeof pagesSchema>
