import type { z } from 'zod'

/** Collects every problem of a data run, each as "data/<file>: <field.path>: <message>". */
export class Problems {
  readonly errors: string[] = []
  readonly warnings: string[] = []

  error(file: string, field: string, message: string): void {
    this.errors.push(format(file, field, message))
  }

  warn(file: string, field: string, message: string): void {
    this.warnings.push(format(file, field, message))
  }

  zod(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): void {
    for (const issue of error.issues) {
      this.error(file, fieldPath([...prefix, ...issue.path]), issue.message)
    }
  }
}

function format(file: string, field: string, message: string): string {
  return `data/${file}: ${field}: ${message}`
}

/** ["results", 2, "label"] -> "results.2.label"; the empty path is the whole file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(file)' : path.map(String).join('.')
}
