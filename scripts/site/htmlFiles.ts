import { readdirSync } from 'node:fs'
import path from 'node:path'
import { EDITOR_PATH } from '../../server/front/addresses'

/**
 * Every built page of the site under dist/client, sorted: not the hashed assets, and not the
 * content editor (/admin), which is Decap CMS's own page, not one the site's build steps rewrite.
 */
export function htmlFiles(clientDir: string): string[] {
  const skipped = ['assets', EDITOR_PATH.slice(1)].map((folder) => `${folder}${path.sep}`)
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((folder) => path.relative(clientDir, file).startsWith(folder)))
    .sort()
}
