import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

const eyebrow = text.describe('The small line above the heading, e.g. "What we do".')
const title = text.describe("The section's heading.")
/** The heading block of a home section. */
const heading = { eyebrow, title, subtitle: text.describe('The paragraph under the heading.') }
const schedulerButton = text.describe(
  'The text of the button that opens the booking page, e.g. "Book a Free Call".',
)
const cardLink = text.describe('The link text on each card, e.g. "Learn more".')

/** data/home.yaml: the home page's own copy (headings, texts, button labels), section by section. */
export const homeSchema = z.strictObject({
  hero: z
    .strictObject({
      badge: text.describe('The small label above the headline.'),
      text: text.describe('The paragraph under the headline: who we help and how.'),
      schedulerButton,
      servicesButton: text.describe(
        'The text of the second button, which scrolls to the services, e.g. "Our Services".',
      ),
      facts: text.describe(
        'The short line of facts under the buttons, e.g. "No setup fees · Results in 4 weeks".',
      ),
    })
    .describe('The top of the home page.'),
  clients: z
    .strictObject({
      title: text.describe(
        'The line over the client logos under the hero (shown only when there are logos).',
      ),
    })
    .describe('The strip of client logos under the hero.'),
  services: z.strictObject({ ...heading, cardLink }).describe('The services section.'),
  proof: z
    .strictObject({
      ...heading,
      caseStudy: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the slug of a case study')
        .describe(
          'The case study told in brief, with its timeline chart and its client’s quote: one with a timeline.',
        ),
      caseStudyLink: text.describe('The link to that study.'),
    })
    .describe('The results band after the services (#results): one case study in brief.'),
  solutions: z
    .strictObject({
      ...heading,
      featuresTitle: text.describe('The heading over each card\'s features, e.g. "Key features".'),
      cardLink,
      schedulerButton,
    })
    .describe('The AI solutions section.'),
  calculator: z.strictObject(heading).describe('The ROI calculator section.'),
  process: z.strictObject({ ...heading, schedulerButton }).describe('"The Process" section.'),
  roadmap: z.strictObject(heading).describe('The six-week roadmap section.'),
  about: z
    .strictObject({
      eyebrow,
      title,
      industriesTitle: text.describe('The heading over the industries we serve.'),
      industriesText: text.describe('The line under that heading.'),
      awardsTitle: text.describe('The heading over the award badges.'),
      reviewsLink: text.describe('The text of the link to the reviews site, e.g. "Read our reviews".'),
    })
    .describe('The "Why Choose" section (#about).'),
})

export type HomeCopy = z.infer<typeof homeSchema>
