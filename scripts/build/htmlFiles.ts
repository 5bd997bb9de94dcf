import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Every built HTML file under dist/client (hashed assets excluded), sorted. */
export function htmlFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(clientDir, file).startsWith(`assets${path.sep}`))
    .sort()
}

/** Applies `transform` to every built page; returns how many it changed. */
export function rewriteHtml(clientDir: string, transform: (html: string, file: string) => string): number {
  let changed = 0
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const rewritten = transform(html, file)
    if (rewritten !== html) {
      writeFileSync(file, rewritten)
      changed++
    }
  }
  return changed
}
