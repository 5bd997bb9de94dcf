import type { BlogPost } from '@/schemas/blogPost'
import type { CaseStudy } from '@/schemas/caseStudy'
import type { GeneratedContent, yamlCollections } from '@/schemas/collections'
import type { LegalDocument } from '@/schemas/legal'
import type { ServicePage } from '@/schemas/servicePages'
import type { FromFile } from '@/views/sitePages'
import type { DataFiles } from './dataFiles'
import type { Problems } from './problems'

export interface PipelineOptions {
  /**
   * Also refuse placeholder addresses and example contact details: always (`--production`), or
   * when data/site.yaml says the site is live (`--production-if-live`).
   */
  production?: boolean | 'if-live'
  /**
   * The day the build is for, YYYY-MM-DD (today's date in UTC when absent): an article scheduled
   * for a later day is left out, and a later publish date that is not scheduled is refused.
   */
  today?: string
}

/** The options as a run applies them, once data/ is read. */
export interface RunOptions {
  /** Whether the production check runs. */
  production: boolean
  /** The day the build is for, YYYY-MM-DD. */
  today: string
}

/** The YAML collections by key; a file that is not valid is absent. */
export type YamlContent = { [K in keyof typeof yamlCollections]?: GeneratedContent[K] }

/**
 * Everything the read step made of data/, as far as it is valid: each file is read and validated on
 * its own, so one broken file leaves the others to be checked.
 */
export interface DataSet {
  /** The files it was read from: the checks read public/ (and a data file as written) through them. */
  files: DataFiles
  yaml: YamlContent
  /** The body of each service page whose file is valid, by the service's slug. */
  servicePages: Record<string, ServicePage>
  caseStudies: FromFile<CaseStudy>[]
  /** The articles on the site: those scheduled for a later day are in `scheduled` instead. */
  blog: FromFile<BlogPost>[]
  /**
   * Articles marked `scheduled: true` whose publish date is after the build day: read and checked
   * like the others, and left out of the site (pages, lists, feed, sitemap, addresses) until then.
   */
  scheduled: FromFile<BlogPost>[]
  legal: LegalDocument[]
  /**
   * The files (relative to data/) the read step found problems in, or could not judge: a check
   * across files does not decide what one of them might have changed (no cascade of errors).
   */
  failed: ReadonlySet<string>
}

/**
 * A rule across the data: it reads the data set, adds every problem it finds and leaves alone what
 * an invalid file keeps it from judging. The pipeline runs every check of checks/index.ts.
 */
export type Check = (data: DataSet, problems: Problems, options: RunOptions) => void
