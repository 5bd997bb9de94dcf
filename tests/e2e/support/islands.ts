import { decodeEntities } from '../../support/builtHtml'

/**
 * The element of the island exported as `name` (its id ends in `#name`: src/islands/ids.ts), in a
 * page's DOM.
 */
export const islandSelector = (name: string) => `bandera-island[data-island$="#${name}"]`

/** The export name of an island's id, as tests name islands. */
export const islandName = (id: string | undefined) => id?.slice(id.lastIndexOf('#') + 1)

/** The props an island in a page's HTML is hydrated with (its data-props attribute, parsed). */
export function islandProps<T = unknown>(html: string, name: string): T {
  const match = new RegExp(`<bandera-island data-island="[^"#]*#${name}" data-props="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no island ${name} in the page`)
  return JSON.parse(decodeEntities(match[1]!)) as T
}
