import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtml } from './htmlFiles'

const MODULE_PRELOAD = /\s*<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>/

/** Beside dist/client: for each built page, the modules its first load runs (see firstLoad.ts). */
export const FIRST_LOAD_FILE = 'first-load.json'

/** Starts the entry once the browser has painted the prerendered page (the same on every page). */
function afterFirstPaint(entry: string): string {
  return (
    `<script>requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)` +
    `})})</script>`
  )
}

/**
 * Every page is complete HTML, so its first paint waits for no script, and no script competes with
 * it: the entry starts once the page has been painted, and the page's modules load as the router
 * imports them (Vite preloads the dependencies of each import). Vike's module preload links go:
 * fetched during parsing they would be part of the first paint. Records each page's modules in
 * dist/first-load.json.
 */
export function deferHydrationScripts(clientDir: string): number {
  const modules: Record<string, string[]> = {}
  const changed = rewriteHtml(clientDir, (html, file) => {
    const entry = ENTRY_SCRIPT.exec(html)?.[1]
    if (!entry) return html
    modules[path.relative(clientDir, file)] = [
      entry,
      ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    ]
    return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, afterFirstPaint(entry))
  })
  writeFileSync(path.join(clientDir, '..', FIRST_LOAD_FILE), JSON.stringify(modules, null, 2))
  return changed
}
