import { rewriteHtml } from './htmlFiles'

const MODULE_PRELOAD = /<link rel="modulepreload"/g
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>/g

/** Starts the entry module once the browser has painted the prerendered page. */
function afterFirstPaint(src: string): string {
  return (
    `<script>requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)` +
    `})})</script>`
  )
}

/**
 * Every page is complete HTML, so its first paint should wait for no script: the scripts that
 * hydrate it are fetched at low priority and the entry runs after the first frame.
 */
export function deferHydrationScripts(clientDir: string): number {
  return rewriteHtml(clientDir, (html) =>
    html
      .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
      .replace(ENTRY_SCRIPT, (_, src: string) => afterFirstPaint(src)),
  )
}
