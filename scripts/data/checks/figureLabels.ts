import { pageFolders, yamlCollections } from '@/schemas/collections'
import { parseYamlQuietly } from '../read'
import type { DataFiles } from '../dataFiles'
import type { Check } from '../dataSet'
import { reportAll, stringFields, type DataProblem } from './problem'

/** A field whose whole value is one figure: value: '{{figure:roasIncrease}}'. */
const WHOLE_FIGURE = /^\s*\{\{\s*figure:([\w.]+)\s*\}\}\s*$/

interface Use {
  file: string
  field: string
  label: string
}

/** The words that name a stat next to its value: its label, or its title where it has no label. */
function labelOf(node: Record<string, unknown>): string | undefined {
  const label = node.label ?? node.title
  return typeof label === 'string' ? label : undefined
}

function collect(file: string, node: unknown, path: string[], uses: Map<string, Use[]>) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collect(file, item, [...path, String(index)], uses))
    return
  }
  if (node === null || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  const label = labelOf(record)
  for (const { field, text } of stringFields(record.value, [...path, 'value'])) {
    const name = WHOLE_FIGURE.exec(text)?.[1]
    if (name !== undefined && label !== undefined) {
      uses.set(name, [...(uses.get(name) ?? []), { file, field, label }])
    }
  }
  for (const [key, value] of Object.entries(record)) collect(file, value, [...path, key], uses)
}

/** Labels that differ only in case, spacing or punctuation name the same thing. */
const normalised = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * One figure, one meaning: wherever a stat shows a figure of data/figures.yaml as its value, it names
 * it with the same label. A figure shown under two labels is being used for two claims: give it one
 * label, or split it into two figures, each with its own meaning.
 *
 * `files` are the YAML files as their editors wrote them, before placeholders are filled.
 */
export function figureLabelProblems(files: readonly { file: string; written: unknown }[]): DataProblem[] {
  const uses = new Map<string, Use[]>()
  for (const { file, written } of files) collect(file, written, [], uses)
  const problems: DataProblem[] = []
  for (const [name, list] of uses) {
    const first = list[0]!
    for (const use of list.slice(1)) {
      if (normalised(use.label) === normalised(first.label)) continue
      problems.push({
        file: use.file,
        field: use.field,
        message:
          `shows {{figure:${name}}} as '${use.label}', but data/${first.file} (${first.field}) shows it as ` +
          `'${first.label}': use one label, or split the figure in data/figures.yaml if these are two claims`,
      })
    }
  }
  return problems
}

/** The YAML files that show figures as stats, as their editors wrote them (for figureLabelProblems). */
export function writtenStatFiles(files: DataFiles, servicePageSlugs: readonly string[]) {
  const statFiles = [
    ...Object.entries(yamlCollections)
      .filter(([key]) => key !== 'figures')
      .map(([, { file }]) => file),
    ...servicePageSlugs.map((slug) => `${pageFolders.servicePages.folder}/${slug}.yaml`),
  ]
  return statFiles.map((file) => ({ file, written: parseYamlQuietly(files, file) }))
}

export const checkFigureLabels: Check = (data, problems) => {
  reportAll(figureLabelProblems(writtenStatFiles(data.files, Object.keys(data.servicePages))), problems)
}
