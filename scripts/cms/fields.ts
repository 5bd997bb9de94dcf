import { z } from 'zod'
import type { CounterSpec } from '@/admin/counters'
import { LIST_FIELD } from '@/admin/formats'
import { SLUG_WIDGET, TEXT_OR_LIST_WIDGET } from '@/admin/widgets/names'

/** A field of Decap CMS's config: https://decapcms.org/docs/widgets/ */
export interface CmsField {
  name: string
  label: string
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'select'
    | 'image'
    | 'markdown'
    | 'list'
    | 'object'
    | 'datetime'
    | 'relation'
    | typeof SLUG_WIDGET
    | typeof TEXT_OR_LIST_WIDGET
  required?: boolean
  hint?: string
  /** A select's choices: values, or values with the words the marketer picks them by. */
  options?: (string | Choice)[]
  /** A select or a relation that picks several. */
  multiple?: boolean
  /** A relation: the collection (and file) it picks from, what it stores, shows and searches. */
  collection?: string
  file?: string
  value_field?: string
  display_fields?: string[]
  search_fields?: string[]
  options_length?: number
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  /** A list of single values: the widget of each item. */
  field?: CmsField
  /** An object, or a list of objects: the fields of each. */
  fields?: CmsField[]
  /** An image field's own upload folder (the repository path) and its address on the site. */
  media_folder?: string
  public_folder?: string
  /** A list of objects of several kinds, told apart by `typeKey`. */
  types?: CmsField[]
  typeKey?: string
  /** How a list shows an item while it is collapsed: its content, not "Item". */
  summary?: string
  /** Where in the file's zod schema this field's rules are (src/admin/entrySchemas.ts, schemaAt). */
  schema_path?: string
  /** A date (datetime widget): picked in a calendar, written YYYY-MM-DD. */
  format?: string
  date_format?: string
  time_format?: boolean
  default?: string
  /** The markdown widget's editing modes. */
  modes?: string[]
  /** The slug widget: the field its value is made from. */
  from?: string
  /** A live counter of the length a rule limits (src/admin/counters.ts). */
  counter?: CounterSpec
  /** A date: the year the agency was founded, before which no date of its content lies. */
  founding_year?: number
}

/** A choice of a select: what is stored, and what the marketer reads. */
export interface Choice {
  label: string
  value: string
}

/**
 * What a field's zod schema cannot say: the choices of a field read from data/ (categories, the
 * service and solution pages a study used), by the field's path.
 */
export type FieldOptions = Record<string, readonly (string | Choice)[]>

/**
 * Fields that name an entry of another collection, by their name wherever they stand: the editor
 * picks the entry (Decap's relation widget) instead of a slug or a name typed by hand.
 */
const RELATIONS: Record<string, Partial<CmsField>> = {
  /** An article's author: one of data/authors.yaml, by name. */
  author: {
    widget: 'relation',
    collection: 'lists',
    file: 'authors',
    value_field: `${LIST_FIELD}.*.name`,
    display_fields: [`${LIST_FIELD}.*.name`],
    search_fields: [`${LIST_FIELD}.*.name`],
  },
  /** A case study a figure, a quote or a success story cites: by its slug, picked by its title. */
  caseStudy: {
    widget: 'relation',
    collection: 'case-studies',
    value_field: 'slug',
    display_fields: ['title'],
    search_fields: ['title'],
    options_length: 100,
  },
}

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  description?: string
  minimum?: number
  maximum?: number
  minItems?: number
  additionalProperties?: JsonSchema | boolean
  /** Set with `.meta({ cmsWidget })` on a zod schema: a path under public/ is an image, a date a date. */
  cmsWidget?: 'image' | 'text' | 'date'
  /** Set with `.meta({ cmsFolder })`: the folder under public/ an image field uploads into. */
  cmsFolder?: string
}

/**
 * Labels in the words of the people who edit the site, where the field's name does not give them
 * ("SEO title", not "Seo title").
 */
const LABELS: Record<string, string> = {
  id: 'Number (ID)',
  url: 'Address (URL)',
  siteUrl: 'Site address (URL)',
  embedSrc: 'Embed address',
  xProfile: 'X (Twitter) profile',
  isNew: 'Marked NEW',
  challenges_faced: 'Key challenges we overcame',
  every: 'Counted by',
  result: 'Result line it builds up to',
  cumulative: 'Running total',
  starts: 'When month (or week) 1 begins',
  navLabel: 'Menu label',
  to: 'Goes to',
  conversionLiftAt12Months: 'Conversion lift at 12 months',
  maxTwelveMonthGrowth: 'Most growth in 12 months',
  countryCode: 'Country code',
  inputPlaceholder: 'Input placeholder text',
  publishDate: 'Publish date',
  updatedDate: 'Last updated',
  updated: 'Last updated',
  readTime: 'Reading time',
}

