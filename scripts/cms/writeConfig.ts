import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import type { GeneratedContent } from '@/schemas/collections'
import { CMS_CONFIG_FILE, cmsConfig, type CmsConfigInput } from './config'

/**
 * The GitHub repository a hosted editor commits to: CMS_GITHUB_REPO, as `owner/name`. A value of
 * another form fails the build rather than give an editor that cannot sign in.
 */
export function cmsGithubRepo(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const repo = env.CMS_GITHUB_REPO?.trim()
  if (!repo) return undefined
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(
      `CMS_GITHUB_REPO must be owner/name, the GitHub repository the site is built from (got "${repo}")`,
    )
  return repo
}

/** What the config takes from a valid data set (and the environment: the hosted editor's repository). */
export function cmsConfigInput(
  content: Pick<GeneratedContent, 'categories' | 'figures' | 'site' | 'services' | 'solutions'>,
  env: NodeJS.ProcessEnv = process.env,
): CmsConfigInput {
  return {
    categories: content.categories,
    services: content.services.map(({ name, title }) => ({ name, title })),
    solutions: content.solutions.map(({ slug, title }) => ({ slug, title })),
    figureNames: Object.keys(content.figures),
    siteUrl: content.site.siteUrl,
    brand: content.site.brand,
    aiProduct: content.site.aiProduct.name,
    foundingYear: content.site.foundingYear,
    githubRepo: cmsGithubRepo(env),
  }
}

export function cmsConfigYaml(input: CmsConfigInput): string {
  return `# Written by build:data from the zod schemas of src/schemas (scripts/cms/config.ts); do not edit.\n${stringify(cmsConfig(input))}`
}

/** Writes public/admin/config.yml when it changed (a rewrite would reload an open editor). */
export function writeCmsConfig(content: Parameters<typeof cmsConfigInput>[0], root: string): void {
  const file = path.join(root, CMS_CONFIG_FILE)
  const text = cmsConfigYaml(cmsConfigInput(content))
  let current: string | undefined
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // not written yet
  }
  if (current === text) return
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}
