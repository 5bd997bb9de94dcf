import { z } from 'zod'
import { accentNames } from '@/components/ui/accent'
import { iconSchema } from './icons'

const text = z.string().trim().min(1, 'must not be empty')

export const serviceSchema = z.strictObject({
  /** The page name; the address is /services/{name lowercased, spaces to hyphens}. */
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

export const servicesSchema = z.array(serviceSchema).length(6, 'must list exactly six services')

export type Service = z.infer<typeof serviceSchema>
