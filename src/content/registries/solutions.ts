import { solutionPagesSchema } from '../solutions'

/**
 * YAML lists of data/ for this area of the site: key -> { file, schema }. The pipeline validates each
 * file and writes generated/<key>.json.
 */
export const collections = {
  /** The body of the three AI solution pages (their heroes are in data/solutions.yaml). */
  solutionPages: { file: 'solution-pages.yaml', schema: solutionPagesSchema },
} as const
