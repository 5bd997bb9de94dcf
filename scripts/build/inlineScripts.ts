import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** CSP hashes ('sha256-...') of every executable inline <script> in the built HTML. */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) {
        for (const match of readFileSync(full, 'utf8').matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
          const attributes = match[1] ?? ''
          if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue
          hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`)
        }
      }
    }
  }
  walk(clientDir)
  return [...hashes].sort()
}
