import { readdirSync } from 'node:fs'
import path from 'node:path'

/** URL paths of the prerendered, indexable pages in dist/client (everything but the 404 page). */
export function prerenderedPaths(clientDir: string): string[] {
  const paths: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full)
      } else if (entry.name === 'index.html') {
        const relative = path.relative(clientDir, dir).split(path.sep).join('/')
        paths.push(relative === '' ? '/' : `/${relative}`)
      }
    }
  }
  walk(clientDir)
  return paths.filter((urlPath) => urlPath !== '/404').sort()
}
