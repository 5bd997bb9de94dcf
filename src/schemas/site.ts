import { z } from 'zod'
import { analyticsSchema } from './analytics'
import { iconSchema } from './icons'
import { sampleFlag } from './sample'

const url = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) address' })
const text = z.string().trim().min(1, 'must not be empty')
const X_HANDLE = /^\w{1,15}$/
/**
 * A platform's name is a name: every word starts with a capital letter or a digit ("Clutch", "G2",
 * "Google Reviews"). "Verified client reviews" describes a platform without naming one, and a
 * rating "on Verified client reviews" tells a buyer nothing about who vouches.
 */
const platformName = text.refine(
  (value) => value.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word)),
  'must be the platform’s own name, such as Clutch or G2, each word starting with a capital letter: a description ("Verified client reviews") names no one who vouches',
)
/** A retention period in days: a whole number from 1 to 365. */
const days = z
  .number({ error: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1 day')
  .max(365, 'must be at most 365 days')

export const siteSchema = z.strictObject({
  brand: text.describe('The agency\'s name as every page writes it, e.g. "Bandera".'),
  aiProduct: z
    .strictObject({
      name: text.describe('The AI product\'s name, e.g. "Bandera AI".'),
      url: url.describe("The product's own site, opened from the menu, e.g. https://ai.example.com."),
    })
    .describe("The agency's AI product, linked from the menu."),
  siteUrl: url
    .refine((value) => !value.endsWith('/'), 'must not end with a slash')
    .describe("The site's own address, without a slash at the end, e.g. https://bandera.agency."),
  tagline: text.describe('The short line beside the name, e.g. "B2B lead generation and AI sales agents".'),
  description: text.describe(
    "What the agency does, in a sentence or two: the home page's description in search results.",
  ),
  keywords: z.array(text).min(1).describe('Search phrases for the whole site, one per item.'),
  foundingYear: z.number().int().min(1990).max(2100).describe('The year the agency was founded, e.g. 2019.'),
  employees: z
    .strictObject({
      min: z.number().int().positive().describe('The smaller end of the range, e.g. 10.'),
      max: z.number().int().positive().describe('The larger end of the range, e.g. 50.'),
    })
    .describe('How many people work at the agency, as a range.'),
  email: z.email('must be an e-mail address').describe("The agency's public e-mail address."),
  phone: z
    .string()
    .regex(/^\+[\d\s]{7,20}$/, 'must be an international number such as +380 44 000 0000')
    .describe("The agency's phone number with its country code, e.g. +380 44 000 0000."),
  address: z
    .strictObject({
      street: text.describe('Street and number.'),
      city: text.describe('The city.'),
      postalCode: text.describe('The postal code.'),
      country: text.describe('The country, in full.'),
      countryCode: z.string().length(2).describe("The country's two-letter code, e.g. UA."),
    })
    .describe("The agency's postal address."),
  booking: z
    .strictObject({
      /** The external scheduler most calls to action open. */
      scheduler: url.describe('The booking page most calls to action open, e.g. a Calendly link.'),
      /** The second booking page (case-study detail, accelerator closing call). */
      strategyCall: url.describe('The strategy-call booking page of the case studies and the accelerator.'),
    })
    .describe('The two booking pages buttons lead to.'),
  /** The footer's links to the agency's profiles, each drawn with its icon. */
  social: z
    .array(
      z.strictObject({
        name: text.describe('The network, e.g. "LinkedIn".'),
        url: url.describe("The agency's profile there."),
        icon: iconSchema,
      }),
    )
    .min(1)
    .describe("The footer's links to the agency's profiles."),
  /** The agency's profile on a reviews platform: the footer, the award badges and the rating beside them. */
  reviewsProfile: z
    .strictObject({
      name: platformName.describe(
        'The reviews platform’s own name, as it writes it (such as Clutch or G2): the rating says "on Clutch", the badges and the footer name it.',
      ),
      url: url.describe('The agency’s profile page on the platform: the badges and the rating link to it.'),
      rating: z
        .number({ error: 'must be a number' })
        .min(1, 'must be at least 1')
        .max(5, 'must be at most 5')
        .multipleOf(0.1, 'must have at most one decimal, such as 4.9')
        .optional()
        .describe(
          'The average rating out of 5 the profile shows, such as 4.9. Without it no rating is shown.',
        ),
      reviewCount: z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .optional()
        .describe('How many reviews that average is taken over, as the profile shows it.'),
      sample: sampleFlag,
    })
    .refine((profile) => (profile.rating === undefined) === (profile.reviewCount === undefined), {
      path: ['reviewCount'],
      message: 'rating and reviewCount go together: a rating is shown with the number of reviews behind it',
    })
    .describe("Where visitors read the agency's client reviews."),
  awards: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
          .describe('A short name for the badge, lowercase with hyphens.'),
        embedSrc: url
          .optional()
          .describe(
            'The address of the badge’s picture (SVG or PNG) as the platform gives it for embedding. Shown only after Accept All; a picture that does not load gives way to the drawn badge. Leave it out for a platform that offers only a widget to frame: the drawn badge is shown.',
          ),
        title: text.describe('What the badge is for, as the platform words it, e.g. "Top B2B Company 2025".'),
        description: text.describe('A line on the award, for screen readers and search engines.'),
        sample: sampleFlag,
      }),
    )
    // Exactly five, a requirement of the product: the five badges of the reviews platform.
    .length(5, 'must list exactly five award badges')
    .describe('The five badges of the reviews platform, each as the platform awarded it.'),
  /**
   * Days the contact relay keeps a delivered (or refused) lead before deleting it: the servers and
   * the privacy policy ({{leadRetentionDays}}) read this one number.
   */
  leadRetentionDays: days.describe(
    'Days a contact-form lead is kept after it was delivered, then deleted; the privacy policy states this number.',
  ),
  /**
   * Days a visitor's browser keeps a message the form could not send (savedContactForms) before the
   * site deletes it: the form's code and the legal texts ({{savedFormRetentionDays}}) read it.
   */
  savedFormRetentionDays: days.describe(
    "Days a visitor's browser keeps a message the form could not send before deleting it; the legal texts state it.",
  ),
  /** The analytics providers in use, none by default (src/schemas/analytics.ts). */
  analytics: analyticsSchema,
  /** The agency's X (Twitter) profile: its handle is every page's twitter:site. */
  xProfile: url
    .refine(
      (value) => X_HANDLE.test(new URL(value).pathname.slice(1)),
      'must be a profile address such as https://x.com/bandera_agency (a handle of 1 to 15 letters, digits or _)',
    )
    .describe("The agency's X profile, e.g. https://x.com/bandera_agency: pages shared on X name it."),
  live: z
    .boolean()
    .default(false)
    .describe(
      'On (true) once the site is published at its siteUrl: the data workflow then refuses placeholder addresses and example contact details on every change. Off (false, the default) while data/ holds demo content.',
    ),
})

export type Site = z.infer<typeof siteSchema>
