import { decodeEntities } from '../../support/builtHtml'

/** The props an island in a page's HTML is hydrated with (its data-props attribute, parsed). */
export function islandProps<T = unknown>(html: string, name: string): T {
  const match = new RegExp(`<bandera-island data-island="${name}" data-props="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no island ${name} in the page`)
  return JSON.parse(decodeEntities(match[1]!)) as T
}
