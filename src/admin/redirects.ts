import { parse } from 'yaml'
import { yamlCollections } from '@/schemas/collections'
import type { Redirect } from '@/lib/redirects'
import { editYaml } from './yamlEdit'

/**
 * A deleted case study or article leaves its published address to data/redirects.yaml, written in
 * the same save as the deletion (src/admin/deleteEntry.ts, and the check before it): its readers'
 * links and search results then lead to the page the marketer chose.
 */

export const REDIRECTS_FILE = `data/${yamlCollections.redirects.file}`

/** The redirects file with `redirect` added at its end, its comments kept. */
export function withRedirect(text: string, redirect: Redirect): string {
  const listed = (parse(text) as Redirect[] | null) ?? []
  return editYaml(text, [...listed, { from: redirect.from, to: redirect.to }])
}

/** The redirects chosen for files about to be deleted, by path (src/admin/deleteEntry.ts). */
const chosen = new Map<string, Redirect>()

/** `redirect` is to be written in the same save as the deletion of `path`. */
export function redirectWithDeletion(path: string, redirect: Redirect): void {
  chosen.set(path, redirect)
}

/** The redirect to write with the deletion of `path`, once: the backend takes it. */
export function takeRedirect(path: string): Redirect | undefined {
  const redirect = chosen.get(path)
  chosen.delete(path)
  return redirect
}
