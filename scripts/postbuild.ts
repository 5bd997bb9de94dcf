/**
 * After `vike build`, on the new build folder: sitemap.xml, robots.txt and rss.xml, the stylesheet
 * inlined into each page, the server's manifest (CSP script hashes, frame origins, brand), then
 * precompression.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadContent } from '@/content/load.server'
import { MANIFEST_FILE, type BuildManifest } from './server/siteBuild'
import { precompress } from './build/compress'
import { inlineStylesheets } from './build/inlineCss'
import { deferHydrationScripts } from './build/scriptPriority'
import { inlineScriptHashes } from './build/inlineScripts'
import { prerenderedPaths } from './build/pages'
import { writeRssFeed } from './build/rss'
import { robotsTxt, sitemapXml } from './build/seoFiles'

export function postbuild(buildDir: string): void {
  const clientDir = path.join(buildDir, 'client')
  const { siteUrl, awards, brand } = loadContent('site')
  const paths = prerenderedPaths(clientDir)
  const today = new Date().toISOString().slice(0, 10)

  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, paths, today))
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
  // Rewrites of the built pages come first: the CSP hashes the inline scripts they add.
  inlineStylesheets(clientDir)
  deferHydrationScripts(clientDir)
  const manifest: BuildManifest = {
    scriptHashes: inlineScriptHashes(clientDir),
    frameOrigins: [...new Set(awards.map((award) => new URL(award.embedSrc).origin))],
    brand,
  }
  writeFileSync(path.join(buildDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
  writeRssFeed(clientDir)
  const compressed = precompress(clientDir)
  console.log(`postbuild: sitemap with ${paths.length} pages, robots.txt, ${compressed} files precompressed`)
}
