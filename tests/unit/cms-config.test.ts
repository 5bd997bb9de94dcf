import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blogFrontMatterSchema } from '@/content/blogPost'
import { caseStudySourceSchema } from '@/content/caseStudy'
import { categoriesSchema } from '@/content/categories'
import { pageFolders, yamlCollections } from '@/content/collections'
import { figureSchema } from '@/content/figures'
import { legalFrontMatterSchema } from '@/content/legal'
import { loadContent } from '@/content/load.server'
import { COMMENT_FIELD, LIST_FIELD } from '@/admin/listFile'
import { CMS_CONFIG_FILE, cmsConfig, type CmsConfig } from '../../scripts/cms/config'
import { fieldsOf, type CmsField } from '../../scripts/cms/fields'
import { editorPageHtml } from '../../scripts/cms/editorPage'
import { cmsConfigInput, cmsConfigYaml, cmsGithubRepo } from '../../scripts/cms/writeConfig'

const root = path.resolve(import.meta.dirname, '../..')
const categories = categoriesSchema.parse(
  parse(readFileSync(path.join(root, 'data/categories.yaml'), 'utf8')),
)
const figureNames = Object.keys(parse(readFileSync(path.join(root, 'data/figures.yaml'), 'utf8')) as object)
const config = cmsConfig({ categories, figureNames, siteUrl: 'https://bandera.example' })

type Collection = CmsConfig['collections'][number]
const collection = (name: string): Collection => config.collections.find((c) => c.name === name)!
const fileFields = (collectionName: string, file: string): CmsField[] =>
  collection(collectionName).files!.find((entry) => entry.name === file)!.fields
const field = (fields: readonly CmsField[], name: string): CmsField | undefined =>
  fields.find((candidate) => candidate.name === name)

/** The schema inside optional / default / refinement / transform wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap() as z.ZodType)
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType)
  return schema
}

/**
 * Walks a zod object on its own (not through the JSON Schema the generator reads) and lists every
 * way the editor's fields differ from it: a key with no field, a field with no key, a field required
 * in one and optional in the other, and the same for nested objects and lists of objects.
 */
function differences(
  schema: z.ZodType,
  fields: readonly CmsField[],
  at = '',
  inOptionalGroup = false,
): string[] {
  const object = unwrap(schema)
  if (!(object instanceof z.ZodObject)) return [`${at || '(root)'}: not an object`]
  const shape = object.shape as Record<string, z.ZodType>
  const found: string[] = fields
    .filter((candidate) => !(candidate.name in shape))
    .map((candidate) => `${at}${candidate.name}: a field no schema has`)
  for (const [key, value] of Object.entries(shape)) {
    const cms = field(fields, key)
    if (!cms) {
      found.push(`${at}${key}: missing from the editor`)
      continue
    }
    const optional = value.safeParse(undefined).success
    // Inside a group the entry may leave out, every field is optional in the editor (see optionalGroup).
    if ((optional || inOptionalGroup) !== (cms.required === false)) {
      found.push(`${at}${key}: ${optional ? 'optional' : 'required'} in the schema, not in the editor`)
    }
    const inner = unwrap(value)
    if (inner instanceof z.ZodObject) {
      found.push(...differences(inner, cms.fields ?? [], `${at}${key}.`, optional || inOptionalGroup))
    }
    if (inner instanceof z.ZodArray && unwrap(inner.element as z.ZodType) instanceof z.ZodObject) {
      found.push(...differences(inner.element as z.ZodType, cms.fields ?? [], `${at}${key}[].`))
    }
  }
  return found
}