/** Words written in capitals wherever they stand in a label. */
const ACRONYMS: Record<string, string> = {
  seo: 'SEO',
  ai: 'AI',
  url: 'URL',
  id: 'ID',
  roi: 'ROI',
  faq: 'FAQ',
  b2b: 'B2B',
}

/** Fields that hold a paragraph: edited in a box of several lines, not a one-line field. */
const PARAGRAPHS = new Set([
  'description',
  'subtitle',
  'text',
  'excerpt',
  'summary',
  'caption',
  'means',
  'averages',
  'intro',
  'note',
  'formNotice',
  'industriesText',
  'seoDescription',
])

/** "publishDate" -> "Publish date", "stat-banner" -> "Stat banner", "liftAt12Months" -> "Lift at 12 months". */
export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name]
  const words = name
    .replace(/[_-]/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema of a file as an editor writes it: the input side, before the pipeline derives anything. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

function kind(node: JsonSchema): string | undefined {
  return Array.isArray(node.type) ? node.type.find((type) => type !== 'null') : node.type
}

/** A text or a list of texts (a study's challenges): edited as what the entry has, and switchable. */
function isTextOrList(variants: JsonSchema[]): boolean {
  return (
    variants.length === 2 &&
    variants.some((variant) => kind(variant) === 'string') &&
    variants.some((variant) => kind(variant) === 'array' && kind(variant.items ?? {}) === 'string')
  )
}

/** The objects of a union told apart by one literal property (a service page's `type`). */
function discriminator(variants: JsonSchema[]): string | undefined {
  const first = variants[0]?.properties ?? {}
  return Object.keys(first).find((key) =>
    variants.every((variant) => variant.properties?.[key]?.const !== undefined),
  )
}

/**
 * Objects of a union with no property telling them apart (a navigation item has a path, a list, or
 * product: true): one object with every property of every kind, each optional. The field's rules
 * (the union) refuse a combination the schema does not allow.
 */
function mergedObject(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const variant of variants) Object.assign(properties, variant.properties)
  const required = Object.keys(properties).filter((key) =>
    variants.every((variant) => variant.required?.includes(key)),
  )
  return { type: 'object', properties, required }
}

/** A bound the schema set, not the safe-integer range zod gives every integer. */
const meaningful = (bound: number | undefined): bound is number =>
  bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER

/**
 * The fields of an optional group (a study's timeline): Decap would ask for them even while the
 * group is left out, so the editor leaves them optional and the group's rules ask for them once it
 * is filled in.
 */
function optionalGroup(field: CmsField): CmsField {
  if (field.widget !== 'object') return { ...field, required: false }
  return { ...field, required: false, fields: field.fields?.map(optionalGroup) }
}

/** Where a field stands: the path of its choices (`options`) and of its rules in the schema. */
interface At {
  /** Dot-separated keys, lists without an index: how FieldOptions names a field. */
  options: string
  /** schemaAt's path: `*` for a list's items, `type=x` for one kind of a typed list. */
  schema: string
}

const join = (path: string, segment: string) => (path ? `${path}.${segment}` : segment)

function objectFields(node: JsonSchema, at: At, options: FieldOptions): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, property]) => {
    const field = toField(
      name,
      property,
      { options: join(at.options, name), schema: join(at.schema, name) },
      options,
    )
    // A field with a default may be left out of the file: it is optional here too.
    return required.has(name) ? field : optionalGroup(field)
  })
}

/** A date of data/: picked in the browser's calendar, written YYYY-MM-DD as the schema expects. */
const DATE_FIELD = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
} as const

/**
 * The Decap field for one property of a schema: objects become object widgets, lists list widgets,
 * enumerations selects, numbers and booleans their widgets, a text-or-list its own widget. A shape
 * Decap cannot edit throws, so a schema change the editor cannot follow fails the config's test
 * instead of writing a field that saves the wrong thing.
 */
