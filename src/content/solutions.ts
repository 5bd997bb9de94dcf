import { z } from 'zod'
import { accentNames } from './accent'
import { closingCallSchema } from './closingCall'
import { iconSchema } from './icons'
import {
  SOLUTION_AGENT_COUNT,
  SOLUTION_CAPABILITY_COUNTS,
  SOLUTION_HIGHLIGHT_COUNT,
} from '@/config/constants'

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
  /** Exactly four, a requirement of the product: each home-page card lists four key features. */
  keyFeatures: z.array(text).length(4, 'must list exactly four key features'),
  hero: z.strictObject({ badge: text, title: text, subtitle: text }),
  seo: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
})

/** The solutions in menu order; each has a page, whose body is in data/solution-pages.yaml. */
export const solutionsSchema = z
  .array(solutionSchema)
  .min(1, 'must list at least one solution')
  .superRefine((solutions, context) => {
    const seen = new Set<string>()
    solutions.forEach((solution, index) => {
      if (seen.has(solution.slug))
        context.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `'${solution.slug}' is listed twice`,
        })
      seen.add(solution.slug)
    })
  })

export type Solution = z.infer<typeof solutionSchema>

const highlightSchema = z.strictObject({
  icon: iconSchema,
  /** A headline figure such as "500%"; a block without one shows only its title. */
  value: text.optional(),
  title: text,
  description: text,
})

const agentSchema = z.strictObject({
  title: text,
  icon: iconSchema,
  color: z.enum(accentNames),
  /** What the agent does, concretely. */
  description: text,
  /** What it works from. */
  inputs: text,
  /** What it hands to a person on the client's team. */
  handoff: text,
})

export const solutionPageSchema = z.strictObject({
  /** The solution of data/solutions.yaml this page belongs to. */
  slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens'),
  /** The success story (three figures) or three key blocks under the hero: three on every page, a requirement of the product. */
  highlights: z.strictObject({
    eyebrow: text,
    title: text,
    intro: text,
    /** The slug of the case study the success story tells in full; its figures must agree. */
    caseStudy: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be the slug of a case study')
      .optional(),
    items: z
      .array(highlightSchema)
      .length(SOLUTION_HIGHLIGHT_COUNT, `must list exactly ${SOLUTION_HIGHLIGHT_COUNT} items`),
  }),
  agents: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    arrangement: z
      .enum(['team', 'pipeline'], { error: "must be 'team' or 'pipeline'" })
      .default('team')
      .describe(
        'How the agents are drawn: team (side by side, each with its own job) or pipeline (one flow in order, each handing its work to the next).',
      ),
    /** Six agent cards on every solution page, a requirement of the product. */
    items: z
      .array(agentSchema)
      .length(SOLUTION_AGENT_COUNT, `must list exactly ${SOLUTION_AGENT_COUNT} agent cards`),
  }),
  capabilities: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    /** On the three launch pages, exactly as many as SOLUTION_CAPABILITY_COUNTS gives for the slug. */
    items: z.array(text).min(1, 'must list at least one capability'),
  }),
  /** The closing call: its "Schedule a Strategy Call" button to the scheduler. */
  closingCall: closingCallSchema,
})

type CapabilitySlug = keyof typeof SOLUTION_CAPABILITY_COUNTS

function isCapabilitySlug(slug: string): slug is CapabilitySlug {
  return Object.hasOwn(SOLUTION_CAPABILITY_COUNTS, slug)
}

/**
 * One page per solution (data/solutions.yaml, checked by the pipeline). The three pages the site
 * launched with have the capability counts SOLUTION_CAPABILITY_COUNTS gives them; a page added later
 * may list any number.
 */
export const solutionPagesSchema = z.array(solutionPageSchema).superRefine((pages, context) => {
  const seen = new Set<string>()
  pages.forEach((page, index) => {
    if (seen.has(page.slug)) {
      context.addIssue({ code: 'custom', path: [index, 'slug'], message: `'${page.slug}' is listed twice` })
      return
    }
    seen.add(page.slug)
    if (!isCapabilitySlug(page.slug)) return
    const expected = SOLUTION_CAPABILITY_COUNTS[page.slug]
    const found = page.capabilities.items.length
    if (found !== expected) {
      context.addIssue({
        code: 'custom',
        path: [index, 'capabilities', 'items'],
        message: `must list exactly ${expected} capabilities for ${page.slug}, found ${found}`,
      })
    }
  })
})

export type SolutionPage = z.infer<typeof solutionPageSchema>
