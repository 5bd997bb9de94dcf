import { z } from 'zod'
import { LEGAL_SECTION_COUNTS } from '@/config/constants'
import { blogFrontMatterSchema } from '@/schemas/blogPost'
import { caseStudySourceSchema } from '@/schemas/caseStudy'
import { pageFolders, yamlCollections } from '@/schemas/collections'
import { legalFrontMatterSchema } from '@/schemas/legal'
import { DATA_FORMATS, LIST_FIELD, type DataFormat } from './formats'

/**
 * Which file of data/ each collection of the editor edits, and the zod schema build:data checks it
 * with: the config's fields are made from these (scripts/cms/config.ts), and the editor checks a
 * field's value against the same schema as it is typed (src/admin/widgets/withRules.tsx).
 */

/** The editor's collections, by name. */
export const COLLECTIONS = {
  caseStudies: 'case-studies',
  blog: 'blog',
  servicePages: 'service-pages',
  lists: 'lists',
  pageCopy: 'page-copy',
  settings: 'settings',
  legal: 'legal',
} as const

type YamlKey = keyof typeof yamlCollections

interface Folder {
  folder: string
  extension: 'yaml' | 'md'
  format: DataFormat
  schema: z.ZodType
}

/** The collections of one file per entry: their folder, their files' format and schema. */
export const folderCollections: Record<string, Folder> = {
  [COLLECTIONS.caseStudies]: {
    folder: 'data/case-studies',
    extension: 'yaml',
    format: DATA_FORMATS.yaml,
    schema: caseStudySourceSchema,
  },
  [COLLECTIONS.blog]: {
    folder: 'data/blog',
    extension: 'md',
    format: DATA_FORMATS.markdown,
    schema: blogFrontMatterSchema,
  },
  [COLLECTIONS.servicePages]: {
    folder: `data/${pageFolders.servicePages.folder}`,
    extension: 'yaml',
    format: DATA_FORMATS.yaml,
    schema: pageFolders.servicePages.schema,
  },
}

/** The format of a collection's files. */
export function collectionFormat(collection: string): DataFormat {
  const folder = folderCollections[collection]
  if (folder) return folder.format
  if (collection === COLLECTIONS.lists) return DATA_FORMATS.list
  if (collection === COLLECTIONS.legal) return DATA_FORMATS.markdown
  return DATA_FORMATS.yaml
}

/** The site settings: the site, the menus and the figures. */
export const SETTINGS_FILES: readonly YamlKey[] = ['site', 'navigation', 'figures']
/** Files of data/ that are not edited in the browser: they change with a reviewed YAML edit. */
const NOT_EDITED: readonly YamlKey[] = ['publishedAddresses', 'redirects']

/** The schema with its optional, default and transform wrappers taken off. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType }
  if (
    def.innerType &&
    ['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly'].includes(def.type)
  )
    return unwrapped(def.innerType)
  if (def.type === 'pipe' && def.in) return unwrapped(def.in)
  return schema
}

/** Whether a file of this schema holds a list at its root (data/services.yaml ...), not fields. */
export const holdsList = (schema: z.ZodType) => unwrapped(schema)._zod.def.type === 'array'

const otherFiles = (): YamlKey[] =>
  (Object.keys(yamlCollections) as YamlKey[]).filter(
    (key) => !SETTINGS_FILES.includes(key) && !NOT_EDITED.includes(key),
  )

/** The files whose root is a list: one list field each in the editor. */
export const listFiles = (): YamlKey[] => otherFiles().filter((key) => holdsList(yamlCollections[key].schema))
/** The files whose root holds fields: the pages' copy, the categories. */
export const pageCopyFiles = (): YamlKey[] =>
  otherFiles().filter((key) => !holdsList(yamlCollections[key].schema))

export const legalFiles = (): string[] => Object.keys(LEGAL_SECTION_COUNTS)

const isYamlKey = (file: string): file is YamlKey => file in yamlCollections

/** The schema of an entry: of its collection's folder, or of the file a files collection edits. */
export function entrySchema(collection: string, file?: string): z.ZodType | undefined {
  const folder = folderCollections[collection]
  if (folder) return folder.schema
  if (collection === COLLECTIONS.legal) return legalFrontMatterSchema
  if (!file || !isYamlKey(file)) return undefined
  if (collection === COLLECTIONS.lists) return z.object({ [LIST_FIELD]: yamlCollections[file].schema })
  return yamlCollections[file].schema
}

/** The object options of a union (or the object itself). */
function objectOptions(schema: z.ZodType): z.ZodObject[] {
  const inner = unwrapped(schema)
  const def = inner._zod.def as { type: string; options?: z.ZodType[] }
  if (def.type === 'object') return [inner as z.ZodObject]
  if (def.type === 'union') return (def.options ?? []).flatMap(objectOptions)
  return []
}

/** The literal a key of an object option holds, if it is one (a section's `type`). */
function literalOf(schema: z.ZodType | undefined): unknown {
  const def = schema && (unwrapped(schema)._zod.def as { type: string; values?: unknown[] })
  return def?.type === 'literal' ? def.values?.[0] : undefined
}

/**
 * The schema at a field's path, as scripts/cms/fields.ts writes it in the config (`schema_path`):
 * keys, `*` for the items of a list or the values of a record, `type=stat-banner` for the option of a
 * union whose `type` is that literal. Undefined where the schema has no such field.
 */
export function schemaAt(root: z.ZodType, path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root
  for (const segment of path ? path.split('.') : []) {
    if (!schema) return undefined
    const inner = unwrapped(schema)
    const def = inner._zod.def as { type: string; element?: z.ZodType; valueType?: z.ZodType }
    if (segment === '*') {
      schema = def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : undefined
      continue
    }
    const choice = /^(\w+)=(.+)$/.exec(segment)
    if (choice) {
      schema = objectOptions(inner).find((option) => literalOf(option.shape[choice[1]!]) === choice[2])
      continue
    }
    if (def.type === 'record') {
      schema = def.valueType
      continue
    }
    schema = objectOptions(inner).find((option) => segment in option.shape)?.shape[segment]
  }
  return schema
}

/** The option of a union a value is checked against: the one of its kind (a text, or a list). */
export function optionFor(schema: z.ZodType, value: unknown): z.ZodType {
  const def = unwrapped(schema)._zod.def as { type: string; options?: z.ZodType[] }
  if (def.type !== 'union' || !def.options) return schema
  const kind = Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'object'
  return def.options.find((option) => unwrapped(option)._zod.def.type === kind) ?? schema
}
