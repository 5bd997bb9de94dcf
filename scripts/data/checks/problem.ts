import type { Problems } from '../problems'

/** A problem a check of data/ found: the file (relative to data/), the field and what to do about it. */
export interface DataProblem {
  file: string
  field: string
  message: string
  /** A warning does not fail `build:data` (unless the check says otherwise for --production). */
  warning?: boolean
}

/** Every string of a parsed YAML value with the path of its field ("results.2"). */
export function stringFields(value: unknown, path: string[] = []): { field: string; text: string }[] {
  if (typeof value === 'string') return [{ field: path.join('.') || '(file)', text: value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringFields(item, [...path, String(index)]))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringFields(item, [...path, key]))
  return []
}

/** Records what a check found: errors, and warnings where the check says so. */
export function reportAll(found: readonly DataProblem[], problems: Problems): void {
  for (const { file, field, message, warning } of found) {
    if (warning) problems.warn(file, field, message)
    else problems.error(file, field, message)
  }
}
