import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GeneratedContent } from './collections'

export const GENERATED_DIR = path.resolve(process.cwd(), 'generated')

const cache = new Map<string, unknown>()

/** Reads what `npm run build:data` wrote. Build time only: never reaches the browser. */
export function loadContent<K extends keyof GeneratedContent>(name: K): GeneratedContent[K] {
  if (!cache.has(name)) {
    const file = path.join(GENERATED_DIR, `${name}.json`)
    try {
      cache.set(name, JSON.parse(readFileSync(file, 'utf8')))
    } catch (error) {
      throw new Error(`Cannot read ${file}: run \`npm run build:data\` first.`, { cause: error })
    }
  }
  return cache.get(name) as GeneratedContent[K]
}