describe('the CMS config made from the schemas', () => {
  it.each([
    ['case studies', caseStudySourceSchema, () => collection('case-studies').fields!],
    ['articles', blogFrontMatterSchema, () => collection('blog').fields!.filter((f) => f.name !== 'body')],
    ['site settings', yamlCollections.site.schema, () => fileFields('settings', 'site')],
    ['navigation', yamlCollections.navigation.schema, () => fileFields('settings', 'navigation')],
    ['home page', yamlCollections.home.schema, () => fileFields('page-copy', 'home')],
    [
      'services (a list file)',
      z.object({ [LIST_FIELD]: yamlCollections.services.schema }),
      () => fileFields('lists', 'services').filter((f) => f.name !== COMMENT_FIELD),
    ],
    [
      'solution pages (a list file)',
      z.object({ [LIST_FIELD]: yamlCollections.solutionPages.schema }),
      () => fileFields('lists', 'solutionPages').filter((f) => f.name !== COMMENT_FIELD),
    ],
    [
      'the privacy policy',
      legalFrontMatterSchema,
      () => fileFields('legal', 'privacy-policy').filter((f) => f.name !== 'body'),
    ],
  ] as const)(
    'has a field for every field of the %s schema, required as the schema says',
    (_, schema, fields) => {
      expect(differences(schema, fields())).toEqual([])
    },
  )

  it('offers exactly the categories of data/categories.yaml', () => {
    expect(field(collection('case-studies').fields!, 'category')).toMatchObject({
      widget: 'select',
      options: categories.caseStudies,
    })
    expect(field(collection('blog').fields!, 'category')).toMatchObject({
      widget: 'select',
      options: categories.blog,
    })
  })

  it('takes the enumerations of the schemas: a study timeline counts months or weeks', () => {
    const timeline = field(collection('case-studies').fields!, 'timeline')!
    expect(field(timeline.fields!, 'every')).toMatchObject({ widget: 'select', options: ['month', 'week'] })
  })

  it('edits every figure of data/figures.yaml with the fields of a figure', () => {
    const figures = fileFields('settings', 'figures')
    expect(figures.map((f) => f.name)).toEqual(figureNames)
    for (const figure of figures) expect(differences(figureSchema, figure.fields!)).toEqual([])
  })

  it('edits a service page section by section, each kind with its own fields', () => {
    const sections = field(collection('service-pages').fields!, 'sections')!
    expect(sections.typeKey).toBe('type')
    expect(sections.types!.map((type) => type.name)).toContain('stat-banner')
    expect(differences(pageFolders.servicePages.schema, collection('service-pages').fields!)).toEqual([])
  })

  it('uploads images (a featured image, an avatar) into the folder the articles cite them from', () => {
    const fields = collection('blog').fields!
    expect(field(fields, 'featuredImage')?.widget).toBe('image')
    expect(field(field(fields, 'author')!.fields!, 'avatar')?.widget).toBe('image')
    expect(config.media_folder).toBe('public/images/blog')
    expect(field(fields, 'body')?.widget).toBe('markdown')
  })

  it('edits the proof: client quotes and logos as lists, each field with its hint; their images go to images/clients', () => {
    const quotes = field(fileFields('lists', 'clientQuotes'), LIST_FIELD)!
    expect(quotes.widget).toBe('list')
    expect(quotes.fields!.map((item) => [item.name, item.widget, item.required ?? true])).toEqual([
      ['quote', 'string', true],
      ['role', 'string', true],
      ['caseStudy', 'string', true],
      ['name', 'string', false],
      ['photo', 'image', false],
      ['sample', 'boolean', false],
    ])
    for (const item of quotes.fields!) expect(item.hint, item.name).toMatch(/\S/)
    expect(field(quotes.fields!, 'photo')).toMatchObject({
      media_folder: '/public/images/clients',
      public_folder: '/images/clients',
    })
    const logos = field(fileFields('lists', 'clientLogos'), LIST_FIELD)!
    expect(field(logos.fields!, 'logo')).toMatchObject({ widget: 'image', public_folder: '/images/clients' })
    const study = collection('case-studies').fields!
    for (const name of ['servicesUsed', 'client', 'clientLogo'])
      expect(field(study, name), name).toMatchObject({ required: false, hint: expect.any(String) })
    const profile = field(fileFields('settings', 'site'), 'reviewsProfile')!
    expect(profile.fields!.map((item) => item.name)).toEqual([
      'name',
      'url',
      'rating',
      'reviewCount',
      'sample',
    ])
  })

  it('keeps drafts in review before they are published (the editorial workflow)', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
  })

  it('follows a schema: a field added to it is a field of the editor', () => {
    const schema = z.strictObject({
      title: z.string(),
      kind: z.enum(['a', 'b']),
      count: z.number().int().optional(),
      tags: z.array(z.string()).min(1),
    })
    expect(fieldsOf(schema)).toEqual([
      { name: 'title', label: 'Title', widget: 'string' },
      { name: 'kind', label: 'Kind', widget: 'select', options: ['a', 'b'] },
      { name: 'count', label: 'Count', widget: 'number', value_type: 'int', required: false },
      {
        name: 'tags',
        label: 'Tags',
        widget: 'list',
        min: 1,
        field: { name: 'item', label: 'Item', widget: 'string' },
      },
    ])
    expect(differences(schema.extend({ added: z.string() }), fieldsOf(schema))).toEqual([
      'added: missing from the editor',
    ])
  })

  it('refuses a shape the editor cannot save rather than writing a wrong field', () => {
    expect(() => fieldsOf(z.strictObject({ byName: z.record(z.string(), z.string()) }))).toThrow(
      /byName: an object with free keys/,
    )
  })

  it('is what build:data last wrote to public/admin/config.yml', () => {
    const written = readFileSync(path.join(root, CMS_CONFIG_FILE), 'utf8')
    const content = {
      categories: loadContent('categories'),
      figures: loadContent('figures'),
      site: loadContent('site'),
    }
    expect(written, 'run `npm run build:data`').toBe(cmsConfigYaml(cmsConfigInput(content, {})))
  })
})

describe('the hosted editor’s repository (CMS_GITHUB_REPO)', () => {
  it('is named in the config and on the editor page when set, and absent from both when not', () => {
    expect(cmsGithubRepo({ CMS_GITHUB_REPO: ' bandera/site ' })).toBe('bandera/site')
    expect(cmsGithubRepo({})).toBeUndefined()
    expect(editorPageHtml('/admin/assets/cms.js', 'Bandera', 'bandera/site')).toContain(
      '<meta name="cms-github-repo" content="bandera/site">',
    )
    expect(editorPageHtml('/admin/assets/cms.js', 'Bandera')).not.toContain('cms-github-repo')
  })

  it('fails the build, naming the variable, when it is not owner/name', () => {
    expect(() => cmsGithubRepo({ CMS_GITHUB_REPO: 'https://github.com/bandera/site' })).toThrow(
      /CMS_GITHUB_REPO must be owner\/name/,
    )
  })
})
