import { rewriteHtml } from './htmlFiles'

const MODULE_PRELOAD = /\s*<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>/

/** The id of the JSON that lists a page's entry script and the modules it will import. */
export const HYDRATION_SCRIPTS_ID = 'hydration-scripts'

export interface HydrationScripts {
  entry: string
  preload: string[]
}

/**
 * The same on every page (one CSP hash): after the first frame has been painted, preloads the
 * page's modules at low priority and starts its entry.
 */
const LOADER =
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `var d=document,c=JSON.parse(d.getElementById('${HYDRATION_SCRIPTS_ID}').textContent);` +
  `c.preload.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.fetchPriority='low';l.href=h;d.head.appendChild(l)});` +
  `var s=d.createElement('script');s.type='module';s.src=c.entry;d.head.appendChild(s)` +
  `})})`

/**
 * Every page is complete HTML, so its first paint waits for no script, and no script competes with
 * it: the page names its scripts in a JSON block, and a small loader requests them only once the
 * browser has painted the prerendered page.
 */
export function deferHydrationScripts(clientDir: string): number {
  return rewriteHtml(clientDir, (html) => {
    const entry = ENTRY_SCRIPT.exec(html)?.[1]
    if (!entry) return html
    const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
    const scripts: HydrationScripts = { entry, preload }
    return html
      .replace(MODULE_PRELOAD, '')
      .replace(
        ENTRY_SCRIPT,
        `<script type="application/json" id="${HYDRATION_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>` +
          `<script>${LOADER}</script>`,
      )
  })
}
