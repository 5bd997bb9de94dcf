/**
 * The files Cloudflare reads from the assets directory (wrangler.jsonc): `_headers` with the same
 * security headers the Node server sends (the CSP with this build's inline-script hashes) and the
 * same cache rules, `_redirects`, and `.assetsignore`, which keeps the precompressed copies out of
 * the upload (Cloudflare compresses by itself), and where the leads page's chart script is (the
 * Worker reads it from its assets). Written by every build, so nothing is copied by hand.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  CACHE_CONTROL,
  FEED_CONTENT_TYPE,
  FEED_PATH,
  HASHED_ASSETS_PREFIX,
} from '../../server/front/cacheRules'
import type { Redirect } from '@/lib/redirects'
import type { BuildManifest } from '../../server/siteBuild'
import { editorHeaders, securityHeaders } from '../../server/front/securityHeaders'
import { EDITOR_PATH } from '../../server/front/addresses'
import { CHART_SCRIPT_FILE } from '../../server/front/leadsPage'

function rule(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
}

/**
 * The content editor's addresses get its own policy: Cloudflare joins the values of every rule a
 * path matches, so the editor's rules first detach ("! name") the policy of the rule for all pages.
 */
function editorRules(): string[] {
  const { 'Content-Security-Policy': csp, 'X-Robots-Tag': robots } = editorHeaders()
  return [EDITOR_PATH, `${EDITOR_PATH}/*`].map((pattern) =>
    [
      pattern,
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${csp}`,
      `  X-Robots-Tag: ${robots}`,
    ].join('\n'),
  )
}

export function headersFile(csp: Parameters<typeof securityHeaders>[0]): string {
  return `${[
    // Cloudflare's own Cache-Control for other files is CACHE_CONTROL.other already; a second value
    // here would be joined to the assets' one below.
    rule('/*', securityHeaders(csp)),
    rule(`${HASHED_ASSETS_PREFIX}*`, { 'Cache-Control': CACHE_CONTROL.hashedAsset }),
    rule(FEED_PATH, { 'Content-Type': FEED_CONTENT_TYPE }),
    ...editorRules(),
  ].join('\n')}\n`
}

/** Permanent redirects, one a line: `/old /new 301`. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('')
}

export function writeEdgeFiles(clientDir: string, manifest: BuildManifest): void {
  writeFileSync(path.join(clientDir, '_headers'), headersFile(manifest))
  writeFileSync(path.join(clientDir, '_redirects'), redirectsFile(manifest.redirects))
  writeFileSync(path.join(clientDir, '.assetsignore'), '*.gz\n*.br\n')
  if (manifest.leadsCharts)
    writeFileSync(path.join(clientDir, CHART_SCRIPT_FILE), JSON.stringify(manifest.leadsCharts))
}
