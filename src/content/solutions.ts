import { z } from 'zod'
import { accentNames } from '@/components/ui/accent'
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
  keyFeatures: z.array(text).length(4, 'must list exactly four key features'),
  hero: z.strictObject({ badge: text, title: text, subtitle: text }),
  seo: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
})

export const solutionsSchema = z.array(solutionSchema).length(3, 'must list exactly three solutions')

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
  /** The success story (three figures) or the three key blocks under the hero. */
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
    items: z
      .array(agentSchema)
      .length(SOLUTION_AGENT_COUNT, `must list exactly ${SOLUTION_AGENT_COUNT} agent cards`),
  }),
  capabilities: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    /** Exactly as many as SOLUTION_CAPABILITY_COUNTS gives for the slug. */
    items: z.array(text).min(1, 'must list at least one capability'),
  }),
  /** The closing "Schedule a Strategy Call" block. */
  callToAction: z.strictObject({ title: text, text }),
})

type CapabilitySlug = keyof typeof SOLUTION_CAPABILITY_COUNTS

function isCapabilitySlug(slug: string): slug is CapabilitySlug {
  return Object.hasOwn(SOLUTION_CAPABILITY_COUNTS, slug)
}

/** One page per solution, each with the capability count SOLUTION_CAPABILITY_COUNTS gives it. */
export const solutionPagesSchema = z.array(solutionPageSchema).superRefine((pages, context) => {
  const seen = new Set<string>()
  pages.forEach((page, index) => {
    if (!isCapabilitySlug(page.slug)) {
      const known = Object.keys(SOLUTION_CAPABILITY_COUNTS).join(', ')
      context.addIssue({
        code: 'custom',
        path: [index, 'slug'],
        message: `unknown solution '${page.slug}'; expected one of: ${known}`,
      })
      return
    }
    if (seen.has(page.slug)) {
      context.addIssue({ code: 'custom', path: [index, 'slug'], message: `'${page.slug}' is listed twice` })
      return
    }
    seen.add(page.slug)
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
  for (const slug of Object.keys(SOLUTION_CAPABILITY_COUNTS)) {
    if (!seen.has(slug)) {
      context.addIssue({ code: 'custom', path: [], message: `has no page for solution '${slug}'` })
    }
  }
})

export type SolutionPage = z.infer<typeof solutionPageSchema>
