import type { z } from 'zod'
import type { BlogPost } from './blogPost'
import type { CaseStudy } from './caseStudy'
import { categoriesSchema } from './categories'
import { figuresSchema } from './figures'
import { industriesSchema } from './industries'
import type { LegalDocument } from './legal'
import { navigationSchema } from './navigation'
import { pagesSchema } from './pages'
import { servicesSchema } from './services'
import type { Shell } from './shell'
import { collections as homeCollections } from './registries/home'
import { collections as serviceCollections } from './registries/services'
import { collections as solutionCollections } from './registries/solutions'
import { siteSchema } from './site'
import { solutionsSchema } from './solutions'
import type { SitePage } from '@/lib/sitePages'

/**
 * The YAML files under data/ and the schema each one must satisfy. A new list is one line here
 * (or in its area's registry under registries/) plus its schema; the pipeline validates it and writes generated/<key>.json.
 */
export const yamlCollections = {
  /** Read first: every other file cites its figures as {{figure:name}}. */
  figures: { file: 'figures.yaml', schema: figuresSchema },
  ...homeCollections,
  ...serviceCollections,
  ...solutionCollections,
  site: { file: 'site.yaml', schema: siteSchema },
  services: { file: 'services.yaml', schema: servicesSchema },
  solutions: { file: 'solutions.yaml', schema: solutionsSchema },
  categories: { file: 'categories.yaml', schema: categoriesSchema },
  industries: { file: 'industries.yaml', schema: industriesSchema },
  pages: { file: 'pages.yaml', schema: pagesSchema },
  navigation: { file: 'navigation.yaml', schema: navigationSchema },
} as const

type YamlCollections = typeof yamlCollections

/** Everything the pipeline writes, by name of the generated file. */
export type GeneratedContent = {
  [K in keyof YamlCollections]: z.output<YamlCollections[K]['schema']>
} & {
  shell: Shell
  caseStudies: CaseStudy[]
  blog: BlogPost[]
  legal: LegalDocument[]
  /** Every page's metadata (src/lib/sitePages.ts). */
  sitePages: SitePage[]
}
