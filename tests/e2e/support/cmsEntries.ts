import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { CmsConfig } from '../../../scripts/cms/config'

/** An entry the editor opens at /admin#/collections/<collection>/entries/<slug>. */
export interface EditorEntry {
  collection: string
  slug: string
  /** Its file, relative to the repository. */
  file: string
}

/**
 * The editor's config in `repo` (public/admin/config.yml, which build:data writes), parsed once for
 * each text it has: its ~16,000 lines take a second to parse, and the tests read it for every entry.
 */
const parsedConfigs = new Map<string, CmsConfig>()
function editorConfig(repo: string): CmsConfig {
  const text = readFileSync(path.join(repo, 'public/admin/config.yml'), 'utf8')
  let config = parsedConfigs.get(text)
  if (!config) parsedConfigs.set(text, (config = parse(text) as CmsConfig))
  return config
}

/** Every entry of the editor in `repo`: each file of its folder collections, each file its file collections name. */
export function editorEntries(repo: string): EditorEntry[] {
  const config = editorConfig(repo)
  return config.collections.flatMap((collection): EditorEntry[] => {
    if (collection.folder) {
      const extension = `.${collection.extension}`
      return readdirSync(path.join(repo, collection.folder))
        .filter((name) => name.endsWith(extension))
        .sort()
        .map((name) => ({
          collection: collection.name,
          slug: name.slice(0, -extension.length),
          file: `${collection.folder}/${name}`,
        }))
    }
    return (collection.files ?? []).map((file) => ({
      collection: collection.name,
      slug: file.name,
      file: file.file,
    }))
  })
}

/** Every file of data/ in `repo`, relative to it. */
export function dataFiles(repo: string): string[] {
  return (readdirSync(path.join(repo, 'data'), { recursive: true }) as string[])
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .map((name) => `data/${name}`)
    .sort()
}

/** `git` in `repo` (a repository of its own: tests/e2e/support/cms-fresh.ts). */
export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8' })
}

/**
 * What saves changed: `git diff` of the working tree (but the file `except` names), untracked files
 * listed too.
 */
export function changes(
  repo: string,
  { except }: { except?: string } = {},
): { diff: string; untracked: string[] } {
  const untracked = git(repo, 'ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean)
  const paths = except ? ['--', '.', `:(exclude)${except}`] : []
  return { diff: git(repo, 'diff', ...paths), untracked }
}

/** The lines a diff adds and removes (without the +/- and the file headers). */
export function diffLines(diff: string): { added: string[]; removed: string[] } {
  const lines = diff.split('\n').filter((line) => !line.startsWith('+++') && !line.startsWith('---'))
  return {
    added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
    removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
  }
}

/** A field of the editor's config, as far as the tests read it. */
interface ConfigField {
  name: string
  widget: string
  schema_path?: string
  fields?: ConfigField[]
  field?: ConfigField
}

/** The fields of an entry in the config. */
export function configFields(repo: string, entry: EditorEntry): ConfigField[] {
  const config = editorConfig(repo) as unknown as {
    collections: { name: string; fields?: ConfigField[]; files?: { name: string; fields: ConfigField[] }[] }[]
  }
  const collection = config.collections.find((candidate) => candidate.name === entry.collection)!
  return collection.fields ?? collection.files!.find((file) => file.name === entry.slug)!.fields
}

/** A text field of an entry and its value, where it stands in the form: at the top, in a group, in a list. */
export interface TextField {
  name: string
  value: string
  schemaPath: string
  inList: boolean
}

/** The entry's text fields with a value, top-level first, then in groups, then in the first item of its lists. */
export function textFields(fields: readonly ConfigField[], data: Record<string, unknown>): TextField[] {
  // A text field itself, or the text fields inside a group (at any depth).
  const text = (field: ConfigField, value: unknown, inList: boolean): TextField[] => {
    if (field.widget === 'object' && value && typeof value === 'object')
      return (field.fields ?? []).flatMap((inner) =>
        text(inner, (value as Record<string, unknown>)[inner.name], inList),
      )
    return (field.widget === 'string' || field.widget === 'text') &&
      typeof value === 'string' &&
      value &&
      field.schema_path
      ? [{ name: field.name, value, schemaPath: field.schema_path, inList }]
      : []
  }
  const top = fields
    .filter((field) => field.widget !== 'object')
    .flatMap((field) => text(field, data[field.name], false))
  const grouped = fields
    .filter((field) => field.widget === 'object')
    .flatMap((field) => text(field, data[field.name], false))
  // Of a list, its first item's.
  const listed = fields
    .filter((field) => field.widget === 'list' && Array.isArray(data[field.name]))
    .flatMap((list) => {
      const first = (data[list.name] as unknown[])[0]
      if (list.field) return text(list.field, first, true)
      return (list.fields ?? []).flatMap((field) =>
        text(field, (first as Record<string, unknown> | undefined)?.[field.name], true),
      )
    })
  return [...top, ...grouped, ...listed]
}
