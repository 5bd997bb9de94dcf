import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { htmlFiles } from './htmlFiles'

/** CSP hashes ('sha256-...') of every executable inline <script> in the built HTML. */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>()
  for (const file of htmlFiles(clientDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1] ?? ''
      if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue
      hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`)
    }
  }
  return [...hashes].sort()
}
