import { z } from 'zod'
import { iconSchema } from './icons'

const text = z.string().trim().min(1, 'must not be empty')

/** The "Why Choose" section of the home page (#about). */
export const whyChooseSchema = z.strictObject({
  intro: text,
  stats: z
    .array(
      z.strictObject({
        value: text,
        label: text,
        /** Whose result it is, or what it is taken over, when the label alone does not say. */
        note: text.optional(),
      }),
    )
    .min(1, 'must list at least one stat'),
  advantages: z
    .array(
      z.strictObject({
        icon: iconSchema,
        title: text,
        description: text,
      }),
    )
    .min(1, 'must list at least one advantage'),
  commitment: z.strictObject({
    title: text,
    text,
    promises: z.array(text).min(1, 'must list at least one promise'),
  }),
  industries: z
    .array(
      z.strictObject({
        name: text,
        icon: iconSchema,
        /** The contact form's Industry option (data/industries.yaml) a visitor from this industry picks. */
        formOption: text,
      }),
    )
    .min(1, 'must list at least one industry')
    .refine(
      (list) => new Set(list.map((item) => item.name)).size === list.length,
      'must not repeat an industry',
    ),
  awardsIntro: text,
})

export type WhyChoose = z.infer<typeof whyChooseSchema>
