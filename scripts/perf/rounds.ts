import { parseArgs } from 'node:util'

/**
 * The order of `npm run perf`'s audits: every target once per round, the order rotated by one each
 * round. Measured here, two copies of one build audited in the same order every round gave home
 * TBT medians of 120 and 23 ms: the audit that came first in each round ran slower. And a page
 * measured three times in a row shares one slow stretch of the machine. Rotating spreads both over
 * every target, so no page owns the bias (with at most as many rounds as targets, none is first twice).
 */
export function interleavedRounds<T>(targets: readonly T[], rounds: number): T[][] {
  return Array.from({ length: rounds }, (_, round) =>
    targets.map((_, index) => targets[(index + round) % targets.length]!),
  )
}

export interface PerfOptions {
  /** The pages to audit; empty for one of each kind. */
  paths: string[]
  /** Another build's folder (a `dist`) to audit in the same rounds, side by side with this one. */
  baseline?: string
}

/** `npm run perf [-- --baseline <dist> path ...]`: unknown options are refused with Node's message. */
export function perfOptions(args: string[]): PerfOptions {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { baseline: { type: 'string' } },
  })
  return { paths: positionals, ...(values.baseline ? { baseline: values.baseline } : {}) }
}
