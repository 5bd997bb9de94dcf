import path from 'node:path'
import { routes } from '@/lib/paths'
import { htmlFiles } from './htmlFiles'

/** URL paths of the prerendered, indexable pages in dist/client (everything but the 404 page). */
export function prerenderedPaths(clientDir: string): string[] {
  return htmlFiles(clientDir)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => {
      const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
      return relative === '' ? '/' : `/${relative}`
    })
    .filter((urlPath) => urlPath !== routes.notFound)
    .sort()
}