export function toField(name: string, node: JsonSchema, at: At, options: FieldOptions): CmsField {
  const base = {
    name,
    label: labelOf(name),
    ...(node.description && { hint: node.description }),
    schema_path: at.schema,
  }
  const variants = node.anyOf ?? node.oneOf
  if (variants) {
    if (isTextOrList(variants)) return { ...base, widget: TEXT_OR_LIST_WIDGET }
    const objects = variants.filter((variant) => kind(variant) === 'object')
    if (objects.length === variants.length && objects.length > 1 && !discriminator(objects)) {
      return toField(name, { ...mergedObject(objects), description: node.description }, at, options)
    }
    const chosen = variants.find((variant) => kind(variant) === 'array') ?? objects[0]
    if (!chosen) throw new Error(`${at.options}: a union Decap cannot edit`)
    return toField(name, { ...chosen, description: node.description ?? chosen.description }, at, options)
  }
  const fixed = options[at.options]
  if (fixed)
    return {
      ...base,
      widget: 'select',
      options: [...fixed],
      ...(kind(node) === 'array' && { multiple: true }),
    }
  const relation = RELATIONS[name]
  if (relation && kind(node) === 'string') return { ...base, ...relation } as CmsField
  if (node.enum) return { ...base, widget: 'select', options: node.enum.map(String) }
  if (node.const !== undefined) {
    if (node.const === true) return { ...base, widget: 'boolean' }
    return { ...base, widget: 'select', options: [String(node.const)] }
  }
  switch (kind(node)) {
    case 'string':
      if (node.cmsWidget === 'date') return { ...base, ...DATE_FIELD }
      return {
        ...base,
        widget: node.cmsWidget ?? (PARAGRAPHS.has(name) ? 'text' : 'string'),
        ...(node.cmsFolder && {
          media_folder: `/public/${node.cmsFolder}`,
          public_folder: `/${node.cmsFolder}`,
        }),
      }
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: kind(node) === 'integer' ? 'int' : 'float',
        ...(meaningful(node.minimum) && { min: node.minimum }),
        ...(meaningful(node.maximum) && { max: node.maximum }),
      }
    case 'boolean':
      // No `default`: Decap would add a list item of defaults by itself to every list holding one.
      return { ...base, widget: 'boolean' }
    case 'object':
      if (!node.properties) throw new Error(`${at.options}: an object with free keys Decap cannot edit`)
      return { ...base, widget: 'object', fields: objectFields(node, at, options) }
    case 'array':
      return {
        ...base,
        widget: 'list',
        // Decap refuses an empty list it deems required: only a list that needs items is.
        ...(node.minItems ? { min: node.minItems } : { required: false }),
        ...listItems(node, base.label, at, options),
      }
    default:
      throw new Error(`${at.options}: a field of kind '${String(node.type)}' Decap cannot edit`)
  }
}

/** Fields a collapsed item is best named by, in order of preference. */
const NAMING_FIELDS = [
  'title',
  'label',
  'name',
  'question',
  'heading',
  'company',
  'provider',
  'platform',
  'value',
  'text',
]

/** A collapsed item of a list of groups shows what it says ("146 qualified demos", "Fintech"), not "Item". */
function summaryOf(fields: readonly CmsField[] | undefined): string | undefined {
  const names = (fields ?? [])
    .filter((field) => field.widget === 'string' || field.widget === 'text')
    .map((field) => field.name)
  if (names.includes('value') && names.includes('label')) return '{{fields.value}} {{fields.label}}'
  const named = NAMING_FIELDS.find((name) => names.includes(name)) ?? names[0]
  if (named) return `{{fields.${named} | truncate(90)}}`
  const intro = fields?.find(
    (field) => field.name === 'intro' && field.fields?.some((inner) => inner.name === 'title'),
  )
  return intro ? '{{fields.intro.title | truncate(90)}}' : undefined
}

function listItems(node: JsonSchema, label: string, at: At, options: FieldOptions): Partial<CmsField> {
  const items = node.items ?? {}
  const variants = items.anyOf ?? items.oneOf
  const objects = variants?.filter((variant) => kind(variant) === 'object') ?? []
  const typeKey = objects.length > 1 ? discriminator(objects) : undefined
  const itemAt = { options: at.options, schema: join(at.schema, '*') }
  if (typeKey) {
    return {
      typeKey,
      types: objects.map((variant) => {
        const type = String(variant.properties![typeKey]!.const)
        const { properties, ...rest } = variant
        const { [typeKey]: _discriminator, ...others } = properties!
        const typed = toField(
          type,
          { ...rest, properties: others },
          { options: at.options, schema: join(itemAt.schema, `${typeKey}=${type}`) },
          options,
        )
        const named = summaryOf(typed.fields)
        return { ...typed, label: labelOf(type), ...(named && { summary: `${labelOf(type)}: ${named}` }) }
      }),
    }
  }
  const item = toField('item', items, itemAt, options)
  if (item.widget === 'object') {
    const summary = summaryOf(item.fields)
    return { fields: item.fields, ...(summary && { summary }) }
  }
  // A single value: its messages and its collapsed label read as the list's ("Results: ...").
  return { field: { ...item, label }, summary: '{{fields.item | truncate(90)}}' }
}

/** The fields of a file: the properties of its (object) schema. */
export function fieldsOf(schema: z.ZodType, options: FieldOptions = {}, at = ''): CmsField[] {
  const node = inputJsonSchema(schema)
  if (kind(node) !== 'object' || !node.properties) {
    throw new Error('a file Decap edits must hold an object (its fields)')
  }
  return objectFields(node, { options: '', schema: at }, options)
}
