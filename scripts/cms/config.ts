import { CMS_AUTH_PATH } from '@/admin/cmsAuthPaths'
import { blogFrontMatterSchema } from '@/content/blogPost'
import { caseStudySourceSchema } from '@/content/caseStudy'
import { pageFolders, yamlCollections } from '@/content/collections'
import { figureSchema } from '@/content/figures'
import { legalFrontMatterSchema } from '@/content/legal'
import { LEGAL_SECTION_COUNTS } from '@/config/constants'
import { COMMENT_FIELD, LIST_FIELD, LIST_FILE_FORMAT } from '@/admin/listFile'
import { z } from 'zod'
import { fieldsOf, holdsList, labelOf, type CmsField } from './fields'

/** Where the build writes the config: beside the /admin page, where Decap looks for it. */
export const CMS_CONFIG_FILE = 'public/admin/config.yml'

/** The folder the articles' featured images live in (data/blog/*.md cite them as /images/blog/...). */
export const MEDIA = { folder: 'public/images/blog', public: '/images/blog' } as const

/** What the config reads from data/ rather than from a schema: the lists a field must choose from. */
export interface CmsConfigInput {
  categories: { caseStudies: readonly string[]; blog: readonly string[] }
  /** The names of data/figures.yaml: one group of fields each (Decap cannot add keys to a map). */
  figureNames: readonly string[]
  /** `owner/name` of the GitHub repository a hosted editor commits to (CMS_GITHUB_REPO). */
  githubRepo?: string
  /** The site's own address: its Worker serves the GitHub sign-in (/api/cms/auth). */
  siteUrl: string
}

interface Collection {
  name: string
  label: string
  label_singular?: string
  folder?: string
  files?: { name: string; label: string; file: string; fields: CmsField[] }[]
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  fields?: CmsField[]
}

const body: CmsField = { name: 'body', label: 'Body', widget: 'markdown' }

function caseStudies(input: CmsConfigInput): Collection {
  return {
    name: 'case-studies',
    label: 'Case studies',
    label_singular: 'Case study',
    folder: 'data/case-studies',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{category}})',
    fields: fieldsOf(caseStudySourceSchema, { category: input.categories.caseStudies }),
  }
}

function articles(input: CmsConfigInput): Collection {
  return {
    name: 'blog',
    label: 'Articles',
    label_singular: 'Article',
    folder: 'data/blog',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    summary: '{{publishDate}}: {{title}}',
    fields: [...fieldsOf(blogFrontMatterSchema, { category: input.categories.blog }), body],
  }
}

/** A page's body is written with its service's entry in data/services.yaml: no page is added here. */
function servicePages(): Collection {
  return {
    name: 'service-pages',
    label: 'Service pages',
    label_singular: 'Service page',
    folder: `data/${pageFolders.servicePages.folder}`,
    extension: 'yaml',
    format: 'yaml',
    create: false,
    delete: false,
    identifier_field: 'closingCall.title',
    fields: fieldsOf(pageFolders.servicePages.schema),
  }
}

function settings(input: CmsConfigInput): Collection {
  const figures: CmsField[] = input.figureNames.map((name) => ({
    name,
    label: labelOf(name),
    widget: 'object',
    fields: fieldsOf(figureSchema),
  }))
  return {
    name: 'settings',
    label: 'Site settings',
    delete: false,
    files: [
      {
        name: 'site',
        label: 'Site',
        file: `data/${yamlCollections.site.file}`,
        fields: fieldsOf(yamlCollections.site.schema),
      },
      {
        name: 'navigation',
        label: 'Navigation',
        file: `data/${yamlCollections.navigation.file}`,
        fields: fieldsOf(yamlCollections.navigation.schema),
      },
      { name: 'figures', label: 'Figures', file: `data/${yamlCollections.figures.file}`, fields: figures },
    ],
  }
}

/** Files of data/ the settings above edit, or that are not for the editor (addresses, redirects). */
const NOT_IN_PAGE_COPY: readonly (keyof typeof yamlCollections)[] = [
  'site',
  'navigation',
  'figures',
  'publishedAddresses',
  'redirects',
]

const otherFiles = () =>
  (Object.keys(yamlCollections) as (keyof typeof yamlCollections)[])
    .filter((key) => !NOT_IN_PAGE_COPY.includes(key))
    .map((key) => ({ key, ...yamlCollections[key] }))

/** The other files whose root is an object: the home page's and other pages' copy, the categories. */
function pageCopy(): Collection {
  return {
    name: 'page-copy',
    label: 'Page copy',
    delete: false,
    files: otherFiles()
      .filter(({ schema }) => !holdsList(schema))
      .map(({ key, file, schema }) => ({
        name: key,
        label: labelOf(key),
        file: `data/${file}`,
        fields: fieldsOf(schema),
      })),
  }
}

/**
 * The files whose root is a list (services, solutions, solution pages, industries ...): each is one
 * list field in Decap, read and written by the list format (src/admin/listFile.ts), which keeps the
 * file's opening comment.
 */
function lists(): Collection {
  return {
    name: 'lists',
    label: 'Lists',
    format: LIST_FILE_FORMAT,
    extension: 'yaml',
    delete: false,
    files: otherFiles()
      .filter(({ schema }) => holdsList(schema))
      .map(({ key, file, schema }) => ({
        name: key,
        label: labelOf(key),
        file: `data/${file}`,
        fields: [
          ...fieldsOf(z.object({ [LIST_FIELD]: schema })).map((field) => ({ ...field, label: labelOf(key) })),
          { name: COMMENT_FIELD, label: 'File comment', widget: 'hidden' as const, required: false },
        ],
      })),
  }
}

function legalTexts(): Collection {
  return {
    name: 'legal',
    label: 'Legal texts',
    delete: false,
    files: Object.keys(LEGAL_SECTION_COUNTS).map((slug) => ({
      name: slug,
      label: labelOf(slug.replace(/-/g, ' ')),
      file: `data/legal/${slug}.md`,
      fields: [...fieldsOf(legalFrontMatterSchema), body],
    })),
  }
}

/**
 * Decap CMS's config (https://decapcms.org/docs/configuration-options/), made from the zod schemas
 * build:data validates with: a field added to a schema is a field of the editor, and the choices of
 * a category are those of data/categories.yaml. The GitHub backend is for the hosted site; `npm run
 * cms` replaces it with decap-server's local one (src/admin/startCms.ts).
 */
export function cmsConfig(input: CmsConfigInput) {
  return {
    backend: {
      name: 'github',
      ...(input.githubRepo && { repo: input.githubRepo }),
      branch: 'main',
      base_url: input.siteUrl,
      auth_endpoint: CMS_AUTH_PATH.slice(1),
    },
    publish_mode: 'editorial_workflow',
    media_folder: MEDIA.folder,
    public_folder: MEDIA.public,
    site_url: input.siteUrl,
    collections: [
      caseStudies(input),
      articles(input),
      servicePages(),
      lists(),
      pageCopy(),
      settings(input),
      legalTexts(),
    ],
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
