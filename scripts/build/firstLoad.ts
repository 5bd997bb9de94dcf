import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { HYDRATION_SCRIPTS_ID, type HydrationScripts } from './scriptPriority'

export interface FirstLoad {
  /** Every JavaScript file a first visit loads: entry scripts, their module preloads and static imports. */
  scripts: string[]
  /** Linked stylesheets (inlined <style> counts towards cssGzipBytes too). */
  stylesheets: string[]
  jsGzipBytes: number
  cssGzipBytes: number
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** Files of the static import graph of `entries` (dynamic import() calls are not followed). */
function staticClosure(clientDir: string, entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (urlPath: string) => {
    if (seen.has(urlPath)) return
    seen.add(urlPath)
    const code = readFileSync(path.join(clientDir, urlPath), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(urlPath), match[1]!))
    }
  }
  entries.forEach(visit)
  return [...seen].sort()
}

/** What the browser downloads on a first visit of a prerendered page (before any lazy part loads). */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(htmlFile, 'utf8')
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!)
  // Once deferred past the first paint, the page lists its scripts in a JSON block (scriptPriority.ts).
  const deferred = new RegExp(
    `<script type="application/json" id="${HYDRATION_SCRIPTS_ID}">(.*?)</script>`,
  ).exec(html)
  const { entry, preload } = deferred
    ? (JSON.parse(deferred[1]!) as HydrationScripts)
    : { entry: '', preload: [] }
  const entries = [
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...(entry ? [entry, ...preload] : []),
  ]
  const scripts = staticClosure(clientDir, entries)
  const stylesheets = attribute(/<link[^>]+rel="stylesheet"(?![^>]*disabled)[^>]+href="([^"]+)"/g)
  const inlineCss = attribute(/<style[^>]*>([\s\S]*?)<\/style>/g).join('')
  const size = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(path.join(clientDir, file)), 0)
  const inlineCssBytes = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0
  return {
    scripts,
    stylesheets,
    jsGzipBytes: size(scripts),
    cssGzipBytes: size(stylesheets) + inlineCssBytes,
  }
}
