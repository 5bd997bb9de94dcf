import { z } from 'zod'

/**
 * The marker of an entry that stands in for real data (a demo quote, a sample rating): plain
 * `build:data` shows it, `build:data --production` refuses it (scripts/data/checks/sampleContent.ts),
 * so nothing made up goes live. The rendered page never says "sample".
 */
export const sampleFlag = z
  .boolean({ error: 'must be true or false' })
  .optional()
  .describe(
    'Sample content standing in for the agency’s own: the site shows it, but build:data --production refuses it. Replace the entry with real data and remove this flag.',
  )

/** The key of that marker in any entry of data/. */
export const SAMPLE_KEY = 'sample'
