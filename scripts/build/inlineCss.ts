import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * Puts the stylesheet into each page's <head> instead of linking it: the first paint then waits for
 * no second request (the whole site's CSS is one small file). Returns how many pages changed.
 */
export function inlineStylesheets(clientDir: string): number {
  let changed = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full)
      } else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8')
        const inlined = html.replace(STYLESHEET, (_, href: string) => {
          const css = readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style')
          // The disabled link is never fetched, but tells the module preloader, which looks for a
          // link to the page's CSS before injecting one, that these styles are already applied.
          return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
        })
        if (inlined !== html) {
          writeFileSync(full, inlined)
          changed++
        }
      }
    }
  }
  walk(clientDir)
  return changed
}
