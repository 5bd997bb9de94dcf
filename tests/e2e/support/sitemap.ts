import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Paths of every page in the built sitemap (dist/client/sitemap.xml). */
export function sitemapPaths(): string[] {
  const file = path.resolve('dist/client/sitemap.xml')
  if (!existsSync(file))
    throw new Error('dist/client/sitemap.xml is missing: run `npm run build` before the end-to-end tests.')
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
}
