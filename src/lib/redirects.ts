/** An address that moved: a request for `from` is answered with a permanent redirect to `to`. */
export interface Redirect {
  from: string
  to: string
}

/** "/case-studies/x/" and "/case-studies/x" are one address; the root stays "/". */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * The lookup the servers use: the address a request path has moved to, or null when it has not
 * moved. A trailing slash does not matter; the query string is the caller's to keep.
 */
export function redirectLookup(redirects: readonly Redirect[]): (pathname: string) => string | null {
  const targets = new Map(redirects.map(({ from, to }) => [normalisePath(from), to]))
  return (pathname) => {
    const target = targets.get(normalisePath(pathname))
    return target === undefined || normalisePath(target) === normalisePath(pathname) ? null : target
  }
}

export interface RedirectProblem {
  /** The entry of data/redirects.yaml, by index. */
  index: number
  field: 'from' | 'to'
  message: string
}

/**
 * data/redirects.yaml as the servers need it: each old address straight to the page it ends at (a
 * chain a -> b -> c becomes a -> c and b -> c), or the problems that make that impossible: an old
 * address that is a page again, one listed twice, a loop, a target that is no page.
 */
export function resolveRedirects(
  redirects: readonly Redirect[],
  isPage: (path: string) => boolean,
): { redirects: Redirect[]; problems: RedirectProblem[] } {
  const problems: RedirectProblem[] = []
  const next = new Map<string, string>()
  redirects.forEach(({ from, to }, index) => {
    const source = normalisePath(from)
    if (isPage(source)) {
      problems.push({
        index,
        field: 'from',
        message: `'${from}' is a page of this site; a redirect would hide it`,
      })
    } else if (next.has(source)) {
      problems.push({ index, field: 'from', message: `'${from}' is redirected twice` })
    } else {
      next.set(source, normalisePath(to))
    }
  })
  const resolved: Redirect[] = []
  redirects.forEach(({ from }, index) => {
    const source = normalisePath(from)
    if (!next.has(source) || resolved.some((entry) => entry.from === source)) return
    const seen = new Set([source])
    let target = next.get(source)!
    while (next.has(target) && !seen.has(target)) {
      seen.add(target)
      target = next.get(target)!
    }
    if (seen.has(target)) {
      problems.push({ index, field: 'to', message: `'${from}' leads round in a loop of redirects` })
    } else if (!isPage(target)) {
      problems.push({ index, field: 'to', message: `'${target}' is not a page of this site` })
    } else {
      resolved.push({ from: source, to: target })
    }
  })
  return { redirects: resolved, problems }
}
