import { listInWords } from '@/lib/text'
import { BODY_FIELD, LIST_FIELD } from './formats'
import { pathInWords, type RuleField } from './fieldRules'

/**
 * What build:data finds when the check on save runs it with an entry (scripts/cms/checkEntry.ts),
 * said in the editor: at the field it names, in the editor's labels, without the file, the line or
 * build:data's field path ("Title: the page title would be 64 characters ...").
 */

/** A problem as build:data reports it: its file (relative to data/), its field path, its words, its line. */
export interface DataProblem {
  file: string
  field: string
  message: string
  line?: number
}

/**
 * A problem for the editor: at a field of the entry (its top-level name, and its label), or about
 * the entry as a whole.
 */
export interface EditorProblem {
  field?: string
  label?: string
  message: string
}

/** build:data's field path as keys and list positions: "results.2" -> ['results', 2]. */
function pathOf(field: string, listFile: boolean): PropertyKey[] {
  if (field === '(file)') return []
  const keys = field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))
  if (keys[0] === 'content') keys[0] = BODY_FIELD
  return listFile ? [LIST_FIELD, ...keys] : keys
}

/**
 * One problem of the check for the entry saved to `entryFile` (relative to data/), whose fields are
 * `fields`: at the top-level field it lies in, or, if it lies in another file or in no field, for
 * the entry as a whole. A problem in a markdown file's text names its line of the text, counted from
 * the text's first line (`bodyStart`, the file's line the text starts on), as the editor shows it.
 */
export function editorProblem(
  problem: DataProblem,
  entryFile: string,
  fields: readonly RuleField[],
  { listFile = false, bodyStart }: { listFile?: boolean; bodyStart?: number } = {},
): EditorProblem {
  if (problem.file !== entryFile) {
    const where = problem.field === '(file)' ? '' : ` (${problem.field})`
    return { message: `Saving it would break data/${problem.file}${where}: ${problem.message}` }
  }
  const [top, ...rest] = pathOf(problem.field, listFile)
  const field = fields.find((candidate) => candidate.name === top)
  if (!field) return { message: problem.message.charAt(0).toUpperCase() + problem.message.slice(1) }
  const bodyLine =
    top === BODY_FIELD && bodyStart !== undefined && problem.line !== undefined && problem.line >= bodyStart
      ? `, line ${problem.line - bodyStart + 1}`
      : ''
  return {
    field: field.name,
    label: field.label ?? field.name,
    message: `${pathInWords(field, rest)}${bodyLine}: ${problem.message}`,
  }
}

/** What the check on save answers (scripts/cms/devPlugin.ts). */
export interface CheckAnswer {
  problems: EditorProblem[]
}

/** A save the editor refuses: Decap shows its message as it is ("Not saved. ..."), no "Error:". */
export class NotSaved extends Error {
  override toString(): string {
    return this.message
  }
}

/**
 * The message of the refused save: the fields to change (marked in red, the first with the cursor,
 * src/admin/problemFocus.ts), and the problems that belong to no field.
 */
export function notSavedMessage(problems: readonly EditorProblem[]): string {
  const general = problems.filter((problem) => !problem.field).map((problem) => problem.message)
  const labels = [
    ...new Set(problems.flatMap((problem) => (problem.field ? [problem.label ?? problem.field] : []))),
  ]
  const atFields =
    labels.length > 0
      ? [
          `${listInWords(labels)} ${labels.length === 1 ? 'needs' : 'need'} a change: see what is marked in red.`,
        ]
      : []
  return [...atFields, ...general].join(' ')
}
