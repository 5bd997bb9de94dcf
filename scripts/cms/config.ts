import { CMS_AUTH_PATH } from '@/admin/cmsAuthPaths'
import {
  COLLECTIONS,
  collectionFormat,
  folderCollections,
  legalFiles,
  listFiles,
  pageCopyFiles,
  SETTINGS_FILES,
  entrySchema,
} from '@/admin/entrySchemas'
import type { CounterSpec } from '@/admin/counters'
import { BODY_FIELD, FILE_NAME_KEY, LIST_FIELD } from '@/admin/formats'
import { SLUG_WIDGET } from '@/admin/widgets/names'
import { yamlCollections } from '@/schemas/collections'
import { figureSchema } from '@/schemas/figures'
import { blogPostPath, caseStudyPath, legalPath, serviceSlug, servicePath, solutionPath } from '@/lib/paths'
import { fieldsOf, labelOf, type Choice, type CmsField } from './fields'

/** Where the build writes the config: beside the /admin page, where Decap looks for it. */
export const CMS_CONFIG_FILE = 'public/admin/config.yml'

/** The folder the articles' featured images live in (data/blog/*.md cite them as /images/blog/...). */
export const MEDIA = { folder: 'public/images/blog', public: '/images/blog' } as const

/** What the config reads from data/ rather than from a schema: the lists a field must choose from. */
export interface CmsConfigInput {
  categories: { caseStudies: readonly string[]; blog: readonly string[] }
  /** The services (data/services.yaml): each has a page, edited under its title. */
  services: readonly { name: string; title: string }[]
  /** The AI solutions (data/solutions.yaml): a study names the pages its work used. */
  solutions: readonly { slug: string; title: string }[]
  /** The names of data/figures.yaml: one group of fields each (Decap cannot add keys to a map). */
  figureNames: readonly string[]
  /** `owner/name` of the GitHub repository a hosted editor commits to (CMS_GITHUB_REPO). */
  githubRepo?: string
  /** The site's own address: its Worker serves the GitHub sign-in (/api/cms/auth). */
  siteUrl: string
  /** The agency's and the AI product's names, as page titles end with them ('{title} | Bandera'). */
  brand: string
  aiProduct: string
  /** The year the agency was founded: no date of its content is earlier. */
  foundingYear: number
}

interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
  preview_path?: string
}

interface Collection {
  name: string
  label: string
  label_singular?: string
  folder?: string
  files?: CmsFile[]
  extension?: string
  format: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  /** The entry's own page: "View Live" opens it on site_url, "View Preview" on the pull request's Preview. */
  preview_path?: string
  fields?: CmsField[]
}

/**
 * An article's or a legal text's markdown, edited as written (raw mode): a save writes exactly the
 * text typed, list markers and emphasis as the author wrote them.
 */
const body: CmsField = {
  name: BODY_FIELD,
  label: 'Text',
  widget: 'markdown',
  modes: ['raw'],
  hint: 'Markdown: ## for a heading, - for a list item, **bold**, [a link](/contact).',
}

/**
 * A new entry's slug is made from its title by the site's address rule (src/lib/text.ts) as the
 * title is typed, can be changed until the entry is first saved, and is kept after that (its
 * address has been published).
 */
function withSlugWidget(fields: CmsField[]): CmsField[] {
  return fields.map((field) =>
    field.name === 'slug' ? { ...field, widget: SLUG_WIDGET, from: 'title' } : field,
  )
}

/** Every field, at any depth, with what `extra` adds to it. */
function eachField(fields: readonly CmsField[], extra: (field: CmsField) => Partial<CmsField>): CmsField[] {
  return fields.map((field) => ({
    ...field,
    ...extra(field),
    ...(field.fields && { fields: eachField(field.fields, extra) }),
    ...(field.types && { types: eachField(field.types, extra) }),
    ...(field.field && { field: eachField([field.field], extra)[0] }),
  }))
}

/** Each field whose schema path `counters` names gets that live counter. */
const withCounters = (fields: readonly CmsField[], counters: Record<string, CounterSpec>) =>
  eachField(fields, (field) => {
    const counter = field.schema_path === undefined ? undefined : counters[field.schema_path]
    return counter ? { counter } : {}
  })

