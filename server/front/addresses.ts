/**
 * Addresses the request front treats apart from the site's pages, known to the build as well
 * (scripts/site/, scripts/cms/): kept here, where both hosts read them, so the front imports nothing
 * of the build.
 */

/**
 * The content editor's address (Decap CMS): for the agency's people, not a page of the site. Kept
 * out of src/lib/paths.ts, which the visitors' code bundles.
 */
export const EDITOR_PATH = '/admin'

/** The editor's address and everything under it (its config, its built files). */
export function isEditorPath(pathname: string): boolean {
  return pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`)
}

/**
 * The files the build writes for Cloudflare into the client folder (scripts/site/edgeFiles.ts):
 * instructions for the host, never served as pages.
 */
export const EDGE_FILES = ['_headers', '_redirects', '.assetsignore'] as const
