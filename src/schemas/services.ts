import { z } from 'zod'
import { accentNames } from './accent'
import { iconSchema } from './icons'
import { serviceSlug } from '@/lib/paths'

const text = z.string().trim().min(1, 'must not be empty')

export const serviceSchema = z
  .strictObject({
    /** The page name; the address is /services/{slug}, the name lowercased with spaces as hyphens. */
    name: z
      .string()
      .regex(/^[A-Za-z0-9 ]+$/, 'must contain only letters, digits and spaces')
      .describe(
        'The short name in the menu; it makes the address, /services/ai-seo-organic-growth for "AI SEO Organic Growth", and names the page\'s file. Letters, digits and spaces.',
      ),
    title: text.describe('The full name on cards and in the footer, e.g. "AI SEO & Organic Growth".'),
    description: text.describe("Two lines on the service's card on the home page: what the buyer gets."),
    icon: iconSchema,
    color: z.enum(accentNames).describe('The accent colour of its card and page.'),
    badge: text.describe('The small label on its card, e.g. "High Volume".'),
    /** Shows the NEW marker in the navigation. */
    isNew: z.boolean().default(false).describe('On to show the NEW marker beside it in the menu.'),
    hero: z
      .strictObject({
        title: text.describe("The service page's heading."),
        subtitle: text.describe("The paragraph under the page's heading."),
      })
      .describe("The top of the service's page."),
    seo: z
      .strictObject({
        title: text.describe('The page title in search results and browser tabs.'),
        description: text.describe('The text under the title in search results.'),
        keywords: z.array(text).min(1).describe('Search phrases the page answers, one per item.'),
      })
      .describe("How search engines show the service's page."),
  })
  /** The last part of the address and the name of its page file, data/service-pages/<slug>.yaml. */
  .transform((service) => ({ ...service, slug: serviceSlug(service.name) }))

/** The services in menu order; each has a page of its own (data/service-pages/<slug>.yaml). */
export const servicesSchema = z
  .array(serviceSchema)
  .min(1, 'must list at least one service')
  .describe('The services in menu order; each has a page of its own under Service pages.')
  .superRefine((services, context) => {
    const seen = new Set<string>()
    services.forEach((service, index) => {
      if (seen.has(service.slug))
        context.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `gives the address /services/${service.slug}, which another service already has`,
        })
      seen.add(service.slug)
    })
  })

export type Service = z.infer<typeof serviceSchema>
