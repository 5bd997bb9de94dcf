import { existsSync } from 'node:fs'
import http from 'node:http'
import { isEditorPath } from './front/addresses'
import { missingFile, NOT_FOUND_HEADERS, routeRequest, type FrontAnswer } from './front/requestFront'
import type { Logger } from './log'
import { answerClientErrors } from './clientErrors'
import { ANSWER_HEADERS } from './front/securityHeaders'
import type { SiteBuild, SiteSource } from './siteBuild'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export interface ServerOptions {
  site: SiteSource
  /** Handles POST /api/contact; without it the address answers 404. */
  contact?: Handler
  /** Handles GET /healthz (the outbox's health, for an uptime monitor). */
  health?: Handler
  /** The leads page (/admin/leads); without it the address is the editor's, a file or a 404. */
  leads?: Handler
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
  for (const [name, value] of Object.entries(NOT_FOUND_HEADERS)) res.setHeader(name, value)
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

/** An answer of the request front, on node:http. */
function send(res: http.ServerResponse, { status, headers, body }: FrontAnswer) {
  res.writeHead(status, headers).end(body ?? undefined)
}

/**
 * The production server: prerendered pages and assets of the current build, the contact relay,
 * and what the request front (server/front/requestFront.ts) decides: canonical addresses, 404s
 * and the redirects of moved pages and of unknown case studies and articles.
 */
export function createServer({ site, contact, health, leads, log }: ServerOptions): http.Server {
  const hosted = { contact: contact !== undefined, health: health !== undefined, leads: leads !== undefined }
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const build = site.current()
    const target = req.url ?? '/'
    const queryAt = target.indexOf('?')
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt)
    const headers = isEditorPath(pathname) ? build.editorHeaders : build.headers
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const route = routeRequest({ method: req.method ?? 'GET', target, range: req.headers.range }, hosted)
    const dynamic = (handler: Handler) => handler(req, res).catch((error: unknown) => fail(res, log, error))
    switch (route.to) {
      case 'answer':
        return send(res, route.answer)
      case 'contact':
        return void dynamic(contact!)
      case 'health':
        return void dynamic(health!)
      case 'leads':
        return void dynamic(leads!)
      case 'not-found':
        return sendNotFound(build, req, res)
    }
    if (!existsSync(build.clientDir)) {
      sendBuildMissing(build, res, log)
      return
    }
    const served = build.serveFile(req, res, () => {
      // A page loaded before a rebuild may still ask for the assets of its own build.
      if (route.pathname.startsWith('/assets/')) {
        const older = site.olderBuilds()
        const next = async (index: number): Promise<void> => {
          const candidate = older[index]
          if (candidate) await candidate.serveFile(req, res, () => next(index + 1))
          else sendNotFound(build, req, res)
        }
        return next(0)
      }
      const missing = missingFile(route, (path) => build.movedTo(path) ?? undefined)
      if (missing.to === 'answer') send(res, missing.answer)
      else sendNotFound(build, req, res)
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
