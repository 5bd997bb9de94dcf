/**
 * Replaces {{name}} in a text with `values[name]`. Returns the text and the names it did not know,
 * so the pipeline can report them.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (name in values) return values[name]!
    unknown.push(name)
    return whole
  })
  return { text: filled, unknown }
}
