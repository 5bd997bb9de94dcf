import { z } from 'zod'
import { slugSchema } from './caseStudy'
import { clientImage } from './clientImages'
import { sampleFlag } from './sample'

const text = z.string().trim().min(1, 'must not be empty')

/** Long enough to say something specific, short enough to read at a glance beside the rest of a page. */
export const QUOTE_MAX_CHARS = 320

/**
 * One client quote: the words of a person at a client, attributed to their role at the client of
 * the case study it belongs to. The site shows it on the home page, on that study's page and on the
 * service and solution pages the study used (its `servicesUsed`).
 */
export const clientQuoteSchema = z.strictObject({
  quote: text
    .max(QUOTE_MAX_CHARS, `must be at most ${QUOTE_MAX_CHARS} characters`)
    .describe(
      'The words, without quotation marks. A number in it must be one its case study’s results state.',
    ),
  role: text.describe('The person’s role at the client, such as Head of Sales.'),
  caseStudy: slugSchema.describe(
    'The slug of the case study this client belongs to: the quote names the client as that study does.',
  ),
  name: text.optional().describe('The person’s name, only with their written permission to publish it.'),
  photo: clientImage
    .optional()
    .describe('A square portrait under public/, such as /images/clients/jane-doe.jpg; needs the name.'),
  sample: sampleFlag,
})

export const clientQuotesSchema = z
  .array(clientQuoteSchema)
  .superRefine((quotes, context) => {
    quotes.forEach((quote, index) => {
      if (quote.photo && !quote.name)
        context.addIssue({
          code: 'custom',
          path: [index, 'photo'],
          message: 'needs the person’s name: a portrait is shown with the name it belongs to',
        })
    })
  })
  .describe('What clients say, each tied to its case study: shown on home, the study and the pages it used.')

export type ClientQuote = z.infer<typeof clientQuoteSchema>
