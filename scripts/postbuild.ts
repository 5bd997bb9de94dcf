/**
 * After `vike build`, on the new build folder: the social images and the raster logo, sitemap.xml,
 * robots.txt and rss.xml, the stylesheet inlined into each page, each page written in ASCII only,
 * the server's manifest (CSP script hashes, frame origins, brand, retention, redirects), Cloudflare's _headers
 * and _redirects, then precompression.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { analyticsHosts, configuredProviders } from '@/content/analytics'
import { loadContent } from '@/content/load.server'
import { MANIFEST_FILE, type BuildManifest } from './server/siteBuild'
import { asciiPages } from './build/asciiHtml'
import { precompress } from './build/compress'
import { writeEdgeFiles } from './build/edgeFiles'
import { inlineStylesheets } from './build/inlineCss'
import { deferHydrationScripts } from './build/scriptPriority'
import { inlineScriptHashes } from './build/inlineScripts'
import { prerenderedPaths } from './build/pages'
import { writeRssFeed } from './build/rss'
import { robotsTxt, sitemapXml } from './build/seoFiles'
import { writeSocialImages } from './build/socialImages'

export async function postbuild(buildDir: string): Promise<void> {
  const clientDir = path.join(buildDir, 'client')
  const site = loadContent('site')
  const { siteUrl, awards, brand } = site
  const sitePages = loadContent('sitePages')
  const paths = prerenderedPaths(clientDir)

  const images = await writeSocialImages(sitePages, site, {
    clientDir,
    cacheDir: path.resolve('node_modules/.cache/social-images'),
    logoSvg: readFileSync(path.resolve('public/logo.svg'), 'utf8'),
  })
  const lastModified = new Map(sitePages.map((page) => [page.path, page.lastModified]))
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    sitemapXml(
      siteUrl,
      paths.map((urlPath) => ({ path: urlPath, lastModified: lastModified.get(urlPath) })),
    ),
  )
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
  // Rewrites of the built pages come first: the CSP hashes the inline scripts they add.
  inlineStylesheets(clientDir)
  deferHydrationScripts(clientDir)
  asciiPages(clientDir)
  const manifest: BuildManifest = {
    scriptHashes: inlineScriptHashes(clientDir),
    frameOrigins: [...new Set(awards.map((award) => new URL(award.embedSrc).origin))],
    ...(configuredProviders(site.analytics).length > 0
      ? { analyticsHosts: analyticsHosts(site.analytics) }
      : {}),
    brand,
    leadRetentionDays: site.leadRetentionDays,
    redirects: loadContent('redirects'),
  }
  writeFileSync(path.join(buildDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
  writeEdgeFiles(clientDir, manifest)
  writeRssFeed(clientDir)
  const compressed = precompress(clientDir)
  console.log(
    `postbuild: ${images.images} images (${images.rendered} rendered, the rest cached), ` +
      `sitemap with ${paths.length} pages, robots.txt, ${compressed} files precompressed`,
  )
}
