import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { islandFile, islandsManifest } from './clientManifest'

export interface FirstLoad {
  /** Every JavaScript file a first visit loads: the entry, the page's modules and their static imports. */
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

const ISLAND = /<bandera-island data-island="([^"]+)"/g

/**
 * What the browser downloads on a first visit of a prerendered page: the islands entry its inline
 * script imports and the code of every island of the page. An island further down the page loads
 * its code only when it comes near (src/islands/hydrate.tsx), but how far down depends on the
 * screen, so each counts: the figure is what a visit that reaches the whole page loads. Parts an
 * island loads only when they scroll near, such as a chart's library, are not counted.
 */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(htmlFile, 'utf8')
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!)
  const manifest = islandsManifest(clientDir)
  if (!manifest) throw new Error(`no islands manifest beside ${clientDir}`)
  const entries = [
    ...attribute(ISLAND).map((id) => islandFile(manifest, id)),
    // The islands entry, which the page's inline script imports once the page has been painted.
    ...attribute(/<script data-entry="([^"]+)"/g),
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
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