/** Every date is checked as it is picked against the agency's years (src/lib/dates.ts). */
const withFoundingYear = (fields: readonly CmsField[], foundingYear: number) =>
  eachField(fields, (field) => (field.widget === 'datetime' ? { founding_year: foundingYear } : {}))

/** A page's title and description as search results show them, counted under their fields. */
const searchCounters = (
  input: CmsConfigInput,
  kind: 'caseStudy' | 'article',
): Record<string, CounterSpec> => {
  const title: CounterSpec = { kind: `${kind}Title`, product: input.aiProduct }
  const description: CounterSpec = { kind: `${kind}Description` }
  return {
    title,
    seoTitle: title,
    seoDescription: description,
    ...(kind === 'article' && { excerpt: description }),
  }
}

/** The lists' pages (services, solutions) and the legal texts: '{title} | {brand}' and their description. */
const listCounters = (input: CmsConfigInput): Record<string, CounterSpec> => ({
  [`${LIST_FIELD}.*.seo.title`]: { kind: 'brandedTitle', brand: input.brand },
  [`${LIST_FIELD}.*.seo.description`]: { kind: 'description' },
})
const legalCounters = (input: CmsConfigInput): Record<string, CounterSpec> => ({
  title: { kind: 'brandedTitle', brand: input.brand },
  description: { kind: 'description' },
  banner: { kind: 'cookieBanner' },
})

/** A new entry's date defaults to today, picked in a calendar. */
function withToday(fields: CmsField[], name: string): CmsField[] {
  return fields.map((field) => (field.name === name ? { ...field, default: '{{now}}' } : field))
}

/** A collection of one file per entry (src/admin/entrySchemas.ts): its folder, extension and format. */
function folder(name: string) {
  const { folder, extension } = folderCollections[name]!
  return { name, folder, extension, format: collectionFormat(name) }
}

/** The service and solution pages a study's work used, picked by their titles. */
const pagesUsed = (input: CmsConfigInput): Choice[] => [
  ...input.services.map((service) => ({
    label: `${service.title} (service)`,
    value: servicePath(service.name),
  })),
  ...input.solutions.map((solution) => ({
    label: `${solution.title} (AI solution)`,
    value: solutionPath(solution.slug),
  })),
]

function caseStudies(input: CmsConfigInput): Collection {
  const fields = fieldsOf(folderCollections[COLLECTIONS.caseStudies]!.schema, {
    category: input.categories.caseStudies,
    servicesUsed: pagesUsed(input),
  })
  return {
    ...folder(COLLECTIONS.caseStudies),
    label: 'Case studies',
    label_singular: 'Case study',
    create: true,
    // NN-name.yaml, numbered after the last study (src/admin/fileNames.ts), chosen as it is saved.
    slug: `{{fields.${FILE_NAME_KEY}}}`,
    identifier_field: 'title',
    summary: '{{title}} ({{category}})',
    preview_path: caseStudyPath('{{fields.slug}}'),
    fields: withCounters(
      withToday(withSlugWidget(fields), 'publishDate'),
      searchCounters(input, 'caseStudy'),
    ),
  }
}

function articles(input: CmsConfigInput): Collection {
  const fields = fieldsOf(folderCollections[COLLECTIONS.blog]!.schema, { category: input.categories.blog })
  return {
    ...folder(COLLECTIONS.blog),
    label: 'Articles',
    label_singular: 'Article',
    create: true,
    slug: `{{fields.${FILE_NAME_KEY}}}`,
    identifier_field: 'title',
    summary: '{{publishDate}}: {{title}}',
    preview_path: blogPostPath('{{fields.slug}}'),
    fields: [
      ...withCounters(withToday(withSlugWidget(fields), 'publishDate'), searchCounters(input, 'article')),
      body,
    ],
  }
}

/**
 * A page's body is written with its service's entry in data/services.yaml: no page is added here.
 * Each page is listed under its service's title (a file of the collection each, named by its slug).
 */
function servicePages(input: CmsConfigInput): Collection {
  const { folder: dir, extension, schema } = folderCollections[COLLECTIONS.servicePages]!
  const fields = fieldsOf(schema)
  return {
    name: COLLECTIONS.servicePages,
    label: 'Service pages',
    format: collectionFormat(COLLECTIONS.servicePages),
    extension,
    delete: false,
    files: input.services.map((service) => ({
      name: serviceSlug(service.name),
      label: service.title,
      file: `${dir}/${serviceSlug(service.name)}.${extension}`,
      preview_path: servicePath(service.name),
      fields,
    })),
  }
}

