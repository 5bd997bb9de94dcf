import { readFileSync } from 'node:fs'
import path from 'node:path'
import { INLINE_SCRIPT_HASHES } from './inlineScriptPlugin'

/** CSP hashes ('sha256-...') of every inline script of the build's pages, as its server build wrote them. */
export function inlineScriptHashes(buildDir: string): string[] {
  return JSON.parse(readFileSync(path.join(buildDir, INLINE_SCRIPT_HASHES), 'utf8')) as string[]
}
