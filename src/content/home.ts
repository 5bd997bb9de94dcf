import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

/** The heading block of a home section. */
const heading = { eyebrow: text, title: text, subtitle: text }

/** data/home.yaml: the home page's own copy (headings, texts, button labels), section by section. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({
    badge: text,
    text,
    schedulerButton: text,
    servicesButton: text,
    facts: text,
  }),
  clients: z.strictObject({
    title: text.describe('The line over the client logos under the hero (shown only when there are logos).'),
  }),
  services: z.strictObject({ ...heading, cardLink: text }),
  proof: z.strictObject({
    ...heading,
    caseStudy: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the slug of a case study')
      .describe(
        'The case study told in brief, with its timeline chart and its client’s quote: one with a timeline.',
      ),
    caseStudyLink: text.describe('The link to that study.'),
  }),
  solutions: z.strictObject({ ...heading, featuresTitle: text, cardLink: text, schedulerButton: text }),
  calculator: z.strictObject(heading),
  process: z.strictObject({ ...heading, schedulerButton: text }),
  roadmap: z.strictObject(heading),
  about: z.strictObject({
    eyebrow: text,
    title: text,
    industriesTitle: text,
    industriesText: text,
    awardsTitle: text,
    reviewsLink: text,
  }),
})

export type HomeCopy = z.infer<typeof homeSchema>