const yamlFile = (collection: string, key: keyof typeof yamlCollections): CmsFile => ({
  name: key,
  label: labelOf(key),
  file: `data/${yamlCollections[key].file}`,
  fields: fieldsOf(entrySchema(collection, key)!),
})

function settings(input: CmsConfigInput): Collection {
  // One group per figure: Decap edits the figures that exist (a new one is a YAML edit).
  const figures: CmsField[] = input.figureNames.map((name) => ({
    name,
    label: labelOf(name),
    widget: 'object',
    schema_path: name,
    fields: fieldsOf(figureSchema, {}, name),
  }))
  return {
    name: COLLECTIONS.settings,
    label: 'Site settings',
    format: collectionFormat(COLLECTIONS.settings),
    delete: false,
    files: SETTINGS_FILES.map((key) =>
      key === 'figures'
        ? { name: key, label: 'Figures', file: `data/${yamlCollections.figures.file}`, fields: figures }
        : yamlFile(COLLECTIONS.settings, key),
    ),
  }
}

/** The files whose root holds fields: the home page's and other pages' copy, the categories. */
function pageCopy(): Collection {
  return {
    name: COLLECTIONS.pageCopy,
    label: 'Page copy',
    format: collectionFormat(COLLECTIONS.pageCopy),
    delete: false,
    files: pageCopyFiles().map((key) => yamlFile(COLLECTIONS.pageCopy, key)),
  }
}

/**
 * The files whose root is a list (services, solutions, solution pages, industries ...): each is one
 * list field, labelled as the file (src/admin/formats.ts).
 */
function lists(input: CmsConfigInput): Collection {
  return {
    name: COLLECTIONS.lists,
    label: 'Lists',
    format: collectionFormat(COLLECTIONS.lists),
    extension: 'yaml',
    delete: false,
    files: listFiles().map((key) => {
      const file = yamlFile(COLLECTIONS.lists, key)
      const fields = file.fields.map((field) => ({ ...field, label: labelOf(key) }))
      return { ...file, fields: withCounters(fields, listCounters(input)) }
    }),
  }
}

function legalTexts(input: CmsConfigInput): Collection {
  return {
    name: COLLECTIONS.legal,
    label: 'Legal texts',
    format: collectionFormat(COLLECTIONS.legal),
    delete: false,
    files: legalFiles().map((slug) => ({
      name: slug,
      label: labelOf(slug),
      file: `data/legal/${slug}.md`,
      preview_path: legalPath(slug as Parameters<typeof legalPath>[0]),
      fields: [...withCounters(fieldsOf(entrySchema(COLLECTIONS.legal, slug)!), legalCounters(input)), body],
    })),
  }
}

/**
 * Decap CMS's config (https://decapcms.org/docs/configuration-options/), made from the zod schemas
 * build:data validates with: a field added to a schema is a field of the editor, with its rules and
 * its description as the hint, and the choices of a category are those of data/categories.yaml. The
 * GitHub backend is for the hosted site; `npm run cms` replaces it with decap-server's
 * (src/admin/startCms.ts).
 */
export function cmsConfig(input: CmsConfigInput) {
  return {
    backend: {
      // Wrapped by the editor (src/admin/editorBackend.ts): a new study's address is published with it.
      name: 'github',
      ...(input.githubRepo && { repo: input.githubRepo }),
      branch: 'main',
      base_url: input.siteUrl,
      auth_endpoint: CMS_AUTH_PATH.slice(1),
      // "View Preview" of a draft opens the pull request's Preview (.github/workflows/pull-request.yml).
      preview_context: 'deploy/preview',
    },
    publish_mode: 'editorial_workflow',
    media_folder: MEDIA.folder,
    public_folder: MEDIA.public,
    site_url: input.siteUrl,
    collections: [
      caseStudies(input),
      articles(input),
      servicePages(input),
      lists(input),
      pageCopy(),
      settings(input),
      legalTexts(input),
    ].map((collection) => ({
      ...collection,
      ...(collection.fields && { fields: withFoundingYear(collection.fields, input.foundingYear) }),
      ...(collection.files && {
        files: collection.files.map((file) => ({
          ...file,
          fields: withFoundingYear(file.fields, input.foundingYear),
        })),
      }),
    })),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
