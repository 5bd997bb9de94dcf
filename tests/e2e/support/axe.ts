import type { Frame, Page } from '@playwright/test'
import axeCore, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core'

/** WCAG 2.2 at levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.2 AA and axe's best practices (landmarks, headings, a page's one h1). */
export const WCAG_22_AA_AND_BEST_PRACTICE = [...WCAG_22_AA, 'best-practice']

/**
 * The rules whose outcome depends on the colours alone: what a second theme can change when its
 * stylesheet differs from the first only in its colours (src/styles/global.css, `:root.light`).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe on the page as it is, run in the page itself (axe.run), the way @axe-core/playwright's legacy
 * mode does: its default runs each frame apart and merges the results in a blank page it opens in
 * the context, which took as long again as the check; the only frames of these pages are the award
 * badges of the reviews platform, another site's pages, which a check of this site leaves out.
 *
 * Unlike that builder, axe is injected once into a document and its frames, not before every run: its
 * half a megabyte of source took longer to evaluate, twice per run, than a run of most pages (1.5 to
 * 2.5 s of a 4 s check, traced on the sweep). Only violations list every element: axe's unique
 * selector for every element that passed was a good part of the time of a check on a long page.
 */
export function axe(page: Page, options: RunOptions = {}): PageAxe {
  return new PageAxe(page, { resultTypes: ['violations'], ...options })
}

class PageAxe {
  private readonly includes: string[] = []
  private readonly excludes: string[] = []

  constructor(
    private readonly page: Page,
    private readonly options: RunOptions,
  ) {}

  include(selector: string): this {
    this.includes.push(selector)
    return this
  }

  exclude(selector: string): this {
    this.excludes.push(selector)
    return this
  }

  /** Only the rules with these tags (replaces withRules). */
  withTags(tags: string[]): this {
    this.options.runOnly = { type: 'tag', values: tags }
    return this
  }

  /** Only these rules (replaces withTags). */
  withRules(rules: string[]): this {
    this.options.runOnly = { type: 'rule', values: rules }
    return this
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) await injectAxe(frame)
    // The builder's context: every element but the excluded ones, or only the included ones.
    const context = { include: this.includes, exclude: this.excludes }
    const answer: { results?: AxeResults; error?: string } = await this.page.evaluate(
      async ([scope, options]) => {
        const { axe: running } = window as unknown as { axe: typeof axeCore }
        try {
          return { results: await running.run(scope as ElementContext, options as RunOptions) }
        } catch (error) {
          return { error: (error as Error).message }
        }
      },
      [context, this.options as Record<string, unknown>] as const,
    )
    if (!answer.results) throw new Error(answer.error)
    return answer.results
  }
}

/** axe into a frame that has none yet (a new document has none); the run reaches frames of this origin only. */
async function injectAxe(frame: Frame): Promise<void> {
  const inject = async () => {
    if (await frame.evaluate(() => 'axe' in window)) return
    await frame.evaluate(axeCore.source)
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axeCore }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    )
  }
  try {
    // As the builder does: a frame gets a second to take it.
    await Promise.race([
      inject(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('Script Timeout')), 1000).unref()),
    ])
  } catch {
    // A frame that went away or does not answer (another site's page) is not this site's to check.
  }
}

/** The ids of the rules that ran, passed or not (a rule may list under two outcomes): what a check covered. */
export function rulesRun(results: AxeResults): string[] {
  const outcomes = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable]
  return [...new Set(outcomes.map((rule) => rule.id))].sort()
}

/** One line per violation: the rule, its help and the elements, for a message that says where. */
export function violationLines(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
