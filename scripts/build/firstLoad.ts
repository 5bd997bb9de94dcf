import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { FIRST_LOAD_FILE } from './scriptPriority'

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
function islandModules(clientDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '..', 'assets.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
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
 * island of the page hydrates once the page is idle, the code of each (parts an island loads only
 * when they scroll near, such as a chart's library, are not counted).
 */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(htmlFile, 'utf8')
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!)
  // Once deferred past the first paint, the page's modules are recorded beside the build (scriptPriority.ts).
  const recorded = path.join(clientDir, '..', FIRST_LOAD_FILE)
  const deferred = existsSync(recorded)
    ? ((JSON.parse(readFileSync(recorded, 'utf8')) as Record<string, string[]>)[
        path.relative(clientDir, htmlFile)
      ] ?? [])
    : []
  const islands = existsSync(path.join(clientDir, '..', 'assets.json')) ? islandModules(clientDir) : new Map()
  const entries = [
    ...attribute(ISLAND).map((name) => islands.get(name) ?? name),
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...deferred,
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
