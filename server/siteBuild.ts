/**
 * The build the server serves. `npm run build` writes each build to a fresh folder under
 * dist-builds/ and then points the `dist` link at it in one rename; the server notices the new target
 * and switches between two requests, so no visitor ever gets half of one build and half of another.
 * Every older build still on disk stays reachable for its hashed assets, for pages a visitor loaded
 * before a switch (a tab may stay open across several rebuilds).
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { CACHE_CONTROL, FEED_CONTENT_TYPE, FEED_PATH, HASHED_ASSETS_PREFIX } from './front/cacheRules'
import type { Logger } from './log'
import { redirectLookup, type Redirect } from '@/lib/redirects'
import type { ProviderHosts } from '@/schemas/analytics'
import { editorHeaders, securityHeaders } from './front/securityHeaders'
import type { ChartScript } from './front/leadsPage'
import { staticFiles, type FileHandler } from './staticFiles'

/** Where the builds published through `link` live: dist -> dist-builds/ (scripts/site/publish.ts). */
export function buildsDirFor(link: string): string {
  return `${link}-builds`
}

/** What the site build's last step (scripts/site/finishBuild.ts) records beside the client files (dist/server.json). */
export interface BuildManifest {
  /** 'sha256-...' of the inline scripts of every page, for the CSP. */
  scriptHashes: string[]
  /** Origins of the award badges' pictures, for the CSP's img-src. */
  badgeOrigins: string[]
  /** The configured analytics providers' hosts, for the CSP (absent when none is configured). */
  analyticsHosts?: ProviderHosts
  /** The agency's name, for the lead messages. */
  brand: string
  /** Days a delivered or failed lead is kept before it is deleted: data/site.yaml's, which the privacy policy states. */
  leadRetentionDays: number
  /** The leads page's chart script (scripts/site/leadsCharts.ts); absent from builds made before it. */
  leadsCharts?: ChartScript
  /** The addresses that moved (data/redirects.yaml, chains resolved), each answered with a 301. */
  redirects: Redirect[]
}

export const MANIFEST_FILE = 'server.json'

export interface SiteBuild {
  /** The build folder (its real path). */
  dir: string
  clientDir: string
  manifest: BuildManifest
  headers: Record<string, string>
  /** The content editor's headers (/admin and under it): its own CSP, noindex. */
  editorHeaders: Record<string, string>
  serveFile: FileHandler
  notFoundPage: { html: Buffer; gzip: Buffer | undefined }
  /** The address a path of this build has moved to, or null. */
  movedTo: (pathname: string) => string | null
}

export interface SiteSource {
  current(): SiteBuild
  /** The other builds still on disk, newest first, for the assets of pages loaded before a switch. */
  olderBuilds(): SiteBuild[]
}

export function hasBuild(dir: string): boolean {
  return (
    existsSync(path.join(dir, MANIFEST_FILE)) && existsSync(path.join(dir, 'client', '404', 'index.html'))
  )
}

function loadSiteBuild(dir: string): SiteBuild {
  const real = realpathSync(dir)
  const clientDir = path.join(real, 'client')
  const manifest = JSON.parse(readFileSync(path.join(real, MANIFEST_FILE), 'utf8')) as BuildManifest
  const notFound = path.join(clientDir, '404', 'index.html')
  return {
    dir: real,
    clientDir,
    manifest,
    headers: securityHeaders(manifest),
    editorHeaders: editorHeaders(),
    movedTo: redirectLookup(manifest.redirects),
    notFoundPage: {
      html: readFileSync(notFound),
      gzip: existsSync(`${notFound}.gz`) ? readFileSync(`${notFound}.gz`) : undefined,
    },
    serveFile: staticFiles(clientDir, {
      setHeaders(res, pathname) {
        if (pathname === FEED_PATH) res.setHeader('Content-Type', FEED_CONTENT_TYPE)
        res.setHeader(
          'Cache-Control',
          pathname.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.other,
        )
      },
    }),
  }
}

/** Always the same build (tests, tools). */
export function fixedSite(dir: string): SiteSource {
  const build = loadSiteBuild(dir)
  return { current: () => build, olderBuilds: () => [] }
}

/** The builds in the folder the link's builds are published to (dist-builds/), newest first. */
function buildFolders(link: string): string[] {
  const dir = buildsDirFor(link)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => path.join(dir, name))
}

/** The build `link` points at, followed when it is re-pointed (checked at most every `checkMs`). */
export function linkedSite(link: string, log: Logger, checkMs = 1000): SiteSource {
  let current = loadSiteBuild(link)
  let checkedAt = Date.now()
  const loaded = new Map<string, SiteBuild>([[current.dir, current]])
  const load = (dir: string) => {
    const real = realpathSync(dir)
    const build = loaded.get(real) ?? loadSiteBuild(real)
    loaded.set(real, build)
    return build
  }
  return {
    current() {
      if (Date.now() - checkedAt < checkMs) return current
      checkedAt = Date.now()
      try {
        const target = realpathSync(link)
        if (target !== current.dir && hasBuild(target)) {
          current = load(target)
          log('info', 'build.switched', { build: path.basename(target) })
        }
      } catch (error) {
        log('error', 'build.unreadable', { link, error: String(error) })
      }
      return current
    },
    olderBuilds() {
      const builds = new Map<string, SiteBuild>()
      for (const dir of buildFolders(link)) {
        try {
          if (hasBuild(dir)) builds.set(realpathSync(dir), load(dir))
        } catch {
          // removed while we looked
        }
      }
      // Builds served earlier from elsewhere, as long as they are on disk.
      for (const [dir, build] of loaded) {
        if (!existsSync(build.clientDir)) loaded.delete(dir)
        else builds.set(dir, build)
      }
      builds.delete(current.dir)
      return [...builds.values()]
    },
  }
}
