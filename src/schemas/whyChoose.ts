import { z } from 'zod'
import { iconSchema } from './icons'

const text = z.string().trim().min(1, 'must not be empty')

/** The "Why Choose" section of the home page (#about). */
export const whyChooseSchema = z.strictObject({
  intro: text.describe('The paragraph that opens the section: why clients choose the agency.'),
  stats: z
    .array(
      z.strictObject({
        value: text.describe('The figure as shown, e.g. "{{figure:averageRoi}}" or "500+".'),
        label: text.describe('What it measures, e.g. "Average client ROI".'),
        /** Whose result it is, or what it is taken over, when the label alone does not say. */
        note: text
          .optional()
          .describe('Whose result it is, or what it is taken over, when the label does not say.'),
      }),
    )
    .min(1, 'must list at least one stat')
    .describe('The figures of the section.'),
  advantages: z
    .array(
      z.strictObject({
        icon: iconSchema,
        title: text.describe('The advantage, e.g. "Verified data".'),
        description: text.describe('One or two sentences behind it.'),
      }),
    )
    .min(1, 'must list at least one advantage')
    .describe('The advantage cards.'),
  commitment: z
    .strictObject({
      title: text.describe('The heading of the commitment block.'),
      text: text.describe('Its paragraph.'),
      promises: z
        .array(text)
        .min(1, 'must list at least one promise')
        .describe('What we promise, one per item.'),
    })
    .describe('The commitment block.'),
  industries: z
    .array(
      z.strictObject({
        name: text.describe('The industry as shown, e.g. "Fintech".'),
        icon: iconSchema,
        /** The contact form's Industry option (data/industries.yaml) a visitor from this industry picks. */
        formOption: text.describe(
          "The contact form's Industry option a visitor from this industry picks (from Industries).",
        ),
      }),
    )
    .min(1, 'must list at least one industry')
    .refine(
      (list) => new Set(list.map((item) => item.name)).size === list.length,
      'must not repeat an industry',
    )
    .describe('The industries we serve, each with its icon.'),
  awardsIntro: text.describe('The line above the award badges.'),
})

export type WhyChoose = z.infer<typeof whyChooseSchema>
