import { LOADED_AT_GLOBAL } from '@/hooks/pageLoad'
import { clientManifest, islandsEntryFile } from './clientManifest'
import { rewriteHtml } from './htmlFiles'

/** What Vike puts in a page for its own client, which a built page does not load. */
const VIKE_CLIENT = [
  /\s*<link rel="modulepreload" href="[^"]+" as="script" type="text\/javascript">/g,
  /\s*<script src="[^"]+" type="module" async><\/script>/g,
  /\s*<script id="vike_(?:pageContext|globalContext)" type="application\/json">.*?<\/script>/g,
]

/** At the latest this long after the page is parsed, the islands start even if the page has not loaded. */
export const ISLANDS_START_FALLBACK_MS = 3000

/**
 * Starts the entry once the page has loaded (its fonts and the images above the fold included) and
 * has been painted, so no island's work or download competes with the first paint: on a slow
 * device the load event can come before the first frame. The paint observer reports in a task of
 * its own; a browser without paint timing starts in the task after the load event. At the latest
 * ISLANDS_START_FALLBACK_MS after parsing, should a resource keep the load event waiting or the
 * page not be painted (a tab opened in the background). A click starts it at once: the visitor
 * wants the page to work now, and a click on an island's button waits for it
 * (src/components/earlyClicks.ts). At the load event it notes the time (src/hooks/pageLoad.ts), for
 * what counts from load whenever its island starts.
 */
export function islandsLoader(entry: string): string {
  return (
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `function painted(then){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return setTimeout(then);` +
    `var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();then()}});` +
    `o.observe({type:'paint',buffered:true})}` +
    `addEventListener('load',function(){window.${LOADED_AT_GLOBAL}=performance.now();painted(start)});` +
    `document.addEventListener('click',start,true);` +
    `setTimeout(start,${ISLANDS_START_FALLBACK_MS})})()</script>`
  )
}

/**
 * Every page is complete HTML, so its first paint waits for no script, and no script competes with
 * it: the islands entry starts once the page has loaded, and each island's code loads as it is
 * imported. Vike's client (its entry, its preload links and the page context it reads) goes: it
 * would only route to the hook that starts the same islands.
 */
export function deferHydrationScripts(clientDir: string): number {
  const manifest = clientManifest(clientDir)
  if (!manifest) throw new Error(`no client manifest beside ${clientDir}`)
  const entry = islandsEntryFile(manifest)
  return rewriteHtml(clientDir, (html) => {
    const withoutVike = VIKE_CLIENT.reduce((rest, tag) => rest.replace(tag, ''), html)
    if (withoutVike === html) return html
    return withoutVike.replace(/\s*<\/body>/, `\n    ${islandsLoader(entry)}\n  </body>`)
  })
}
