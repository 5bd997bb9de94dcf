import { parse } from 'yaml'
import { editYaml } from './yamlEdit'

/**
 * How the editor reads and writes the files of data/ (registered with Decap CMS in
 * src/admin/startCms.ts, and used by the dev server's check on save): a save writes the values
 * that changed into the file as it was (src/admin/yamlEdit.ts), so a one-line change is a one-line
 * diff. Decap hands a format only the entry's fields; the file's text comes with them under
 * SOURCE_KEY, put there by the preSave hook from the entry Decap loaded (src/admin/saveEntry.ts),
 * and is never written.
 */

/** The text of the file an entry was read from; empty for a new entry. */
export const SOURCE_KEY = '__source'
/** A new entry's file name without extension ('14-a-study'), which Decap's slug template reads. */
export const FILE_NAME_KEY = '__fileName'

/** Decap's collections name these formats (scripts/cms/config.ts). */
export const DATA_FORMATS = {
  /** A YAML file whose root holds the fields. */
  yaml: 'data-yaml',
  /** A YAML file whose root is a list (services.yaml ...): one field, LIST_FIELD, holds it. */
  list: 'data-yaml-list',
  /** Markdown with YAML front matter: the front matter's fields, and the text after it as `body`. */
  markdown: 'data-markdown',
} as const

export type DataFormat = (typeof DATA_FORMATS)[keyof typeof DATA_FORMATS]

/** The field holding a list file's list. */
export const LIST_FIELD = 'items'
/** The field holding a markdown file's text. */
export const BODY_FIELD = 'body'

type Fields = Record<string, unknown>

/** The pipeline's rule (scripts/data/read.ts): the file starts with front matter between two --- lines. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/

export function splitFrontMatter(text: string): { frontMatter: string; body: string } {
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new Error('must start with YAML front matter between two --- lines')
  return { frontMatter: match[1] ?? '', body: text.slice(match[0].length) }
}

/** The line of a markdown file its text (after the front matter) starts on, counted from 1. */
export function bodyStartLine(text: string): number {
  const { body } = splitFrontMatter(text)
  return text.slice(0, text.length - body.length).split('\n').length
}

/** The fields of a file of data/ in `format`. */
export function fromFile(format: DataFormat, text: string): Fields {
  if (format === DATA_FORMATS.markdown) {
    const { frontMatter, body } = splitFrontMatter(text)
    return { ...((parse(frontMatter) as Fields | null) ?? {}), [BODY_FIELD]: body }
  }
  const value = parse(text) as unknown
  if (format === DATA_FORMATS.list) return { [LIST_FIELD]: value ?? [] }
  return (value as Fields | null) ?? {}
}

/**
 * The file of `data` in `format`: the file it was read from (SOURCE_KEY) with the changed values
 * written in, or a new file. `order` is the order of the fields, where a new key goes.
 */
export function toFile(format: DataFormat, data: Fields, order: readonly string[] = []): string {
  const { [SOURCE_KEY]: source, [FILE_NAME_KEY]: _fileName, ...fields } = data
  const original = typeof source === 'string' ? source : ''
  if (format === DATA_FORMATS.markdown) {
    const { [BODY_FIELD]: body, ...frontMatter } = fields
    const before = original ? splitFrontMatter(original).frontMatter : ''
    return `---\n${editYaml(before, frontMatter, { order })}---\n${typeof body === 'string' ? body : ''}`
  }
  if (format === DATA_FORMATS.list) return editYaml(original, fields[LIST_FIELD] ?? [])
  return editYaml(original, fields, { order })
}

/** The formats as Decap registers them (CMS.registerCustomFormat). */
export const decapFormats = Object.values(DATA_FORMATS).map((format) => ({
  name: format,
  extension: format === DATA_FORMATS.markdown ? 'md' : 'yaml',
  formatter: {
    fromFile: (text: string) => fromFile(format, text),
    toFile: (data: object, order?: string[]) => toFile(format, data as Fields, order),
  },
}))
