import { yamlCollections } from '@/schemas/collections'
import { figurePlaceholderValues, figureSchema, type Figures } from '@/schemas/figures'
import type { DataFiles } from './dataFiles'
import type { Problems } from './problems'
import { parseYamlQuietly, readYaml, type PlaceholderSet } from './read'

/** What {{figure:name}} stands for in every other file, and what to say about a name it lacks. */
function figurePlaceholders(figures: Figures): PlaceholderSet {
  const names = Object.keys(figures).join(', ')
  return {
    values: figurePlaceholderValues(figures),
    unknownMessage: (name) =>
      name.startsWith('figure:')
        ? `unknown figure {{${name}}}; data/figures.yaml defines: ${names}`
        : `unknown placeholder {{${name}}}; write a figure as {{figure:<name>}} with a name from data/figures.yaml`,
  }
}

/**
 * While data/figures.yaml itself is invalid, the other files still get every figure it writes down
 * correctly, and no name is reported as unknown: its problems are reported once, not at every page
 * citing it. A field citing a figure that is missing or invalid is left unjudged (read.ts).
 */
function bestEffortPlaceholders(files: DataFiles): PlaceholderSet {
  const parsed = parseYamlQuietly(files, yamlCollections.figures.file)
  const values: Record<string, string> = {}
  if (parsed !== null && typeof parsed === 'object') {
    for (const [name, figure] of Object.entries(parsed)) {
      const valid = figureSchema.safeParse(figure)
      if (valid.success) values[`figure:${name}`] = valid.data.value
    }
  }
  return { values, unknownMessage: () => undefined }
}

/** data/figures.yaml, read first (it cites nothing), and the placeholders every other file may use. */
export function readFigures(
  files: DataFiles,
  problems: Problems,
): { figures: Figures | undefined; placeholders: PlaceholderSet } {
  const { file, schema } = yamlCollections.figures
  const figures = readYaml(files, file, schema, problems)
  return { figures, placeholders: figures ? figurePlaceholders(figures) : bestEffortPlaceholders(files) }
}
