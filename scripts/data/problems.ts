import type { z } from 'zod'
import type { SourceFile } from './source'

/** One problem of a data run: in which file of data/, at which field, what is wrong, and on which line. */
export interface Problem {
  severity: 'error' | 'warning'
  /** Relative to data/: "case-studies/01-agents.yaml". */
  file: string
  /** Dotted path of the field ("results.2.label"); "(file)" for the whole file. */
  field: string
  message: string
  /** 1-based line of the file the problem sits on, where it is known. */
  line?: number
}

/** A position a check may give with its problem: a line of the file, or of a markdown file's body. */
export type At = { line: number } | { bodyLine: number }

/** "data/<file>: <field.path>: <message>": how a problem is written for people (docs/content.md, DESIGN). */
export function formatProblem(problem: Pick<Problem, 'file' | 'field' | 'message'>): string {
  return `data/${problem.file}: ${problem.field}: ${problem.message}`
}

/**
 * Collects every problem of a data run, so a maintainer sees them all at once: checks add to it and
 * go on, and the run reports at the end (scripts/data/report.ts). A problem added twice (two
 * findings of one thing) is kept once.
 */
export class Problems {
  readonly #all: Problem[] = []
  readonly #seen = new Set<string>()
  readonly #sources = new Map<string, SourceFile>()
  /** Field paths, per file, whose value is unknown because another file is broken (see `unsure`). */
  readonly #unsure = new Map<string, string[]>()

  error(file: string, field: string, message: string, at?: At): void {
    this.#add({ severity: 'error', file, field, message }, at)
  }

  warn(file: string, field: string, message: string, at?: At): void {
    this.#add({ severity: 'warning', file, field, message }, at)
  }

  /**
   * Every issue of a failed zod validation at its field (validated with messages.ts's plain words);
   * a field the schema does not know is reported at that field.
   */
  zod(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): void {
    for (const issue of error.issues) {
      const path = [...prefix, ...issue.path]
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined]
      for (const key of keys)
        this.error(file, fieldPath(key === undefined ? path : [...path, key]), issue.message)
    }
  }

  /**
   * Registers a file as written (read.ts does it for every file it parses): problems in it get their
   * lines from it, and the production check reads it.
   */
  source(source: SourceFile): void {
    this.#sources.set(source.file, source)
  }

  get sources(): readonly SourceFile[] {
    return [...this.#sources.values()]
  }

  /**
   * Marks fields of a file whose value could not be known because another file is broken (a figure
   * of a broken figures.yaml): a problem there is a consequence, reported where it starts, so it is
   * dropped here.
   */
  unsure(file: string, fields: readonly string[]): void {
    if (fields.length > 0) this.#unsure.set(file, [...(this.#unsure.get(file) ?? []), ...fields])
  }

  /** The files with an error so far, or with fields that could not be judged. */
  failedFiles(): Set<string> {
    const files = this.#all.filter((problem) => problem.severity === 'error').map((problem) => problem.file)
    return new Set([...files, ...this.#unsure.keys()])
  }

  /** The number of errors so far (a reader compares it before and after a step). */
  get errorCount(): number {
    return this.#all.filter((problem) => problem.severity === 'error').length
  }

  get all(): readonly Problem[] {
    return this.#all
  }

  get errors(): string[] {
    return this.#all.filter((problem) => problem.severity === 'error').map(formatProblem)
  }

  get warnings(): string[] {
    return this.#all.filter((problem) => problem.severity === 'warning').map(formatProblem)
  }

  #add(problem: Problem, at: At | undefined): void {
    if (this.#isUnsure(problem)) return
    const line = this.#lineOf(problem.file, problem.field, at)
    const located = line === undefined ? problem : { ...problem, line }
    const key = JSON.stringify([located.severity, located.file, located.field, located.message, line])
    if (this.#seen.has(key)) return
    this.#seen.add(key)
    this.#all.push(located)
  }

  #isUnsure({ file, field }: Problem): boolean {
    return (this.#unsure.get(file) ?? []).some(
      (unsure) => field === unsure || field.startsWith(`${unsure}.`) || unsure === '(file)',
    )
  }

  #lineOf(file: string, field: string, at: At | undefined): number | undefined {
    const source = this.#sources.get(file)
    const bodyStart = source?.body?.start
    if (at && 'line' in at) return at.line
    if (at && 'bodyLine' in at) return bodyStart === undefined ? undefined : bodyStart + at.bodyLine - 1
    if (field === 'content' && bodyStart !== undefined) return bodyStart
    return source?.lineOf(field)
  }
}

/** ["results", 2, "label"] -> "results.2.label"; the empty path is the whole file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(file)' : path.map(String).join('.')
}
