/**
 * The site's one request front, for both hosts: the Node server (server/createServer.ts) and the
 * Worker (worker/index.ts) ask it where a request goes, then answer in their own terms. It holds
 * the routing (the relay's two addresses, the files), the canonical-address and moved-page
 * redirects, the methods and ranges a host can serve, the not-found decision, and the answers that
 * are the same on either host. Web-neutral: no Node module, no host's request type.
 */
import { CONTACT_API_PATH } from '@/features/contact/api'
import { redirectForMissingPage } from '@/lib/paths'
import { contactResponse } from '../../relay/contactHttp'
import { HEALTH_PATH, type HealthReport } from '../../relay/upkeep'
import { EDGE_FILES } from './addresses'
import { isLeadsPath } from './leadsSession'
import { canonicalPath, isServableRange } from './requestGuards'

/** An answer the front makes itself, as either host sends it. */
export interface FrontAnswer {
  status: number
  headers: Record<string, string>
  body: string | null
}

export type Route =
  /** Answered by the front itself: a redirect, or a request no host can serve. */
  | { to: 'answer'; answer: FrontAnswer }
  /** POST /api/contact: the relay (relay/relay.ts, `contact`). */
  | { to: 'contact' }
  /** GET /healthz: the relay's health report (healthAnswer). */
  | { to: 'health' }
  /** /admin/leads and under it: the leads page (leadsAdmin.ts), any method. */
  | { to: 'leads' }
  /** The not-found page, status 404. */
  | { to: 'not-found' }
  /** A file of the build, if one has this address; if none, missingFile says what next. */
  | { to: 'file'; pathname: string; query: string }

export interface FrontRequest {
  method: string
  /** The request target: the path and the query, as the request line gives them. */
  target: string
  /** The Range header, if any. */
  range?: string | undefined
}

/** Which of the relay's addresses the host serves (a Node server without a relay serves neither). */
export interface HostedRoutes {
  contact: boolean
  health: boolean
  /** The leads page: where the host has the outbox. */
  leads?: boolean
}

const answer = (status: number, headers: Record<string, string> = {}): Route => ({
  to: 'answer',
  answer: { status, headers, body: null },
})

const redirect = (status: 301 | 302, location: string): Route =>
  answer(status, { Location: location, 'Cache-Control': 'no-cache' })

/** Where a request goes: the same decision on both hosts. */
export function routeRequest(
  request: FrontRequest,
  hosted: HostedRoutes = { contact: true, health: true, leads: true },
): Route {
  const { target } = request
  if (!target.startsWith('/')) return answer(400)
  const queryAt = target.indexOf('?')
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt)
  const canonical = canonicalPath(pathname)
  if (canonical) return redirect(301, canonical + query)
  if (pathname === CONTACT_API_PATH && hosted.contact) return { to: 'contact' }
  if (pathname === HEALTH_PATH && hosted.health) return { to: 'health' }
  if (hosted.leads !== false && isLeadsPath(pathname)) return { to: 'leads' }
  if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, { Allow: 'GET, HEAD' })
  if (request.range !== undefined && !isServableRange(request.range))
    return answer(416, { 'Cache-Control': 'no-cache' })
  if ((EDGE_FILES as readonly string[]).includes(pathname.slice(1))) return { to: 'not-found' }
  return { to: 'file', pathname, query }
}

/**
 * No file has the address: a published address that moved (data/redirects.yaml, where the host
 * does not apply them itself) keeps its readers permanently; an unknown case study or article
 * goes to its list; anything else is the not-found page.
 */
export function missingFile(
  { pathname, query }: { pathname: string; query: string },
  movedTo: (pathname: string) => string | undefined = () => undefined,
): Route {
  const moved = movedTo(pathname)
  if (moved) return redirect(301, moved + query)
  const list = redirectForMissingPage(pathname)
  if (list) return redirect(302, list)
  return { to: 'not-found' }
}

/** The headers of the not-found page's answer (status 404), besides the page's own. */
export const NOT_FOUND_HEADERS = { 'Cache-Control': 'no-cache' } as const

/** A JSON answer that no cache keeps. */
export function jsonAnswer(status: number, body: unknown): FrontAnswer {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(body),
  }
}

/** GET /healthz: the relay's report, 200 or 503 as it says. */
export function healthAnswer(report: HealthReport): FrontAnswer {
  return jsonAnswer(report.httpStatus, report.body)
}

/** GET /healthz when the relay cannot be put together from the host's settings. */
export function misconfiguredHealthAnswer(error: unknown): FrontAnswer {
  return jsonAnswer(503, { status: 'misconfigured', error: String(error) })
}

/** POST /api/contact when the relay cannot be put together from the host's settings. */
export function misconfiguredContactAnswer(): FrontAnswer {
  return contactResponse({ status: 'error', message: 'The relay is misconfigured.' }, 500)
}
