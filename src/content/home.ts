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
  services: z.strictObject({ ...heading, cardLink: text }),
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
