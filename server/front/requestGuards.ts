/** Checks on the raw request that come before any file is looked up. */

const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/

/**
 * Whether a Range header is one the file server can answer: a single "bytes=start-" or
 * "bytes=start-end" with start <= end. Anything else (reversed, huge, several ranges, suffix
 * ranges, garbage) is answered 416 instead of reaching the file server, which cannot handle it.
 */
export function isServableRange(header: string): boolean {
  const match = SINGLE_RANGE.exec(header.trim())
  if (!match) return false
  const start = Number(match[1])
  return match[2] === '' || start <= Number(match[2])
}

/**
 * The canonical form of a request path: no repeated slashes and no trailing slash (but for "/").
 * Null when the path is already canonical. "/blog/" and "//blog" are the same page as "/blog",
 * and "/runtime-config.json/" may not reach a file by another name.
 */
export function canonicalPath(pathname: string): string | null {
  const canonical = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  return canonical === pathname ? null : canonical
}
