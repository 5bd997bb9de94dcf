/** Prints what each prerendered page loads on a first visit (gzip), for notes and reviews. */
import path from 'node:path'
import { firstLoad } from './site/firstLoad'
import { prerenderedPaths } from './site/pages'

const clientDir = path.resolve('dist/client')
const rows = prerenderedPaths(clientDir).map((urlPath) => {
  const load = firstLoad(clientDir, path.join(clientDir, urlPath === '/' ? '' : urlPath, 'index.html'))
  return {
    page: urlPath,
    'JS (KB gz)': (load.jsGzipBytes / 1024).toFixed(1),
    'CSS (KB gz)': (load.cssGzipBytes / 1024).toFixed(1),
    files: load.scripts.length,
  }
})
console.table(rows)
