import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

export const solutionSchema = z.strictObject({
  /** Last part of the address: /solutions/{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens'),
  /** Label in the navigation's AI solutions menu. */
  navLabel: text,
  /** Name on cards and in the footer. */
  title: text,
  summary: text,
  badge: text.optional(),
  keyFeatures: z.array(text).length(4, 'must list exactly four key features'),
  hero: z.strictObject({ badge: text, title: text, subtitle: text }),
  seo: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
})

export const solutionsSchema = z.array(solutionSchema).length(3, 'must list exactly three solutions')

export type Solution = z.infer<typeof solutionSchema>
