import { z } from 'zod'
import { accentNames } from './accent'
import { iconSchema } from './icons'
import { serviceSlug } from '@/lib/paths'

const text = z.string().trim().min(1, 'must not be empty')

export const serviceSchema = z
  .strictObject({
    /** The page name; the address is /services/{slug}, the name lowercased with spaces as hyphens. */
    name: z.string().regex(/^[A-Za-z0-9 ]+$/, 'must contain only letters, digits and spaces'),
    title: text,
    description: text,
    icon: iconSchema,
    color: z.enum(accentNames),
    badge: text,
    /** Shows the NEW marker in the navigation. */
    isNew: z.boolean().default(false),
    hero: z.strictObject({ title: text, subtitle: text }),
    seo: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  })
  /** The last part of the address and the name of its page file, data/service-pages/<slug>.yaml. */
  .transform((service) => ({ ...service, slug: serviceSlug(service.name) }))

/** The services in menu order; each has a page of its own (data/service-pages/<slug>.yaml). */
export const servicesSchema = z
  .array(serviceSchema)
  .min(1, 'must list at least one service')
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
