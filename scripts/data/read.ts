import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { fillPlaceholders, fillPlaceholdersDeep } from '@/lib/placeholders'
import { plainErrorMap } from '@/schemas/messages'
import type { DataFiles } from './dataFiles'
import { fieldPath, type Problems } from './problems'
import { yamlSource, type SourceFile } from './source'
import { describeSyntaxError } from './yamlSyntax'

/**
 * The {{placeholders}} a file may use, and what to say about one that is not among them (nothing,
 * when the problem lies elsewhere and is reported there).
 */
export interface PlaceholderSet {
  values: Record<string, string>
  unknownMessage: (name: string) => string | undefined
  /**
   * Values that stand in for names whose source is broken when nothing else depends on them: the
   * field citing one is left unjudged, but the file is read on. A name without a stand-in leaves
   * the whole file unjudged (a figure can change what a rule across fields says).
   */
  standIns?: Record<string, string>
}

/**
 * Fills the placeholders of a parsed file, reporting each unknown one at its field. A name whose
 * source is broken (unknownMessage says nothing) leaves its field unsure: a problem there follows
 * from the other file's. `unsure` is true when that leaves the whole file unjudged.
 */
function fill(value: unknown, file: string, placeholders: PlaceholderSet | undefined, problems: Problems) {
  if (!placeholders) return { value, unsure: false }
  const standIns = placeholders.standIns ?? {}
  const filled = fillPlaceholdersDeep(value, placeholders.values)
  const unsureFields: string[] = []
  let unsure = false
  for (const { path, name } of filled.unknown) {
    const message = placeholders.unknownMessage(name)
    if (message !== undefined) problems.error(file, fieldPath(path), message)
    else {
      unsureFields.push(fieldPath(path))
      unsure ||= !Object.hasOwn(standIns, name)
    }
  }
  problems.unsure(file, unsureFields)
  const withStandIns = fillPlaceholdersDeep(value, { ...standIns, ...placeholders.values }).value
  return { value: withStandIns, unsure }
}

function readText(files: DataFiles, file: string, problems: Problems): string | undefined {
  const text = files.readData(file)
  if (text === undefined) problems.error(file, '(file)', 'file is missing or unreadable')
  return text
}

/**
 * The YAML of a file (or of a markdown file's front matter, with its body), parsed with positions and
 * registered for line numbers; undefined after a syntax error.
 */
function parseYamlSource(
  text: string,
  file: string,
  problems: Problems,
  markdown?: { lineOffset: number; body: SourceFile['body'] },
): SourceFile | undefined {
  const lineOffset = markdown?.lineOffset ?? 0
  const document = parseDocument(text, { prettyErrors: false })
  const source = { ...yamlSource(file, text, document, lineOffset), body: markdown?.body }
  problems.source(source)
  const [error] = document.errors
  if (!error) return source
  const { line, message } = describeSyntaxError(text, error, source.lineAt)
  problems.error(file, '(file)', message, { line })
  return undefined
}

/** A YAML file of data/ as parsed, unchecked and without reporting anything; undefined if unreadable. */
export function parseYamlQuietly(files: DataFiles, file: string): unknown {
  const text = files.readData(file)
  if (text === undefined) return undefined
  try {
    const document = parseDocument(text)
    return document.errors.length > 0 ? undefined : document.toJS()
  } catch {
    return undefined
  }
}

/** Validates a parsed value, every issue in plain words at its field. */
export function validate<S extends z.ZodType>(
  value: unknown,
  schema: S,
  file: string,
  problems: Problems,
): z.output<S> | undefined {
  const result = schema.safeParse(value, { error: plainErrorMap })
  if (result.success) return result.data
  problems.zod(file, result.error)
  return undefined
}

/** A text wrapped whole in a word processor's quotes: “Fintech”, ‘Warsaw, Poland’, „Fintech“. */
const CURLY_QUOTED = /^(?:“[^]*”|‘[^]*’|„[^]*[“”])$/

/**
 * A value written in curly quotes, as a word processor types them: YAML does not read them as
 * quotes, so they would show on the page around the text. Reported at each such field.
 */
