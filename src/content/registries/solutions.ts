/**
 * YAML lists of data/ for this area of the site: key -> { file, schema }. The pipeline validates each
 * file and writes generated/<key>.json.
 */
export const collections = {} as const
