import { readFileSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtml } from './htmlFiles'

const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * Puts the stylesheet into each page's <head> instead of linking it: the first paint then waits for
 * no second request (the whole site's CSS is one small file). Returns how many pages changed.
 */
export function inlineStylesheets(clientDir: string): number {
  return rewriteHtml(clientDir, (html) =>
    html.replace(STYLESHEET, (_, href: string) => {
      const css = readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style')
      // The disabled link is never fetched, but tells the module preloader, which looks for a
      // link to the page's CSS before injecting one, that these styles are already applied.
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
    }),
  )
}
