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

/** At the latest this long after the page is parsed, the islands start even if the page has not loaded. */
export const ISLANDS_START_FALLBACK_MS = 3000

/**
 * Starts the entry once the page has loaded (its fonts and the images above the fold included), so
 * no island's work competes with the first paint or the swap to the web font; at the latest
 * ISLANDS_START_FALLBACK_MS after parsing, should a resource keep the load event waiting.
 */
function afterLoad(entry: string): string {
  return (
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `addEventListener('load',function(){setTimeout(start)});setTimeout(start,${ISLANDS_START_FALLBACK_MS})})()</script>`
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
 * it: the islands entry starts once the page has loaded, and each island's code loads as it is
 * imported. Vike's client (its entry, its preload links and the page context it reads) goes: it
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
    return withoutVike.replace(/\s*<\/body>/, `\n    ${afterLoad(entry)}\n  </body>`)
  })
  writeFileSync(path.join(clientDir, '..', FIRST_LOAD_FILE), JSON.stringify(modules, null, 2))
  return changed
}
