import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SitePage } from '@/lib/pageMetadata'

let pages: SitePage[] | undefined

/** A page's metadata as the pipeline derived it (generated/sitePages.json, written by the build). */
export function sitePage(urlPath: string): SitePage {
  pages ??= JSON.parse(readFileSync(path.resolve('generated/sitePages.json'), 'utf8')) as SitePage[]
  const page = pages.find((candidate) => candidate.path === urlPath)
  if (!page) throw new Error(`generated/sitePages.json has no page ${urlPath}: run \`npm run build\` first`)
  return page
}
