import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
// Decap's own template engine, which turns preview_path into the address the editor opens.
import * as stringTemplate from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js'
import { Map as ImmutableMap } from 'immutable'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blogFrontMatterSchema } from '@/schemas/blogPost'
import { caseStudySourceSchema } from '@/schemas/caseStudy'
import { categoriesSchema } from '@/schemas/categories'
import { pageFolders, yamlCollections } from '@/schemas/collections'
import { figureSchema } from '@/schemas/figures'
import { legalFrontMatterSchema } from '@/schemas/legal'
import { loadContent } from '@/schemas/load.server'
import { LIST_FIELD } from '@/admin/formats'
import { COLLECTIONS, entrySchema, schemaAt } from '@/admin/entrySchemas'
import { CMS_CONFIG_FILE, cmsConfig, type CmsConfig } from '../../scripts/cms/config'
import { fieldsOf, type CmsField } from '../../scripts/cms/fields'
import { editorPageHtml } from '../../scripts/cms/editorPage'
import { cmsConfigInput, cmsConfigYaml, cmsGithubRepo } from '../../scripts/cms/writeConfig'

const root = path.resolve(import.meta.dirname, '../..')
const categories = categoriesSchema.parse(
  parse(readFileSync(path.join(root, 'data/categories.yaml'), 'utf8')),
)
const figureNames = Object.keys(parse(readFileSync(path.join(root, 'data/figures.yaml'), 'utf8')) as object)
const dataFile = <T>(file: string) => parse(readFileSync(path.join(root, 'data', file), 'utf8')) as T
const services = dataFile<{ name: string; title: string }[]>('services.yaml')
const solutions = dataFile<{ slug: string; title: string }[]>('solutions.yaml')
const config = cmsConfig({
  categories,
  services,
  solutions,
  figureNames,
  siteUrl: 'https://bandera.example',
  brand: 'Bandera',
  aiProduct: 'Bandera AI',
  foundingYear: 2023,
})

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
    const inner = unwrap(value)
    // Decap refuses an empty list it deems required: a list the schema lets be empty is not.
    const mayBeEmpty = inner instanceof z.ZodArray && value.safeParse([]).success
    // Inside a group the entry may leave out, every field is optional in the editor (see optionalGroup).
    if ((optional || mayBeEmpty || inOptionalGroup) !== (cms.required === false)) {
      found.push(
        `${at}${key}: ${optional || mayBeEmpty ? 'optional' : 'required'} in the schema, not in the editor`,
      )
    }
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
      () => fileFields('lists', 'services'),
    ],
    [
      'solution pages (a list file)',
      z.object({ [LIST_FIELD]: yamlCollections.solutionPages.schema }),
      () => fileFields('lists', 'solutionPages'),
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

  it('edits a service page section by section, each kind with its own fields, listed under its service’s title', () => {
    const pages = collection('service-pages').files!
    expect(pages.map((page) => [page.label, page.file])).toEqual(
      services.map((service) => [
        service.title,
        `data/service-pages/${service.name.toLowerCase().replace(/ /g, '-')}.yaml`,
      ]),
    )
    const sections = field(pages[0]!.fields, 'sections')!
    expect(sections.typeKey).toBe('type')
    expect(sections.types!.map((type) => type.name)).toContain('stat-banner')
    expect(differences(pageFolders.servicePages.schema, pages[0]!.fields)).toEqual([])
  })

  it('uploads each picture into its own folder: covers to images/blog, authors’ photos to images/authors', () => {
    expect(field(collection('blog').fields!, 'featuredImage')).toMatchObject({ widget: 'image' })
    expect(config.media_folder).toBe('public/images/blog')
    const authors = field(fileFields('lists', 'authors'), LIST_FIELD)!
    expect(field(authors.fields!, 'avatar')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/authors',
      public_folder: '/images/authors',
    })
  })

  it('picks an article’s author, and the study a figure, a quote or a success story cites, instead of typing them', () => {
    expect(field(collection('blog').fields!, 'author')).toMatchObject({
      widget: 'relation',
      collection: 'lists',
      file: 'authors',
      value_field: 'items.*.name',
    })
    const studyPickers = allFields().filter(({ field: item }) => item.name === 'caseStudy')
    expect(studyPickers.map(({ at }) => at.split('/')[1])).toEqual(
      expect.arrayContaining(['figures', 'solutionPages', 'clientQuotes']),
    )
    for (const { field: item } of studyPickers)
      expect(item).toMatchObject({ widget: 'relation', collection: 'case-studies', value_field: 'slug' })
  })

  it('picks the service and solution pages a study used from the site’s, by their titles', () => {
    expect(field(collection('case-studies').fields!, 'servicesUsed')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: [
        ...services.map((service) => ({
          label: `${service.title} (service)`,
          value: `/services/${service.name.toLowerCase().replace(/ /g, '-')}`,
        })),
        ...solutions.map((solution) => ({
          label: `${solution.title} (AI solution)`,
          value: `/solutions/${solution.slug}`,
        })),
      ],
    })
  })

  it('edits an article’s or a legal text’s markdown as written (raw), so a save keeps it byte for byte', () => {
    for (const fields of [collection('blog').fields!, fileFields('legal', 'privacy-policy')]) {
      expect(field(fields, 'body')).toMatchObject({ widget: 'markdown', modes: ['raw'] })
    }
  })

  it('edits the proof: client quotes and logos as lists, each field with its hint; their images go to images/clients', () => {
    const quotes = field(fileFields('lists', 'clientQuotes'), LIST_FIELD)!
    expect(quotes.widget).toBe('list')
    expect(quotes.fields!.map((item) => [item.name, item.widget, item.required ?? true])).toEqual([
      ['quote', 'string', true],
      ['role', 'string', true],
      ['caseStudy', 'relation', true],
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
      { name: 'title', label: 'Title', widget: 'string', schema_path: 'title' },
      { name: 'kind', label: 'Kind', widget: 'select', options: ['a', 'b'], schema_path: 'kind' },
      {
        name: 'count',
        label: 'Count',
        widget: 'number',
        value_type: 'int',
        required: false,
        schema_path: 'count',
      },
      {
        name: 'tags',
        label: 'Tags',
        widget: 'list',
        min: 1,
        schema_path: 'tags',
        field: { name: 'item', label: 'Tags', widget: 'string', schema_path: 'tags.*' },
        summary: '{{fields.item | truncate(90)}}',
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
      services: loadContent('services'),
      solutions: loadContent('solutions'),
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

/** Every field of the config, with where it is. */
function allFields(): { at: string; field: CmsField }[] {
  const walk = (fields: readonly CmsField[], at: string): { at: string; field: CmsField }[] =>
    fields.flatMap((item) => [
      { at: `${at}${item.name}`, field: item },
      ...walk(item.fields ?? [], `${at}${item.name}.`),
      ...walk(item.types ?? [], `${at}${item.name}.`),
    ])
  return config.collections.flatMap((entry) => [
    ...walk(entry.fields ?? [], `${entry.name}/`),
    ...(entry.files ?? []).flatMap((file) => walk(file.fields, `${entry.name}/${file.name}/`)),
  ])
}

describe('the editor’s fields, for the people who fill them in', () => {
  it('each say what they expect: a hint from the schema’s description', () => {
    const without = allFields()
      .filter(({ field: item }) => !item.hint && !item.types)
      // A figure's group, and a typed section, are named by their content.
      .filter(
        ({ at }) =>
          !/^settings\/figures\/\w+$/.test(at) && !/^service-pages\/[\w-]+\/sections\.[\w-]+$/.test(at),
      )
      .map(({ at }) => at)
    expect(without).toEqual([])
  })

  it('are labelled in the words of the site, not of the code', () => {
    const fields = collection('case-studies').fields!
    expect(field(fields, 'seoTitle')?.label).toBe('SEO title')
    expect(field(fields, 'seoDescription')?.label).toBe('SEO description')
    expect(field(fields, 'challenges_faced')?.label).toBe('Key challenges we overcame')
    const labels = allFields().map(({ field: item }) => item.label)
    expect(labels.filter((label) => /\b(Seo|seo|Url|url|Ai|ai)\b|[a-z][A-Z]|-/.test(label))).toEqual([])
    expect(fileFields('page-copy', 'seoCostCalculator')).toBeDefined()
    expect(collection('page-copy').files!.find((file) => file.name === 'seoCostCalculator')?.label).toBe(
      'SEO cost calculator',
    )
  })

  it('name a collapsed list item by its content, not "Item"', () => {
    const lists = allFields().filter(({ field: item }) => item.widget === 'list')
    expect(lists.length).toBeGreaterThan(20)
    for (const { at, field: list } of lists) {
      const named = list.summary ?? list.types?.every((type) => type.summary)
      expect(named, at).toBeTruthy()
    }
    expect(field(collection('case-studies').fields!, 'results')?.summary).toBe(
      '{{fields.item | truncate(90)}}',
    )
    expect(field(fileFields('lists', 'services'), LIST_FIELD)?.summary).toBe(
      '{{fields.title | truncate(90)}}',
    )
  })

  it('edit a study’s challenges as what the study has, a text or a list (the schema allows both)', () => {
    expect(field(collection('case-studies').fields!, 'challenges')?.widget).toBe('text-or-list')
  })

  it('pick dates in a calendar and write them YYYY-MM-DD; a new entry’s date is today', () => {
    const fields = collection('case-studies').fields!
    for (const name of ['publishDate', 'updatedDate'])
      expect(field(fields, name)).toMatchObject({
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        time_format: false,
      })
    expect(field(fields, 'publishDate')?.default).toBe('{{now}}')
    expect(field(fileFields('legal', 'privacy-policy'), 'updated')?.widget).toBe('datetime')
  })

  it('make a new study’s or article’s slug from its title, and name its file as it is saved', () => {
    for (const name of ['case-studies', 'blog']) {
      expect(field(collection(name).fields!, 'slug')).toMatchObject({ widget: 'slug', from: 'title' })
      expect(collection(name).slug).toBe('{{fields.__fileName}}')
    }
  })

  it('point each field at its rules in the schema build:data checks with', () => {
    for (const { at, field: item } of allFields()) {
      if (item.schema_path === undefined) continue
      const [name, file] = at.split('/')
      const root = entrySchema(
        name!,
        config.collections.find((entry) => entry.name === name)?.files ? file : undefined,
      )
      expect(root && schemaAt(root, item.schema_path), at).toBeDefined()
    }
  })
})

describe('"View Live" and "View Preview" in the editor', () => {
  const pages = new Set(loadContent('sitePages').map((page) => page.path))

  /** An entry's file of data/, read as Decap reads it: its fields, and its file name for {{filename}}. */
  function entryFields(file: string): ImmutableMap<string, string> {
    const source = readFileSync(path.join(root, file), 'utf8')
    const front = file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') : source
    const fields = ImmutableMap(parse(front) as Record<string, string>)
    return stringTemplate.addFileTemplateFields(file, fields, path.dirname(file))
  }

  /** The page Decap opens for an entry: site_url (or the Preview's address) + its preview_path. */
  const pageOf = (template: string, file: string) =>
    stringTemplate.compileStringTemplate(template, null, path.basename(file), entryFields(file))

  const filesOf = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((name) => /\.(ya?ml|md)$/.test(name))
      .map((name) => `${folder}/${name}`)

  it('open each study’s and article’s own page, never the home page', () => {
    for (const name of [COLLECTIONS.caseStudies, COLLECTIONS.blog]) {
      const { folder, preview_path } = collection(name)
      expect(preview_path, name).toBeTruthy()
      const files = filesOf(folder!)
      expect(files.length, name).toBeGreaterThan(0)
      for (const file of files) {
        const page = pageOf(preview_path!, file)
        expect(page, file).not.toBe('/')
        expect(pages.has(page), `${file} opens ${page}, which the site does not have`).toBe(true)
      }
    }
  })

  it('open each service page’s and legal text’s own page (one entry of the editor per file)', () => {
    for (const name of [COLLECTIONS.servicePages, COLLECTIONS.legal]) {
      const { files } = collection(name)
      expect(files?.length, name).toBeGreaterThan(0)
      for (const file of files!) {
        const page = pageOf(file.preview_path!, file.file)
        expect(page, file.file).not.toBe('/')
        expect(pages.has(page), `${file.file} opens ${page}, which the site does not have`).toBe(true)
      }
    }
    expect(collection(COLLECTIONS.legal).files!.map((file) => file.preview_path)).toEqual(
      collection(COLLECTIONS.legal).files!.map((file) => `/${file.name}`),
    )
  })

  it('take "View Preview" of a draft from the pull request’s deploy/preview status only', () => {
    expect(config.backend.preview_context).toBe('deploy/preview')
    expect(config.site_url).toBe('https://bandera.example')
  })
})
