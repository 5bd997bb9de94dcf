import { COLLECTIONS } from './entrySchemas'

/**
 * A new entry's file is named like its neighbours: a case study `NN-<slug>.yaml`, numbered after
 * the highest number of the folder (so it sorts last, as it was written last); an article
 * `<slug>.md`. The name is chosen as the entry is first saved, from the files there are then.
 */

const NUMBERED = /^(\d+)-/

/** The name (without extension) after the highest `NN-` of `existing`, as wide as theirs: 14-<slug>. */
export function nextNumberedName(existing: readonly string[], slug: string): string {
  const numbers = existing
    .map((file) => NUMBERED.exec(file.split('/').pop() ?? '')?.[1])
    .filter((n) => n !== undefined)
  const next = Math.max(0, ...numbers.map(Number)) + 1
  const width = Math.max(2, ...numbers.map((number) => number.length))
  return `${String(next).padStart(width, '0')}-${slug}`
}

/** Whether a collection's new entries are numbered in sequence. */
export const isNumbered = (collection: string) => collection === COLLECTIONS.caseStudies

/** A new entry's file name, without extension, given the paths of the files its folder holds. */
export function newFileName(collection: string, slug: string, existing: readonly string[]): string {
  return isNumbered(collection) ? nextNumberedName(existing, slug) : slug
}
