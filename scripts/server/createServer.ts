import { existsSync } from 'node:fs'
import http from 'node:http'
import { CONTACT_API_PATH } from '@/features/contact/api'
import { HEALTH_PATH } from '../../relay/upkeep'
import { redirectForMissingPage } from '@/lib/paths'
import { isEditorPath } from '../cms/editorPage'
import { EDGE_FILES } from '../build/edgeFiles'
import type { Logger } from './log'
import { answerClientErrors } from './clientErrors'
import { canonicalPath, isServableRange } from './requestGuards'
import { ANSWER_HEADERS } from './securityHeaders'
import type { SiteBuild, SiteSource } from './siteBuild'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export interface ServerOptions {
  site: SiteSource
  /** Handles POST /api/contact; without it the address answers 404. */
  contact?: Handler
  /** Handles GET /healthz (the outbox's health, for an uptime monitor). */
  health?: Handler
  log: Logger
}

/** The build folder is gone (removed by hand): an error page, not a request that hangs. */
function sendBuildMissing(build: SiteBuild, res: http.ServerResponse, log: Logger) {
  log('error', 'build.missing', {
    dir: build.dir,
    action: 'run `npm run build` (it publishes a complete build and the server switches to it)',
  })
  res
    .writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    })
    .end('The site is being updated. Please try again in a minute.')
}

function sendNotFound(build: SiteBuild, req: http.IncomingMessage, res: http.ServerResponse) {
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const { html, gzip } = build.notFoundPage
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  if (acceptsGzip && gzip) res.setHeader('Content-Encoding', 'gzip')
  res.end(req.method === 'HEAD' ? undefined : acceptsGzip && gzip ? gzip : html)
}

function fail(res: http.ServerResponse, log: Logger, error: unknown) {
  log('error', 'request.failed', {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  if (res.headersSent) res.destroy()
  else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error')
}

/**
 * The production server: prerendered pages and assets of the current build, the contact relay,
 * canonical addresses, 404s and the redirects of unknown case studies and articles.
 */
export function createServer({ site, contact, health, log }: ServerOptions): http.Server {
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const build = site.current()
    const raw = req.url ?? '/'
    const queryAt = raw.indexOf('?')
    const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt)
    const headers = isEditorPath(pathname) ? build.editorHeaders : build.headers
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (!raw.startsWith('/')) {
      res.writeHead(400).end()
      return
    }
    const query = queryAt === -1 ? '' : raw.slice(queryAt)
    const redirect = (status: 301 | 302, location: string) => {
      res.writeHead(status, { Location: location + query, 'Cache-Control': 'no-cache' }).end()
    }
    const canonical = canonicalPath(pathname)
    if (canonical) {
      redirect(301, canonical)
      return
    }
    const dynamic = pathname === CONTACT_API_PATH ? contact : pathname === HEALTH_PATH ? health : undefined
    if (dynamic) {
      dynamic(req, res).catch((error: unknown) => fail(res, log, error))
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const range = req.headers.range
    if (range !== undefined && !isServableRange(range)) {
      res.writeHead(416, { 'Cache-Control': 'no-cache' }).end()
      return
    }
    if ((EDGE_FILES as readonly string[]).includes(pathname.slice(1))) {
      sendNotFound(build, req, res)
      return
    }
    if (!existsSync(build.clientDir)) {
      sendBuildMissing(build, res, log)
      return
    }
    const served = build.serveFile(req, res, () => {
      // A page loaded before a rebuild may still ask for the assets of its own build.
      if (pathname.startsWith('/assets/')) {
        const older = site.olderBuilds()
        const next = async (index: number): Promise<void> => {
          const candidate = older[index]
          if (candidate) await candidate.serveFile(req, res, () => next(index + 1))
          else sendNotFound(build, req, res)
        }
        return next(0)
      }
      // A published address that moved (data/redirects.yaml) keeps its readers: permanently.
      const moved = build.movedTo(pathname)
      if (moved) {
        redirect(301, moved)
        return
      }
      const target = redirectForMissingPage(pathname)
      if (target) {
        res.writeHead(302, { Location: target, 'Cache-Control': 'no-cache' }).end()
        return
      }
      sendNotFound(build, req, res)
    })
    served.catch((error: unknown) => fail(res, log, error))
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res)
    } catch (error) {
      fail(res, log, error)
    }
  })
  // A client that opens a connection and trickles its request cannot hold it for minutes.
  server.headersTimeout = 20_000
  server.requestTimeout = 30_000
  answerClientErrors(server, ANSWER_HEADERS)
  return server
}
