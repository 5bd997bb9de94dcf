import { z } from 'zod'
import { slugSchema } from './caseStudy'

const text = z.string().trim().min(1, 'must not be empty')
const figureName = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'figure names are camelCase letters and digits, such as leadIncrease')

/** One figure of data/figures.yaml. */
export const figureSchema = z.strictObject({
  /** Exactly as every page shows it: "500%", "$320,000+", "4 weeks". */
  value: text
    .refine((value) => /\d/.test(value), 'must contain a number')
    .describe('Exactly as every page shows it, e.g. "500%", "$320,000+", "4 weeks".'),
  /** What the figure measures, and when, in a sentence an editor can check it against. */
  means: text.describe('What the figure measures, and when, in a sentence a reader could check it against.'),
  /** For an average or a median: what it is taken over (which clients, which period). */
  averages: text
    .optional()
    .describe(
      'For an average or a median: what it is taken over, e.g. "Every client with six months of outreach, 2023 to 2025".',
    ),
  /** The case study (its slug) whose result this figure quotes; its results must state the value. */
  caseStudy: slugSchema
    .optional()
    .describe(
      "The slug of the case study whose result this figure quotes; that study's results must state the value.",
    ),
  /** The figures (dollar amounts) this one totals; the build checks the sum. */
  sumOf: z
    .array(figureName)
    .min(2, 'must name at least two figures')
    .optional()
    .describe('For a total: the names of the figures it adds up, e.g. pipelineFintech, pipelineSaas.'),
  /**
   * Words that name this figure in running text ("return on ad spend"). npm test reads every built
   * page and fails when a number next to one of them is not this figure's value.
   */
  mentions: z
    .array(text)
    .min(1, 'must list at least one phrase')
    .optional()
    .describe(
      'Words that name this figure in running text, e.g. "return on ad spend": a different number next to them is refused.',
    ),
})

/** data/figures.yaml: name -> figure. */
export const figuresSchema = z
  .record(figureName, figureSchema)
  .refine((figures) => Object.keys(figures).length > 0, 'must define at least one figure')

export type Figures = z.infer<typeof figuresSchema>

/** Placeholder name -> value, for fillPlaceholders: { 'figure:leadIncrease': '500%' }. */
export function figurePlaceholderValues(figures: Figures): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).map(([name, figure]) => [`figure:${name}`, figure.value]))
}

/** A figure's value for copy written in code; a name data/figures.yaml lacks fails the build. */
export function figureValue(figures: Figures, name: string): string {
  const figure = figures[name]
  if (!figure) throw new Error(`data/figures.yaml has no figure '${name}'`)
  return figure.value
}
