import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { GeneratedContent } from '@/schemas/collections'

/**
 * Writes generated/<name>.json for every part of the content. Each file is replaced in one step (a
 * temporary file renamed over it), so a dev server reading generated/ mid-write sees the old file or
 * the new one, never half of one; files of parts that no longer exist are removed.
 */
export function writeGenerated(content: GeneratedContent, dir: string): void {
  mkdirSync(dir, { recursive: true })
  const names = new Set(Object.keys(content).map((name) => `${name}.json`))
  for (const [name, value] of Object.entries(content)) {
    const file = path.join(dir, `${name}.json`)
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`)
    renameSync(temporary, file)
  }
  for (const name of readdirSync(dir)) {
    if (!names.has(name)) rmSync(path.join(dir, name), { force: true, recursive: true })
  }
}
