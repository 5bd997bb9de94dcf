import { z } from 'zod'

/** A field of Decap CMS's config: https://decapcms.org/docs/widgets/ */
export interface CmsField {
  name: string
  label: string
  widget:
    'string' | 'text' | 'number' | 'boolean' | 'select' | 'image' | 'markdown' | 'list' | 'object' | 'hidden'
  required?: boolean
  hint?: string
  options?: string[]
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
  summary?: string
}

/** What a field's zod schema cannot say: the choices of a text field read from data/ (categories). */
export type FieldOptions = Record<string, readonly string[]>

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
  /** Set with `.meta({ cmsWidget })` on a zod schema: a path under public/ is an image. */
  cmsWidget?: 'image' | 'text'
  /** Set with `.meta({ cmsFolder })`: the folder under public/ an image field uploads into. */
  cmsFolder?: string
}

/** "publishDate" -> "Publish date", "challenges_faced" -> "Challenges faced". */
export function labelOf(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema of a file as an editor writes it: the input side, before the pipeline derives anything. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

function kind(node: JsonSchema): string | undefined {
  return Array.isArray(node.type) ? node.type.find((type) => type !== 'null') : node.type
}

/** A union of a text and a list of texts (a study's challenges): the list is what an editor fills. */
function chosenVariant(variants: JsonSchema[]): JsonSchema | undefined {
  return variants.find((variant) => kind(variant) === 'array') ?? variants.find((v) => kind(v) === 'object')
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
 * product: true): one object with every property of every kind, each optional. The pipeline's check
 * on save refuses a combination the schema does not allow.
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
 * group is left out, so the editor leaves them optional and the check on save (build:data's
 * schema) asks for them once the group is filled in.
 */
function optionalGroup(field: CmsField): CmsField {
  if (field.widget !== 'object') return { ...field, required: false }
  return { ...field, required: false, fields: field.fields?.map(optionalGroup) }
}

function objectFields(node: JsonSchema, path: string, options: FieldOptions): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, property]) => {
    const field = toField(name, property, `${path}${name}`, options)
    // A field with a default may be left out of the file: it is optional here too.
    return required.has(name) ? field : optionalGroup(field)
  })
}

/**
 * The Decap field for one property of a schema, at `path` (dot-separated, lists without an index):
 * objects become object widgets, lists list widgets, enumerations selects, numbers and booleans
 * their widgets. A shape Decap cannot edit throws, so a schema change the editor cannot follow fails
 * the config's test instead of writing a field that saves the wrong thing.
 */
export function toField(name: string, node: JsonSchema, path: string, options: FieldOptions): CmsField {
  const base = { name, label: labelOf(name), ...(node.description && { hint: node.description }) }
  const variants = node.anyOf ?? node.oneOf
  if (variants) {
    const objects = variants.filter((variant) => kind(variant) === 'object')
    if (objects.length === variants.length && objects.length > 1 && !discriminator(objects)) {
      return toField(name, { ...mergedObject(objects), description: node.description }, path, options)
    }
    const chosen = chosenVariant(variants)
    if (!chosen) throw new Error(`${path}: a union Decap cannot edit`)
    return toField(name, { ...chosen, description: node.description ?? chosen.description }, path, options)
  }
  const fixed = options[path]
  if (fixed) return { ...base, widget: 'select', options: [...fixed] }
  if (node.enum) return { ...base, widget: 'select', options: node.enum.map(String) }
  if (node.const !== undefined) {
    if (node.const === true) return { ...base, widget: 'boolean' }
    return { ...base, widget: 'select', options: [String(node.const)] }
  }
  switch (kind(node)) {
    case 'string':
      return {
        ...base,
        widget: node.cmsWidget ?? 'string',
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
      if (!node.properties) throw new Error(`${path}: an object with free keys Decap cannot edit`)
      return { ...base, widget: 'object', fields: objectFields(node, `${path}.`, options) }
    case 'array':
      return {
        ...base,
        widget: 'list',
        ...(node.minItems && { min: node.minItems }),
        ...listItems(node, path, options),
      }
    default:
      throw new Error(`${path}: a field of kind '${String(node.type)}' Decap cannot edit`)
  }
}

function listItems(node: JsonSchema, path: string, options: FieldOptions): Partial<CmsField> {
  const items = node.items ?? {}
  const variants = items.anyOf ?? items.oneOf
  const objects = variants?.filter((variant) => kind(variant) === 'object') ?? []
  const typeKey = objects.length > 1 ? discriminator(objects) : undefined
  if (typeKey) {
    return {
      typeKey,
      types: objects.map((variant) => {
        const type = String(variant.properties![typeKey]!.const)
        const { properties, ...rest } = variant
        const { [typeKey]: _discriminator, ...others } = properties!
        return { ...toField(type, { ...rest, properties: others }, path, options), label: labelOf(type) }
      }),
    }
  }
  const item = toField('item', items, path, options)
  if (item.widget === 'object') return { fields: item.fields }
  return { field: item }
}

/** Whether a file of this schema holds a list at its root (data/services.yaml ...), not an object. */
export function holdsList(schema: z.ZodType): boolean {
  return kind(inputJsonSchema(schema)) === 'array'
}

/** The fields of a file: the properties of its (object) schema. */
export function fieldsOf(schema: z.ZodType, options: FieldOptions = {}): CmsField[] {
  const node = inputJsonSchema(schema)
  if (kind(node) !== 'object' || !node.properties) {
    throw new Error('a file Decap edits must hold an object (its fields)')
  }
  return objectFields(node, '', options)
}
