const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' }

/** An attribute value as the browser reads it: named references React writes, and numeric ones. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|quot|lt|gt|amp);/gi, (_, reference: string) => {
    if (!reference.startsWith('#')) return ENTITIES[reference.toLowerCase()]!
    const hex = reference[1] === 'x' || reference[1] === 'X'
    return String.fromCodePoint(parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10))
  })
}

/** The props an island in a page's HTML is hydrated with (its data-props attribute, parsed). */
export function islandProps<T = unknown>(html: string, name: string): T {
  const match = new RegExp(`<bandera-island data-island="${name}" data-props="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no island ${name} in the page`)
  return JSON.parse(decodeAttribute(match[1]!)) as T
}
