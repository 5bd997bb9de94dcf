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
const eyebrow = text.describe('The small line above the heading, e.g. "Meet the agents".')
const heading = text.describe("The section's heading.")
const subtitle = text.describe('The paragraph under the heading.')

/** The last part of a solution's address, /solutions/{slug}. */
const solutionSlug = z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')

export const solutionSchema = z.strictObject({
  /** Last part of the address: /solutions/{slug}. */
  slug: solutionSlug.describe(
    'The last part of its address, /solutions/<slug>, e.g. ai-sales-agents. Kept once published.',
  ),
  /** Label in the navigation's AI solutions menu. */
  navLabel: text.describe('Its short name in the AI solutions menu, e.g. "Sales Automation".'),
  /** Name on cards and in the footer. */
  title: text.describe('Its full name on cards and in the footer, e.g. "AI Sales Agents".'),
  summary: text.describe('Two lines on its home-page card: what the agents do for the buyer.'),
  badge: text.optional().describe('A small label on its card, e.g. "Most popular"; leave empty for none.'),
  /** Exactly four, a requirement of the product: each home-page card lists four key features. */
  keyFeatures: z
    .array(text)
    .length(4, 'must list exactly four key features')
    .describe('Exactly four features its card lists, one per item, e.g. "Lead scoring in real time".'),
  hero: z
    .strictObject({
      badge: text.describe("The label above the page's heading."),
      title: text.describe("The page's heading."),
      subtitle: text.describe("The paragraph under the page's heading."),
    })
    .describe("The top of the solution's page."),
  seo: z
    .strictObject({
      title: text.describe('The page title in search results and browser tabs.'),
      description: text.describe('The text under the title in search results.'),
      keywords: z.array(text).min(1).describe('Search phrases the page answers, one per item.'),
    })
    .describe("How search engines show the solution's page."),
})

/** The solutions in menu order; each has a page, whose body is in data/solution-pages.yaml. */
export const solutionsSchema = z
  .array(solutionSchema)
  .min(1, 'must list at least one solution')
  .describe('The AI solutions in menu order; each has a page, written under Solution pages.')
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
  value: text.optional().describe('A headline figure such as "500%"; leave empty to show only the title.'),
  title: text.describe('What the block is about, or what the figure measures.'),
  description: text.describe('One or two sentences behind it.'),
})

const agentSchema = z.strictObject({
  title: text.describe('The agent\'s name, e.g. "Prospector".'),
  icon: iconSchema,
  color: z.enum(accentNames).describe('The accent colour of its card.'),
  /** What the agent does, concretely. */
  description: text.describe(
    'What the agent does, concretely, e.g. "Builds the target list from registries and job posts".',
  ),
  /** What it works from. */
  inputs: text.describe('What it works from, e.g. "Your ICP, CRM history and intent data".'),
  /** What it hands to a person on the client's team. */
  handoff: text.describe(
    'What it hands to a person on the client\'s team, e.g. "A ranked list for the SDR each Monday".',
  ),
})

export const solutionPageSchema = z.strictObject({
  /** The solution of data/solutions.yaml this page belongs to. */
  slug: solutionSlug.describe(
    'The slug of the solution in Solutions whose page this is, e.g. ai-sales-agents.',
  ),
  /** The success story (three figures) or three key blocks under the hero: three on every page, a requirement of the product. */
  highlights: z
    .strictObject({
      eyebrow,
      title: heading,
      intro: text.describe('The paragraph that introduces the three blocks.'),
      /** The slug of the case study the success story tells in full; its figures must agree. */
      caseStudy: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be the slug of a case study')
        .optional()
        .describe(
          'The slug of the case study this success story tells in full; its figures must agree with it.',
        ),
      items: z
        .array(highlightSchema)
        .length(SOLUTION_HIGHLIGHT_COUNT, `must list exactly ${SOLUTION_HIGHLIGHT_COUNT} items`)
        .describe(`Exactly ${SOLUTION_HIGHLIGHT_COUNT} blocks: figures of the success story, or key points.`),
    })
    .describe("The success story or key points under the page's top."),
  agents: z
    .strictObject({
      eyebrow,
      title: heading,
      subtitle,
      arrangement: z
        .enum(['team', 'pipeline'], { error: "must be 'team' or 'pipeline'" })
        .default('team')
        .describe(
          'How the agents are drawn: team (side by side, each with its own job) or pipeline (one flow in order, each handing its work to the next).',
        ),
      /** Six agent cards on every solution page, a requirement of the product. */
      items: z
        .array(agentSchema)
        .length(SOLUTION_AGENT_COUNT, `must list exactly ${SOLUTION_AGENT_COUNT} agent cards`)
        .describe(`Exactly ${SOLUTION_AGENT_COUNT} agent cards.`),
    })
    .describe('The section of agent cards.'),
  capabilities: z
    .strictObject({
      eyebrow,
      title: heading,
      subtitle,
      /** On the three launch pages, exactly as many as SOLUTION_CAPABILITY_COUNTS gives for the slug. */
      items: z
        .array(text)
        .min(1, 'must list at least one capability')
        .describe('What the solution can do, one per item, e.g. "Reply handling in 14 languages".'),
    })
    .describe('The list of capabilities.'),
  /** The closing call: its "Schedule a Strategy Call" button to the scheduler. */
  closingCall: closingCallSchema.describe('The closing block at the end of the page.'),
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
export const solutionPagesSchema = z
  .array(solutionPageSchema)
  .describe('The page of each AI solution, one per solution.')
  .superRefine((pages, context) => {
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
