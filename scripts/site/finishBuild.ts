/**
 * After `vike build`, on the new build folder: the social images and the raster logo (prepared
 * beside vike build, scripts/build-site.ts), sitemap.xml, robots.txt and rss.xml, the server's manifest
 * (CSP script hashes, badge origins, brand, retention, redirects), Cloudflare's _headers and
 * _redirects, the precompression of the site's files, then the content editor with its own
 * compressed copies (scripts/site/editor.ts). Each step prints its time.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { analyticsHosts, configuredProviders } from '@/schemas/analytics'
import { loadContent } from '@/schemas/load.server'
import { MANIFEST_FILE, type BuildManifest } from '../../server/siteBuild'
import { precompress } from './compress'
import { writeEdgeFiles } from './edgeFiles'
import { inlineScriptHashes } from './inlineScripts'
import { buildLeadsCharts } from './leadsCharts'
import { prerenderedPaths } from './pages'
import { writeRssFeed } from './rss'
import { robotsTxt, sitemapXml } from './seoFiles'
import { type SocialImages, writeSocialImages } from './socialImages'
import { step } from './steps'

export interface Prepared {
  /** Writes the content editor into the client folder (scripts/site/editor.ts). */
  installEditor: (clientDir: string) => Promise<void>
  socialImages: SocialImages
}

export async function finishBuild(buildDir: string, prepared: Prepared): Promise<void> {
  const clientDir = path.join(buildDir, 'client')
  const site = loadContent('site')
  const { siteUrl, awards, brand } = site
  const sitePages = loadContent('sitePages')
  const paths = prerenderedPaths(clientDir)

  await step('social images', () => writeSocialImages(clientDir, prepared.socialImages))
  await step(
    'sitemap, robots, feed',
    () => {
      const lastModified = new Map(sitePages.map((page) => [page.path, page.lastModified]))
      writeFileSync(
        path.join(clientDir, 'sitemap.xml'),
        sitemapXml(
          siteUrl,
          paths.map((urlPath) => ({ path: urlPath, lastModified: lastModified.get(urlPath) })),
        ),
      )
      writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
      writeRssFeed(clientDir)
    },
    () => `${paths.length} pages`,
  )
  const leadsCharts = await step(
    "leads page's charts",
    () => buildLeadsCharts(clientDir),
    ({ src }) => src,
  )
  await step('manifest, edge files', () => {
    const manifest: BuildManifest = {
      scriptHashes: inlineScriptHashes(buildDir),
      badgeOrigins: [
        ...new Set(awards.flatMap((award) => (award.embedSrc ? [new URL(award.embedSrc).origin] : []))),
      ],
      ...(configuredProviders(site.analytics).length > 0
        ? { analyticsHosts: analyticsHosts(site.analytics) }
        : {}),
      brand,
      leadRetentionDays: site.leadRetentionDays,
      leadsCharts,
      redirects: loadContent('redirects'),
    }
    writeFileSync(path.join(buildDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
    writeEdgeFiles(clientDir, manifest)
  })
  await step(
    'precompress',
    () => precompress(clientDir),
    ({ files, compressed }) => `${files} files, ${compressed} copies compressed, the rest cached`,
  )
  await step('content editor', () => prepared.installEditor(clientDir))
}
