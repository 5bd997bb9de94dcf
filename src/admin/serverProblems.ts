import type { EditorProblem } from './problemMessages'

/**
 * The problems the check on save last found for an entry (src/admin/saveEntry.ts), kept until the
 * next check: each field's widget shows those of its field (src/admin/widgets/withRules.tsx) and
 * drops them once its value changes.
 */

type Listener = () => void

let current: { entry: string; problems: EditorProblem[] } = { entry: '', problems: [] }
const listeners = new Set<Listener>()

/** Which entry problems belong to: its collection and its file (a new entry has none yet). */
export const entryKey = (collection: string, path: string | undefined) => `${collection}:${path ?? ''}`

export function setServerProblems(entry: string, problems: readonly EditorProblem[]): void {
  current = { entry, problems: [...problems] }
  for (const listener of listeners) listener()
}

/** The messages of one field of an entry. */
export function serverProblemsOf(entry: string, field: string): string[] {
  if (current.entry !== entry) return []
  return current.problems.filter((problem) => problem.field === field).map((problem) => problem.message)
}

/** The field's value changed: what the check said of it no longer holds. */
export function dropServerProblems(entry: string, field: string): void {
  if (current.entry === entry)
    current.problems = current.problems.filter((problem) => problem.field !== field)
}

export function onServerProblems(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
