import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type ClientManifest, clientEntryFile, clientManifest, islandsEntryFile } from './clientManifest'

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
const LOADED_ENTRY = /(\w+): \(\) =>\s*import\('@\/([^']+)'\)/g
const IN_ENTRY = /(\w+): inEntry\(/g

/**
 * The files each island's code loads from, by name: none for an island that is part of the entry.
 * The registry (renderer/islands.ts) names an island's source module, Vike's client manifest
 * (assets.json beside the client folder) the chunk it was built into.
 */
function islandFiles(manifest: ClientManifest): Map<string, string[]> {
  const registry = readFileSync(path.resolve('renderer/islands.ts'), 'utf8')
  const files = new Map<string, string[]>()
  for (const [, name] of registry.matchAll(IN_ENTRY)) files.set(name!, [])
  for (const [, name, module] of registry.matchAll(LOADED_ENTRY)) {
    const source = [`src/${module}.tsx`, `src/${module}.ts`].find((key) => manifest[key])
    if (!source) throw new Error(`island ${name}: ${module} is not in the client build`)
    files.set(name!, [`/${manifest[source]!.file}`])
  }
  return files
}

/**
 * What the browser downloads on a first visit of a prerendered page: the page's client code, the
 * islands entry it imports and the code of every island of the page. An island further down the page loads its code only when it comes near
 * (renderer/startIslands.tsx), but how far down depends on the screen, so each counts: the figure is
 * what a visit that reaches the whole page loads. Parts an island loads only when they scroll near,
 * such as a chart's library, are not counted.
 */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = readFileSync(htmlFile, 'utf8')
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!)
  const manifest = clientManifest(clientDir)
  if (!manifest) throw new Error(`no client manifest beside ${clientDir}`)
  const islands = islandFiles(manifest)
  const codeOf = (name: string) => {
    const files = islands.get(name)
    if (!files) throw new Error(`island ${name} is not in renderer/islands.ts`)
    return files
  }
  const named = [
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]
  // The page's client code imports the islands entry once the page has loaded and been painted.
  const startsIslands = named.includes(clientEntryFile(manifest))
  const entries = [
    ...attribute(ISLAND).flatMap(codeOf),
    ...named,
    ...(startsIslands ? [islandsEntryFile(manifest)] : []),
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
