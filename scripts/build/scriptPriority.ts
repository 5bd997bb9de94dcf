import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtml } from './htmlFiles'
import { ISLANDS_ENTRY } from './islandsEntry'

/** What Vike puts in a page for its own client, which a built page does not load. */
const VIKE_CLIENT = [
  /\s*<link rel="modulepreload" href="[^"]+" as="script" type="text\/javascript">/g,
  /\s*<script src="[^"]+" type="module" async><\/script>/g,
  /\s*<script id="vike_(?:pageContext|globalContext)" type="application\/json">.*?<\/script>/g,
]

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

/** The built file of the islands entry, from the client manifest Vike writes beside dist/client. */
function islandsEntryFile(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '..', 'assets.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest[ISLANDS_ENTRY]
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not in the client build (see vite.config.ts)`)
  return `/${entry.file}`
}

/**
 * Every page is complete HTML, so its first paint waits for no script, and no script competes with
 * it: the islands entry starts once the page has been painted, and each island's code loads as it
 * is imported. Vike's client (its entry, its preload links and the page context it reads) goes: it
 * would only route to the hook that starts the same islands.
 * Records each page's entry in dist/first-load.json.
 */
export function deferHydrationScripts(clientDir: string): number {
  const entry = islandsEntryFile(clientDir)
  const modules: Record<string, string[]> = {}
  const changed = rewriteHtml(clientDir, (html, file) => {
    const withoutVike = VIKE_CLIENT.reduce((rest, tag) => rest.replace(tag, ''), html)
    if (withoutVike === html) return html
    modules[path.relative(clientDir, file)] = [entry]
    return withoutVike.replace(/\s*<\/body>/, `\n    ${afterFirstPaint(entry)}\n  </body>`)
  })
  writeFileSync(path.join(clientDir, '..', FIRST_LOAD_FILE), JSON.stringify(modules, null, 2))
  return changed
}