function reportCurlyQuoted(value: unknown, file: string, problems: Problems, at: PropertyKey[] = []): void {
  if (typeof value === 'string' && CURLY_QUOTED.test(value.trim())) {
    const [open, close] = [value.trim()[0], value.trim().at(-1)]
    problems.error(
      file,
      fieldPath(at),
      `is written in curly quotes (${open}…${close}), which YAML keeps as part of the text, so they would show on the page: remove them, or use straight quotes ' or " if the value needs quotes`,
    )
  } else if (Array.isArray(value))
    value.forEach((item, index) => reportCurlyQuoted(item, file, problems, [...at, index]))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) reportCurlyQuoted(item, file, problems, [...at, key])
}

/**
 * Placeholders filled, then validated: undefined (with problems recorded) when the value is not
 * valid, or when it cites a figure whose file is broken (its own problems are still reported).
 */
function fillAndValidate<S extends z.ZodType>(
  parsed: unknown,
  schema: S,
  file: string,
  problems: Problems,
  placeholders: PlaceholderSet | undefined,
): z.output<S> | undefined {
  const before = problems.errorCount
  reportCurlyQuoted(parsed, file, problems)
  const { value, unsure } = fill(parsed, file, placeholders, problems)
  const valid = validate(value, schema, file, problems)
  return unsure || problems.errorCount > before ? undefined : valid
}

/**
 * A YAML file of data/, its placeholders filled, validated; undefined (with problems recorded) when
 * it is not valid.
 */
export function readYaml<S extends z.ZodType>(
  files: DataFiles,
  file: string,
  schema: S,
  problems: Problems,
  placeholders?: PlaceholderSet,
): z.output<S> | undefined {
  const text = readText(files, file, problems)
  if (text === undefined) return undefined
  const source = parseYamlSource(text, file, problems)
  if (!source) return undefined
  return fillAndValidate(source.document.toJS(), schema, file, problems, placeholders)
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** A markdown file with YAML front matter: the validated front matter and the body, placeholders filled. */
export function readMarkdown<S extends z.ZodType>(
  files: DataFiles,
  file: string,
  schema: S,
  problems: Problems,
  placeholders?: PlaceholderSet,
): { frontMatter: z.output<S>; body: string } | undefined {
  const text = readText(files, file, problems)
  if (text === undefined) return undefined
  const match = FRONT_MATTER.exec(text)
  if (!match) {
    problems.error(file, '(file)', 'must start with YAML front matter between two --- lines', { line: 1 })
    return undefined
  }
  let body = text.slice(match[0].length)
  const bodyStart = match[0].split('\n').length
  const source = parseYamlSource(match[1]!, file, problems, {
    lineOffset: 1,
    body: { text: body, start: bodyStart },
  })
  if (!source) return undefined
  const frontMatter = fillAndValidate(source.document.toJS(), schema, file, problems, placeholders)
  if (frontMatter === undefined) return undefined
  if (body.trim() === '') problems.error(file, 'content', 'the article has no body after the front matter')
  if (placeholders) {
    const filled = fillPlaceholders(body, placeholders.values)
    for (const name of filled.unknown) {
      const message = placeholders.unknownMessage(name)
      if (message !== undefined) problems.error(file, 'content', message, placeholderLine(body, name))
    }
    const unjudged = filled.unknown.filter((name) => placeholders.unknownMessage(name) === undefined)
    if (unjudged.length > 0) problems.unsure(file, ['content'])
    if (unjudged.some((name) => !Object.hasOwn(placeholders.standIns ?? {}, name))) return undefined
    body = fillPlaceholders(body, { ...placeholders.standIns, ...placeholders.values }).text
  }
  return { frontMatter, body }
}

/** Where in a markdown body a placeholder is first written. */
function placeholderLine(body: string, name: string): { bodyLine: number } | undefined {
  const index = body.search(new RegExp(`\\{\\{\\s*${name.replace(/[.:]/g, '\\$&')}\\s*\\}\\}`))
  return index < 0 ? undefined : { bodyLine: body.slice(0, index).split('\n').length }
}

/** The files of a folder of data/ with one extension, sorted by name; none if the folder is absent. */
export function listFiles(files: DataFiles, folder: string, extension: string) {
  return files
    .listData(folder)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${folder}/${name}`)
}
