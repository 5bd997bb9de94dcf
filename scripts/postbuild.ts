/**
 * After `vike build`: sitemap.xml, robots.txt and rss.xml, the CSP's script hashes, the stylesheet
 * inlined into each page, then precompression.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadContent } from '@/content/load.server'
import { precompress } from './build/compress'
import { inlineStylesheets } from './build/inlineCss'
import { deferHydrationScripts } from './build/scriptPriority'
import { inlineScriptHashes } from './build/inlineScripts'
import { prerenderedPaths } from './build/pages'
import { writeRssFeed } from './build/rss'
import { robotsTxt, sitemapXml } from './build/seoFiles'

const clientDir = path.resolve('dist/client')
const { siteUrl, awards } = loadContent('site')
const paths = prerenderedPaths(clientDir)
const today = new Date().toISOString().slice(0, 10)

writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, paths, today))
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
// Rewrites of the built pages come first: the CSP hashes the inline scripts they add.
inlineStylesheets(clientDir)
deferHydrationScripts(clientDir)
writeFileSync(
  path.resolve('dist/csp.json'),
  JSON.stringify({
    scriptHashes: inlineScriptHashes(clientDir),
    frameOrigins: [...new Set(awards.map((award) => new URL(award.embedSrc).origin))],
  }),
)
writeRssFeed(clientDir)
const compressed = precompress(clientDir)
console.log(`postbuild: sitemap with ${paths.length} pages, robots.txt, ${compressed} files precompressed`)
