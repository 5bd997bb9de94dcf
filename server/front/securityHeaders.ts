import type { ProviderHosts } from '@/schemas/analytics'

export interface CspSources {
  /** 'sha256-...' of the build's inline scripts (the theme boot script). */
  scriptHashes: string[]
  /** Origins of the award badges' pictures (data/site.yaml, awards). */
  badgeOrigins: string[]
  /** Exactly the configured analytics providers' hosts (src/schemas/analytics.ts); absent when none. */
  analyticsHosts?: ProviderHosts
}

/**
 * A Content-Security-Policy that allows only what the site uses. The contact form posts to the
 * site's own relay; the only other origins are those of the award badges' pictures (images only:
 * the site embeds no frame, src/features/home/AwardImage.tsx) and the analytics providers configured
 * in data/site.yaml (none by default), which add exactly their own hosts.
 */
function contentSecurityPolicy({ scriptHashes, badgeOrigins, analyticsHosts }: CspSources): string {
  const hosts = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim() + hosts(analyticsHosts?.script),
    // React and Radix set style attributes; sonner injects its stylesheet at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${hosts(badgeOrigins)}${hosts(analyticsHosts?.img)}`,
    "font-src 'self'",
    "connect-src 'self'" + hosts(analyticsHosts?.connect),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Sent with every response. No Cross-Origin-Opener-Policy: `same-origin` made every entry into the
 * site switch browsing context group, so each first page load started in a new renderer process.
 * Lighthouse charged that to the page as blocking time (home, median of 5 alternating runs: 522 ms
 * with the header, 185 ms without). What the header protects, a window of another site keeping a
 * handle on ours, matters for sessions and cross-window flows; this site has neither, and framing
 * stays refused by frame-ancestors and X-Frame-Options.
 */
export const SHARED_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
}

/** The headers of every page of the site. */
export function securityHeaders(csp: CspSources): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(csp), ...SHARED_HEADERS }
}

/**
 * The site's headers for an answer a server makes itself that is no page of the build (an error, a
 * JSON answer): its policy allows no inline script and no badge picture.
 */
export const ANSWER_HEADERS = securityHeaders({ scriptHashes: [], badgeOrigins: [] })

/**
 * The content editor's policy (Decap CMS at /admin and its config beside it), for those addresses
 * only: Decap compiles its config's schema at runtime ('unsafe-eval'), styles with runtime style
 * tags, shows images it is about to upload as blob: URLs, and talks to GitHub's API. (`npm run cms`
 * runs the dev server, which sends no policy, so decap-server on loopback needs no source here.)
 */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The headers of the content editor (isEditorPath): its own policy, and never indexed. */
export function editorHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': EDITOR_CSP, 'X-Robots-Tag': 'noindex, nofollow', ...SHARED_HEADERS }
}
