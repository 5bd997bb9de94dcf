import http from 'node:http'
import type { Socket } from 'node:net'
import type { Page } from '@playwright/test'

/**
 * How the reviews platform answers a badge's address: with its picture, or in one of the ways a
 * platform fails as a visitor's browser meets it.
 */
export const BADGE_ANSWERS = [
  /** The badge's picture, as the platform serves it. */
  'picture',
  /** The same picture, with the headers of a platform that refuses to be framed: a picture is not a frame. */
  'picture-refusing-frames',
  /** The platform's own "page not found" page: an HTML page with status 404. */
  'not-found',
  /** A corporate web proxy's block page: an HTML page with status 403, from the proxy, not the platform. */
  'proxy-block',
  /** A widget page that refuses to be framed (X-Frame-Options: DENY, CSP frame-ancestors 'none'). */
  'refuses-framing',
  /** The connection is reset before any answer. */
  'network-error',
  /** The connection opens and nothing ever comes. */
  'hang',
] as const

export type BadgeAnswer = (typeof BADGE_ANSWERS)[number]

/** A 160x160 badge picture, as a platform's badge is: an SVG with its own size. */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="16" fill="#17313b"/><circle cx="80" cy="70" r="36" fill="#ff3d2e"/><text x="80" y="136" font-size="16" text-anchor="middle" fill="#fff">TOP 2025</text></svg>`

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`

/**
 * The stand-in: every path is `/<answer>/<file>`, answered as `answer` says, as strictly as the real
 * thing (a 404 and a block page are real HTML pages with their status, the refusal carries both
 * headers a platform sends, a reset connection is reset, a hang holds its socket open).
 */
export async function startBadgeStandIn(port: number) {
  const hanging = new Set<Socket>()
  const server = http.createServer((request, response) => {
    const answer = request.url?.split('/')[1] as BadgeAnswer
    switch (answer) {
      case 'picture':
        response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' })
        response.end(PICTURE)
        return
      case 'picture-refusing-frames':
        response.writeHead(200, {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': 'no-store',
          'X-Frame-Options': 'DENY',
          'Content-Security-Policy': "frame-ancestors 'none'",
        })
        response.end(PICTURE)
        return
      case 'not-found':
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(page('Page not found', '<h1>404</h1><p>This page does not exist.</p>'))
        return
      case 'proxy-block':
        response.writeHead(403, { 'Content-Type': 'text/html; charset=utf-8', Via: '1.1 corporate-proxy' })
        response.end(
          page(
            'Access denied',
            '<h1>Access denied</h1><p>Your organization’s web policy blocks the category “Reviews”.</p>',
          ),
        )
        return
      case 'refuses-framing':
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'X-Frame-Options': 'DENY',
          'Content-Security-Policy': "frame-ancestors 'none'",
        })
        response.end(page('Badge widget', '<div class="badge">Top Company 2025</div>'))
        return
      case 'network-error':
        request.socket.destroy()
        return
      case 'hang':
        hanging.add(request.socket)
        return
      default:
        response.writeHead(400, { 'Content-Type': 'text/plain' })
        response.end(`unknown answer ${answer}`)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    /**
     * The page asks the platform's own https address (the one the build's CSP allows): each of
     * `origins`' requests is carried to the stand-in, which answers the badge at `index` as
     * `answers(index)` says; the browser gets its status, headers and body as the stand-in sent them,
     * a reset connection as a reset, and waits as long as the stand-in does.
     */
    async answerBadges(
      target: Page,
      origins: string[],
      files: string[],
      answers: (index: number) => BadgeAnswer,
    ) {
      for (const origin of origins)
        await target.route(`${origin}/**`, async (route) => {
          const file = new URL(route.request().url()).pathname.split('/').pop()!
          const index = files.indexOf(file)
          try {
            const response = await route.fetch({ url: `${url}/${answers(index)}/${file}`, timeout: 0 })
            await route.fulfill({ response })
          } catch {
            // The stand-in reset the connection, or the page went away while it hung.
            await route.abort('connectionreset').catch(() => {})
          }
        })
    },
    async stop() {
      for (const socket of hanging) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
