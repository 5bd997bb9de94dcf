import { z } from 'zod'
import { closingCallSchema } from './closingCall'

const text = z.string().trim().min(1, 'must not be empty')

const pageCopySchema = z.strictObject({
  title: text.describe('The page title in search results and browser tabs.'),
  description: text.describe('The text under the title in search results.'),
  keywords: z.array(text).default([]).describe('Search phrases the page answers, one per item.'),
})

/**
 * The call to book in the middle of every long read (over 1,000 words): a line in bold, a sentence,
 * and one button to a booking page of data/site.yaml.
 */
const midArticleCallSchema = z.strictObject({
  title: text.describe('The line in bold, e.g. "Want this running in your pipeline?".'),
  text: text.describe('One sentence under it that says what the call gives the reader.'),
  button: z
    .strictObject({
      label: text.describe('The button\'s words, e.g. "Book a Free Strategy Call".'),
      to: z
        .enum(['scheduler', 'strategyCall'], { error: 'must be scheduler or strategyCall' })
        .describe('The booking page of the site settings it opens, in a new tab.'),
    })
    .describe('The one button, to a booking page.'),
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
  home: pageCopySchema.describe('The home page in search results.'),
  blog: pageCopySchema
    .extend({
      closingCall: closingCallSchema.describe("The closing block of the blog's list."),
      article: z
        .strictObject({
          closingCall: closingCallSchema.describe('The closing block under every article.'),
          midArticleCall: midArticleCallSchema.describe(
            'The call to book in the middle of every article over 1,000 words.',
          ),
        })
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
