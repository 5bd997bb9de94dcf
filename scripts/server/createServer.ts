import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@/features/contact/runtimeConfig'
import { redirectForMissingPage } from '@/lib/paths'
import { securityHeaders, type CspSources } from './securityHeaders'

export interface ServerOptions {
  clientDir: string
  runtimeConfig: RuntimeConfig
  /** Script hashes and frame origins recorded by the build (dist/csp.json). */
  csp: Omit<CspSources, 'connectOrigins'>
}

const HASHED_ASSET = /^\/assets\//

function sendNotFound(clientDir: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const page = path.join(clientDir, '404', 'index.html')
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const compressed = `${page}.gz`
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  if (acceptsGzip && existsSync(compressed)) {
    res.setHeader('Content-Encoding', 'gzip')
    res.end(req.method === 'HEAD' ? undefined : readFileSync(compressed))
  } else {
    res.end(req.method === 'HEAD' ? undefined : readFileSync(page))
  }
}

/** The production server: prerendered pages and assets, the runtime configuration, 404s and redirects. */
export function createServer({ clientDir, runtimeConfig, csp }: ServerOptions): http.Server {
  const headers = securityHeaders({ ...csp, connectOrigins: [new URL(runtimeConfig.telegramApiBase).origin] })
  const configBody = JSON.stringify(runtimeConfig)
  const files = sirv(clientDir, {
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
  })

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    if (pathname === RUNTIME_CONFIG_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : configBody)
      return
    }
    files(req, res, () => {
      const target = pathname.endsWith('.pageContext.json') ? null : redirectForMissingPage(pathname)
      if (target) {
        res.writeHead(302, { Location: target, 'Cache-Control': 'no-cache' }).end()
        return
      }
      sendNotFound(clientDir, req, res)
    })
  })
}
