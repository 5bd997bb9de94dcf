import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islandsManifest } from '../../scripts/site/clientManifest'
import { builtPaths, clientDir, htmlOf } from './support/builtSite'

/**
 * The content editor (Decap CMS at /admin) on the build output (run after `npm run build`): its code
 * is its own, no visitor page loads, preloads or names any of it, and it stays out of search.
 */

/** A script a file loads: `import ... from "x.js"`, `import("x.js")`, a src or a preload link. */
const LOADED = /(?:from\s*|import\s*\(?\s*|src=|s\.src=|href=)["'`]([^"'`]+\.js)["'`]/g

/** Files a set of scripts loads, now or later: static and dynamic imports, followed to the end. */
function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (urlPath: string) => {
    if (seen.has(urlPath)) return
    seen.add(urlPath)
    const code = readFileSync(path.join(clientDir, urlPath), 'utf8')
    for (const [, imported] of code.matchAll(LOADED))
      visit(path.posix.join(path.posix.dirname(urlPath), imported!))
  }
  entries.forEach(visit)
  return seen
}

/** The scripts a page's HTML names: its script tags, preload links and the islands loader's entry. */
const scriptsOf = (html: string) => [...html.matchAll(LOADED)].map(([, file]) => file!)

const editorHtml = readFileSync(path.join(clientDir, 'admin', 'index.html'), 'utf8')
const islandsEntry = islandsManifest(clientDir)!.entry
/** Everything only the editor loads: what it reaches, less anything it shares with the pages. */
const shared = reachable([islandsEntry])
const editorOnly = [...reachable(scriptsOf(editorHtml))].filter((file) => !shared.has(file))

describe('the content editor in the build', () => {
  it('is Decap CMS in files of its own', () => {
    const code = editorOnly.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n')
    expect(code).toContain('decap-cms-app')
    expect(editorOnly.length).toBeGreaterThan(0)
    expect(editorOnly.filter((file) => !file.startsWith('/admin/assets/'))).toEqual([])
  })

  it.each(builtPaths)('%s neither loads, preloads nor names any file of the editor', (urlPath) => {
    const html = htmlOf(urlPath)
    const loaded = reachable([islandsEntry, ...scriptsOf(html)])
    expect(editorOnly.filter((file) => loaded.has(file))).toEqual([])
    expect(editorOnly.filter((file) => html.includes(path.posix.basename(file)))).toEqual([])
  })

  it('is kept out of search results and out of the sitemap', () => {
    expect(editorHtml).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(builtPaths).not.toContain('/admin')
    expect(readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
  })

  it('finds the config build:data wrote from the schemas beside it', () => {
    expect(editorHtml).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">')
    expect(editorHtml).toContain('<title>Content editor | ')
    expect(existsSync(path.join(clientDir, 'admin', 'config.yml'))).toBe(true)
  })
})
