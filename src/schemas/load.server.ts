import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { GeneratedContent } from './collections'

export const GENERATED_DIR = path.resolve(process.cwd(), 'generated')

/** Each file as last read, with the time it was written then. */
const cache = new Map<string, { modified: number; value: unknown }>()

/**
 * Reads what `npm run build:data` wrote. Build time only: never reaches the browser. A file is read
 * again once it has been rewritten, so the dev server shows a data edit on the next request.
 */
export function loadContent<K extends keyof GeneratedContent>(name: K): GeneratedContent[K] {
  const file = path.join(GENERATED_DIR, `${name}.json`)
  try {
    const modified = statSync(file).mtimeMs
    const cached = cache.get(name)
    if (cached?.modified === modified) return cached.value as GeneratedContent[K]
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    cache.set(name, { modified, value })
    return value as GeneratedContent[K]
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build:data\` first.`, { cause: error })
  }
}
