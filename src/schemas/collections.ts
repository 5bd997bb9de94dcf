import type { z } from 'zod'
import { publishedAddressesSchema, redirectsSchema } from './addresses'
import type { BlogPost } from './blogPost'
import type { CaseStudy } from './caseStudy'
import { authorsSchema } from './authors'
import { categoriesSchema } from './categories'
import { clientLogosSchema } from './clientLogos'
import { clientQuotesSchema } from './clientQuotes'
import { demoActivitiesSchema } from './demoActivities'
import { figuresSchema } from './figures'
import { homeSchema } from './home'
import { industriesSchema } from './industries'
import { leadCalculatorSchema } from './leadCalculator'
import type { LegalDocument } from './legal'
import { navigationSchema } from './navigation'
import { pagesSchema } from './pages'
import { processStepsSchema } from './processSteps'
import { roadmapSchema } from './roadmap'
import { seoCostCalculatorSchema } from './seoCostCalculator'
import { servicePageSchema, type ServicePage } from './servicePages'
import { servicesSchema } from './services'
import type { Shell } from './shell'
import { siteSchema } from './site'
import { solutionPagesSchema, solutionsSchema } from './solutions'
import { whyChooseSchema } from './whyChoose'
import type { SitePage } from '@/lib/pageMetadata'

/**
 * The YAML files under data/ and the schema each one must satisfy: the one list of data files. A
 * new file is one line here plus its schema; the pipeline validates it and writes
 * generated/<key>.json.
 */
export const yamlCollections = {
  /** Read first: every other file cites its figures as {{figure:name}}. */
  figures: { file: 'figures.yaml', schema: figuresSchema },
  site: { file: 'site.yaml', schema: siteSchema },
  /** Read once the counts it cites are known (see the pipeline). */
  pages: { file: 'pages.yaml', schema: pagesSchema },
  categories: { file: 'categories.yaml', schema: categoriesSchema },
  authors: { file: 'authors.yaml', schema: authorsSchema },
  industries: { file: 'industries.yaml', schema: industriesSchema },
  navigation: { file: 'navigation.yaml', schema: navigationSchema },
  // The home page: its own copy (read with the page facts, like pages.yaml), then its lists
  home: { file: 'home.yaml', schema: homeSchema },
  demoActivities: { file: 'demo-activities.yaml', schema: demoActivitiesSchema },
  processSteps: { file: 'process-steps.yaml', schema: processStepsSchema },
  roadmap: { file: 'roadmap.yaml', schema: roadmapSchema },
  whyChoose: { file: 'why-choose.yaml', schema: whyChooseSchema },
  leadCalculator: { file: 'lead-calculator.yaml', schema: leadCalculatorSchema },
  // The service pages: one entry each, whose body is data/service-pages/<slug>.yaml (below)
  services: { file: 'services.yaml', schema: servicesSchema },
  seoCostCalculator: { file: 'seo-cost-calculator.yaml', schema: seoCostCalculatorSchema },
  // The AI solution pages: one entry each, and the body of each page by the same slug
  solutions: { file: 'solutions.yaml', schema: solutionsSchema },
  solutionPages: { file: 'solution-pages.yaml', schema: solutionPagesSchema },
  // Proof: what clients said about a case study's work, and the logos of clients who allow them
  clientQuotes: { file: 'client-quotes.yaml', schema: clientQuotesSchema },
  clientLogos: { file: 'client-logos.yaml', schema: clientLogosSchema },
  // Stable addresses: what has been public, and where moved addresses now lead
  publishedAddresses: { file: 'published-addresses.yaml', schema: publishedAddressesSchema },
  redirects: { file: 'redirects.yaml', schema: redirectsSchema },
} as const

/**
 * Folders of data/ with one file per entry of a list: data/service-pages/<slug>.yaml for every
 * service of data/services.yaml. The pipeline writes them as one file keyed by slug.
 */
export const pageFolders = {
  servicePages: { folder: 'service-pages', schema: servicePageSchema },
} as const

type YamlCollections = typeof yamlCollections

/** Everything the pipeline writes, by name of the generated file. */
export type GeneratedContent = {
  [K in keyof YamlCollections]: z.output<YamlCollections[K]['schema']>
} & {
  /** The body of each service page, by the service's slug. */
  servicePages: Record<string, ServicePage>
  shell: Shell
  caseStudies: CaseStudy[]
  blog: BlogPost[]
  legal: LegalDocument[]
  /** Every page's metadata (src/views/sitePages.ts). */
  sitePages: SitePage[]
}
