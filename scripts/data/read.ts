import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import type { z } from 'zod'
import { fillPlaceholders, fillPlaceholdersDeep } from '@/lib/placeholders'
import { fieldPath, type Problems } from './problems'

/**
 * The {{placeholders}} a file may use, and what to say about one that is not among them (nothing,
 * when the problem lies elsewhere and is reported there).
 */
export interface PlaceholderSet {
  values: Record<string, string>
  unknownMessage: (name: string) => string | undefined
}

function reportUnknown(
  file: string,
  field: string,
  name: string,
  placeholders: PlaceholderSet,
  problems: Problems,
) {
  const message = placeholders.unknownMessage(name)
  if (message !== undefined) problems.error(file, field, message)
}

/** Fills the placeholders of a parsed file, reporting each unknown one at its field. */
function fill(value: unknown, file: string, placeholders: PlaceholderSet | undefined, problems: Problems) {
  if (!placeholders) return value
  const filled = fillPlaceholdersDeep(value, placeholders.values)
  for (const { path, name } of filled.unknown)
    reportUnknown(file, fieldPath(path), name, placeholders, problems)
  return filled.value
}

function readText(dataDir: string, file: string, problems: Problems): string | undefined {
  try {
    return readFileSync(path.join(dataDir, file), 'utf8')
  } catch {
    problems.error(file, '(file)', 'file is missing or unreadable')
    return undefined
  }
}

function parseYamlText(text: string, file: string, problems: Problems, lineOffset = 0): unknown {
  try {
    return parseYaml(text)
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const at = error.linePos?.[0].line ?? 0
      const hint = /^\s*(?:-\s+|[\w-]+:\s+)\{\{/.test(text.split('\n')[at - 1] ?? '')
        ? " (a value that starts with {{ needs quotes: '{{figure:name}} more leads')"
        : ''
      problems.error(
        file,
        '(file)',
        `YAML syntax error at line ${at + lineOffset}: ${error.message.split('\n')[0]}${hint}`,
      )
    } else {
      problems.error(file, '(file)', String(error))
    }
    return undefined
  }
}

/** A YAML file of data/ as parsed, unchecked and without reporting anything; undefined if unreadable. */
export function parseYamlQuietly(dataDir: string, file: string): unknown {
  try {
    return parseYaml(readFileSync(path.join(dataDir, file), 'utf8'))
  } catch {
    return undefined
  }
}

function validate<S extends z.ZodType>(
  value: unknown,
  schema: S,
  file: string,
  problems: Problems,
): z.output<S> | undefined {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  problems.zod(file, result.error)
  return undefined
}

/**
 * A YAML file of data/, its placeholders filled, validated; undefined (with problems recorded) when
 * it is not valid.
 */
export function readYaml<S extends z.ZodType>(
  dataDir: string,
  file: string,
  schema: S,
  problems: Problems,
  placeholders?: PlaceholderSet,
): z.output<S> | undefined {
  const text = readText(dataDir, file, problems)
  if (text === undefined) return undefined
  const before = problems.errors.length
  const value = fill(parseYamlText(text, file, problems), file, placeholders, problems)
  return problems.errors.length > before ? undefined : validate(value, schema, file, problems)
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** A markdown file with YAML front matter: the validated front matter and the body, placeholders filled. */
export function readMarkdown<S extends z.ZodType>(
  dataDir: string,
  file: string,
  schema: S,
  problems: Problems,
  placeholders?: PlaceholderSet,
): { frontMatter: z.output<S>; body: string } | undefined {
  const text = readText(dataDir, file, problems)
  if (text === undefined) return undefined
  const match = FRONT_MATTER.exec(text)
  if (!match) {
    problems.error(file, '(file)', 'must start with YAML front matter between two --- lines')
    return undefined
  }
  const before = problems.errors.length
  const value = fill(parseYamlText(match[1]!, file, problems, 1), file, placeholders, problems)
  if (problems.errors.length > before) return undefined
  const frontMatter = validate(value, schema, file, problems)
  if (frontMatter === undefined) return undefined
  let body = text.slice(match[0].length)
  if (body.trim() === '') problems.error(file, 'content', 'the article has no body after the front matter')
  if (placeholders) {
    const filled = fillPlaceholders(body, placeholders.values)
    for (const name of filled.unknown) reportUnknown(file, 'content', name, placeholders, problems)
    body = filled.text
  }
  return { frontMatter, body }
}

/** The files of a folder of data/ with one extension, sorted by name; none if the folder is absent. */
export function listFiles(
  dataDir: string,
  folder: string,
  extension: string,
  readdir: (dir: string) => string[],
) {
  try {
    return readdir(path.join(dataDir, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`)
  } catch {
    return []
  }
}
