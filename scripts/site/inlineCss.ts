import { readFileSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtml } from './htmlFiles'

const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g
/** The charset and viewport declarations that open every page's <head> (renderer/+onRenderHtml.tsx). */
const HEAD_OPENING = /<head>\s*<meta charset="utf-8">\s*<meta name="viewport"[^>]*>/

/**
 * Puts the stylesheet into each page's <head> instead of linking it: the first paint then waits for
 * no second request (the whole site's CSS is one small file). It goes after the charset and viewport
 * declarations, which must come within the first 1024 bytes. Returns how many pages changed.
 */
export function inlineStylesheets(clientDir: string): number {
  return rewriteHtml(clientDir, (html) => {
    const styles: string[] = []
    const rest = html.replace(STYLESHEET, (_, href: string) => {
      const css = readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style')
      // The disabled link is never fetched, but tells the module preloader, which looks for a
      // link to the page's CSS before injecting one, that these styles are already applied.
      styles.push(`<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`)
      return ''
    })
    if (styles.length === 0) return html
    const opening = HEAD_OPENING.exec(rest)
    if (!opening)
      throw new Error('inlineStylesheets: a page does not open its <head> with charset and viewport')
    const at = opening.index + opening[0].length
    return `${rest.slice(0, at)}\n    ${styles.join('')}${rest.slice(at)}`
  })
}
