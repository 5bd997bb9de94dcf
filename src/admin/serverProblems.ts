import type { EditorProblem } from './problemMessages'

/**
 * The problems the check on save last found for an entry (src/admin/saveEntry.ts): each field's
 * widget shows those of its field (src/admin/widgets/withRules.tsx). They are the entry's as it was
 * then, and a rule of build:data may join fields (a title too long for the page title until an SEO
 * title is given): so they all go once any field of the entry changes, and at every Publish, which
 * runs the check again.
 */

/** Told which fields a change concerns, and whether problems came (or went). */
type Listener = (change: { fields: ReadonlySet<string>; came: boolean }) => void

let current: { entry: string; problems: EditorProblem[] } = { entry: '', problems: [] }
const listeners = new Set<Listener>()

/** Which entry problems belong to: its collection and its file (a new entry has none yet). */
export const entryKey = (collection: string, path: string | undefined) => `${collection}:${path ?? ''}`

const fieldsOf = (problems: readonly EditorProblem[]) =>
  new Set(problems.flatMap((problem) => (problem.field ? [problem.field] : [])))

function changed(fields: ReadonlySet<string>, came: boolean): void {
  for (const listener of listeners) listener({ fields, came })
}

export function setServerProblems(entry: string, problems: readonly EditorProblem[]): void {
  const before = current.entry === entry ? current.problems : []
  current = { entry, problems: [...problems] }
  changed(fieldsOf([...before, ...problems]), problems.length > 0)
}

/** The messages of one field of an entry. */
export function serverProblemsOf(entry: string, field: string): string[] {
  if (current.entry !== entry) return []
  return current.problems.filter((problem) => problem.field === field).map((problem) => problem.message)
}

/** The entry changed, or is about to be checked again: what the check said of it no longer holds. */
export function dropServerProblems(entry: string): void {
  if (current.entry !== entry || current.problems.length === 0) return
  const fields = fieldsOf(current.problems)
  current = { entry, problems: [] }
  changed(fields, false)
}

/** Called whenever the problems change: a field they concern validates again. */
export function onServerProblems(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
