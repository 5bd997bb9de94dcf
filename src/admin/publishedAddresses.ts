import { parse } from 'yaml'
import { yamlCollections } from '@/schemas/collections'
import { blogPostPath, caseStudyPath } from '@/lib/paths'
import { COLLECTIONS } from './entrySchemas'
import { editYaml } from './yamlEdit'

/**
 * A new case study or article goes live with its address in data/published-addresses.yaml, written
 * in the same save (src/admin/editorBackend.ts, and the check on save): the build then keeps that
 * address reachable for good, and `build:data --production` has nothing to refuse.
 */

export const PUBLISHED_ADDRESSES_FILE = `data/${yamlCollections.publishedAddresses.file}`

/** The address of an entry of a collection whose entries have pages of their own; undefined otherwise. */
export function entryAddress(collection: string, data: Record<string, unknown>): string | undefined {
  const slug = typeof data.slug === 'string' ? data.slug : undefined
  if (!slug) return undefined
  if (collection === COLLECTIONS.caseStudies) return caseStudyPath(slug)
  if (collection === COLLECTIONS.blog) return blogPostPath(slug)
  return undefined
}

/** The published-addresses file with `address` added at its end, its comments kept; as it was if listed. */
export function withAddress(text: string, address: string): string {
  const listed = (parse(text) as string[] | null) ?? []
  return listed.includes(address) ? text : editYaml(text, [...listed, address])
}
