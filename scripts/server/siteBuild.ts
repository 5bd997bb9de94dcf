/**
 * The build the server serves. `npm run build` writes each build to a fresh folder under
 * dist-builds/ and then points the `dist` link at it in one rename; the server notices the new target
 * and switches between two requests, so no visitor ever gets half of one build and half of another.
 * The previous build stays reachable for hashed assets, for pages a visitor loaded before the switch.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import type { Logger } from './log'
import { securityHeaders } from './securityHeaders'

/** What postbuild records beside the client files (dist/server.json). */
export interface BuildManifest {
  /** 'sha256-...' of the inline scripts of every page, for the CSP. */
  scriptHashes: string[]
  /** Origins of the embedded award frames. */
  frameOrigins: string[]
  /** The agency's name, for the lead messages. */
  brand: string
}

export const MANIFEST_FILE = 'server.json'

type FileHandler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

export interface SiteBuild {
  /** The build folder (its real path). */
  dir: string
  clientDir: string
  manifest: BuildManifest
  headers: Record<string, string>
  serveFile: FileHandler
  notFoundPage: { html: Buffer; gzip: Buffer | undefined }
}

export interface SiteSource {
  current(): SiteBuild
  /** The build served before the last switch, if any. */
  previous(): SiteBuild | undefined
}

const HASHED_ASSET = /^\/assets\//

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
    notFoundPage: {
      html: readFileSync(notFound),
      gzip: existsSync(`${notFound}.gz`) ? readFileSync(`${notFound}.gz`) : undefined,
    },
    serveFile: sirv(clientDir, {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders(res, pathname) {
        if (pathname === '/rss.xml') res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8')
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(pathname)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        )
      },
    }),
  }
}

/** Always the same build (tests, tools). */
export function fixedSite(dir: string): SiteSource {
  const build = loadSiteBuild(dir)
  return { current: () => build, previous: () => undefined }
}

/** The build `link` points at, followed when it is re-pointed (checked at most every `checkMs`). */
export function linkedSite(link: string, log: Logger, checkMs = 1000): SiteSource {
  let current = loadSiteBuild(link)
  let previous: SiteBuild | undefined
  let checkedAt = Date.now()
  return {
    current() {
      if (Date.now() - checkedAt < checkMs) return current
      checkedAt = Date.now()
      try {
        const target = realpathSync(link)
        if (target !== current.dir && hasBuild(target)) {
          previous = current
          current = loadSiteBuild(target)
          log('info', 'build.switched', { build: path.basename(target) })
        }
      } catch (error) {
        log('error', 'build.unreadable', { link, error: String(error) })
      }
      return current
    },
    previous: () => previous,
  }
}
