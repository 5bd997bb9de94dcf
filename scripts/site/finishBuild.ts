/**
 * After `vike build`, on the new build folder: the content editor, the social images and the raster
 * logo (both prepared beside vike build, scripts/build-site.ts), sitemap.xml,
 * robots.txt and rss.xml, the stylesheet inlined into each page, each page written in ASCII only,
 * the server's manifest (CSP script hashes, frame origins, brand, retention, redirects), Cloudflare's _headers
 * and _redirects, then precompression. Each step prints its time.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { analyticsHosts, configuredProviders } from '@/content/analytics'
import { loadContent } from '@/content/load.server'
import { MANIFEST_FILE, type BuildManifest } from '../../server/siteBuild'
import { asciiPages } from './asciiHtml'
import { precompress } from './compress'
import { writeEdgeFiles } from './edgeFiles'
import { inlineStylesheets } from './inlineCss'
import { inlineScriptHashes } from './inlineScripts'
import { prerenderedPaths } from './pages'
import { writeRssFeed } from './rss'
import { robotsTxt, sitemapXml } from './seoFiles'
import { type SocialImages, writeSocialImages } from './socialImages'
import { step } from './steps'

export interface Prepared {
  /** Writes the content editor into the client folder (scripts/site/editor.ts). */
  installEditor: (clientDir: string) => void
  socialImages: SocialImages
}

export async function finishBuild(buildDir: string, prepared: Prepared): Promise<void> {
  const clientDir = path.join(buildDir, 'client')
  const site = loadContent('site')
  const { siteUrl, awards, brand } = site
  const sitePages = loadContent('sitePages')
  const paths = prerenderedPaths(clientDir)

  await step('editor, social images', () => {
    prepared.installEditor(clientDir)
    writeSocialImages(clientDir, prepared.socialImages)
  })
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
  // Rewrites of the built pages come first: the CSP hashes the inline scripts they hold.
  await step('pages', () => {
    inlineStylesheets(clientDir)
    return asciiPages(clientDir)
  })
  await step('manifest, edge files', () => {
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
  })
  await step(
    'precompress',
    () => precompress(clientDir),
    ({ files, compressed }) => `${files} files, ${compressed} copies compressed, the rest cached`,
  )
}
