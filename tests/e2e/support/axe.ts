import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { RunOptions } from 'axe-core'

/** WCAG 2.2 at levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.2 AA and axe's best practices (landmarks, headings, a page's one h1). */
export const WCAG_22_AA_AND_BEST_PRACTICE = [...WCAG_22_AA, 'best-practice']

/**
 * axe on the page as it is, run in the page itself (axe.run). By default the builder runs each frame
 * apart and merges the results in a blank page it opens in the context, which took as long again as
 * the check; the only frames of these pages are the award badges of the reviews platform, another
 * site's pages, which a check of this site leaves out.
 *
 * Options go here, not to the builder's options(): that one replaces what withTags() and withRules()
 * set, and the check then ran every rule. Only violations list every element: axe's unique selector
 * for every element that passed was a good part of the time of a check on a long page.
 */
export function axe(page: Page, options: RunOptions = {}): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], ...options })
}

/** The ids of the rules that ran, passed or not: what a check covered. */
export function rulesRun(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable]
    .map((rule) => rule.id)
    .sort()
}

/** One line per violation: the rule, its help and the elements, for a message that says where. */
export function violationLines(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
