import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type ClientManifest, clientManifest, islandsEntryFile } from './clientManifest'

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

const ISLAND = /<bandera-island data-island="(\w+)"/g
const REGISTRY_ENTRY = /(\w+): \(\) =>\s*import\('@\/([^']+)'\)/g

/**
 * The built module of each island, by name: the registry (renderer/islands.ts) names the source
 * module, Vike's client manifest (assets.json beside the client folder) its chunk.
 */
function islandModules(manifest: ClientManifest): Map<string, string> {
  const registry = readFileSync(path.resolve('renderer/islands.ts'), 'utf8')
  const modules = new Map<string, string>()
  for (const [, name, module] of registry.matchAll(REGISTRY_ENTRY)) {
    const source = [`src/${module}.tsx`, `src/${module}.ts`].find((key) => manifest[key])
    if (!source) throw new Error(`island ${name}: ${module} is not in the client build`)
    modules.set(name!, `/${manifest[source]!.file}`)
  }
  return modules
}

/**
 * What the browser downloads on a first visit of a prerendered page: the entry and, since every
 * island of the page hydrates once the page has loaded, the code of each (parts an island loads only
 * when they scroll near, such as a chart's library, are not counted).
 */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(htmlFile, 'utf8')
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!)
  const manifest = clientManifest(clientDir)
  const islands = manifest ? islandModules(manifest) : new Map<string, string>()
  // A built page starts the islands entry from an inline script (scriptPriority.ts).
  const islandsEntry = manifest ? islandsEntryFile(manifest) : undefined
  const entries = [
    ...attribute(ISLAND).map((name) => islands.get(name) ?? name),
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...(islandsEntry && html.includes(JSON.stringify(islandsEntry)) ? [islandsEntry] : []),
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
