/** {{name}}, {{ name }} or a namespaced {{figure:leadIncrease}}. */
const PLACEHOLDER = /\{\{\s*([\w.]+(?::[\w.]+)?)\s*\}\}/g

/** Whether a text holds a placeholder, which build:data fills in before it checks the field. */
export function holdsPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text)
}

/**
 * Replaces {{name}} in a text with `values[name]`. Returns the text and the names it did not know,
 * so the pipeline can report them.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (Object.hasOwn(values, name)) return values[name]!
    unknown.push(name)
    return whole
  })
  return { text: filled, unknown }
}

/** A placeholder nobody knows, with the field it was found in (["results", 1]). */
export interface UnknownPlaceholder {
  path: (string | number)[]
  name: string
}

/**
 * fillPlaceholders over every string of a parsed YAML value (keys stay as written). Returns the
 * filled copy and each unknown name with the path of the field that holds it.
 */
export function fillPlaceholdersDeep(
  value: unknown,
  values: Record<string, string>,
): { value: unknown; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = []
  const walk = (node: unknown, path: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      const filled = fillPlaceholders(node, values)
      for (const name of filled.unknown) unknown.push({ path, name })
      return filled.text
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]))
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]))
    }
    return node
  }
  return { value: walk(value, []), unknown }
}
