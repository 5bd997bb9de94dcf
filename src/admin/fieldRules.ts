import type { z } from 'zod'
import { plainErrorMap } from '@/schemas/messages'
import { holdsPlaceholder } from '@/lib/placeholders'
import { optionFor, schemaAt } from './entrySchemas'
import { isEmptyValue, withoutEmpty } from './yamlEdit'

/**
 * The rules of a field in the editor are its zod schema's (the ones build:data checks): a value is
 * checked against the schema of its field, in build:data's words, and each problem is shown at the
 * field that can fix it, labelled in the editor's words ("Results: each line starts with ...").
 */

/** A field of the editor's config, as far as its rules need it (scripts/cms/fields.ts writes them). */
export interface RuleField {
  name: string
  label?: string
  widget: string
  field?: RuleField
  fields?: RuleField[]
  types?: RuleField[]
  typeKey?: string
}

export interface Issue {
  path: PropertyKey[]
  message: string
}

/** The part of `value` at `path`, or undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  )
}

/**
 * What build:data would say of this value: every issue, in its words. Empty values are left out
 * first, as a save does. A text with a placeholder ({{figure:emailOpenRate}}) is judged only once
 * build:data has filled it in: by the check on save, not here.
 */
export function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const written = withoutEmpty(value)
  const result = optionFor(schema, written).safeParse(written, { error: plainErrorMap })
  if (result.success) return []
  return result.error.issues
    .filter(({ path }) => {
      const at = valueAt(written, path)
      return !(typeof at === 'string' && holdsPlaceholder(at))
    })
    .map(({ path, message }) => ({ path, message }))
}

/** The widgets inside a field, each with the path from the field to it and its part of the schema. */
function inner(field: RuleField, schema: z.ZodType, value: unknown) {
  const found: { path: PropertyKey[]; schema: z.ZodType; value: unknown }[] = []
  const add = (path: PropertyKey[], at: string, item: unknown) => {
    const part = schemaAt(schema, at)
    if (part) found.push({ path, schema: part, value: item })
  }
  const get = (item: unknown, key: string) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined
  if (field.widget === 'object')
    for (const child of field.fields ?? []) add([child.name], child.name, get(value, child.name))
  if (field.widget !== 'list' || !Array.isArray(value)) return found
  value.forEach((item, index) => {
    if (field.field) add([index], '*', item)
    for (const child of field.fields ?? []) add([index, child.name], `*.${child.name}`, get(item, child.name))
    const type = field.typeKey ? get(item, field.typeKey) : undefined
    const typed = field.types?.find((candidate) => candidate.name === type)
    for (const child of typed?.fields ?? [])
      add([index, child.name], `*.${field.typeKey}=${String(type)}.${child.name}`, get(item, child.name))
  })
  return found
}

const startsWith = (path: PropertyKey[], prefix: PropertyKey[]) =>
  prefix.every((key, index) => path[index] === key)

/**
 * The issues a field shows itself: those of its value no field inside it shows (a list's length, a
 * repeated item, an item of a list of groups that has none of the allowed forms). A field whose value
 * is empty shows none: the editor asks for a required one, and an optional one is left out.
 */
export function fieldIssues(field: RuleField, schema: z.ZodType, value: unknown): Issue[] {
  if (isEmptyValue(value)) return []
  const children = inner(field, schema, withoutEmpty(value))
  return issuesOf(schema, value).filter((issue) => {
    const child = children.find(({ path }) => startsWith(issue.path, path))
    if (!child) return true
    const rest = issue.path.slice(child.path.length)
    return !issuesOf(child.schema, child.value).some(
      (own) => own.message === issue.message && own.path.length === rest.length && startsWith(own.path, rest),
    )
  })
}

/** "Results", "Timeline, series 1, values": where in a field a path leads, in the editor's labels. */
export function pathInWords(field: RuleField, path: readonly PropertyKey[]): string {
  const words = [field.label ?? field.name]
  let current: RuleField | undefined = field
  for (const key of path) {
    if (typeof key === 'number') {
      words.push(`item ${key + 1}`)
      // An item of a list of single values has no label of its own; one of a list of groups has its fields.
      current = current?.field ? undefined : current
      continue
    }
    const candidates: RuleField[] = [
      ...(current?.fields ?? []),
      ...(current?.types ?? []).flatMap((type) => type.fields ?? []),
    ]
    const child = candidates.find((candidate) => candidate.name === key)
    words.push((child?.label ?? String(key)).toLowerCase())
    current = child
  }
  return words.join(', ')
}

/** The message shown under a field: where, then what is wrong. */
export function fieldMessage(field: RuleField, issue: Issue): string {
  return `${pathInWords(field, issue.path)}: ${issue.message}`
}
