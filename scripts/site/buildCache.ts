/**
 * What the build keeps between runs, in the repository's .cache/ (git-ignored, and kept by `npm ci`,
 * which empties node_modules): the compressed copies of files by the hash of their content, the
 * content editor's bundle by its inputs, the social images by theirs. An entry holds exactly what a
 * fresh build would write for the same inputs, so a cache can be deleted at any time.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** .cache/ of the repository, or BUILD_CACHE_DIR (a test's build starts from an empty cache). */
export const CACHE_DIR = process.env.BUILD_CACHE_DIR
  ? path.resolve(process.env.BUILD_CACHE_DIR)
  : path.resolve(import.meta.dirname, '../../.cache')

/** An entry no build has used for this long is removed (pruneCache). */
export const CACHE_UNUSED_DAYS = 14

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** Writes a file in one rename, so a build running beside this one never reads half of it. */
export function writeAtomically(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, file)
}

/** Marks an entry as used now, so pruneCache keeps it. */
export function touch(file: string): void {
  const now = new Date()
  utimesSync(file, now, now)
}

/** Removes the entries of `dir` (files or folders) no build has used for CACHE_UNUSED_DAYS; returns how many. */
export function pruneCache(dir: string, now = Date.now()): number {
  let removed = 0
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return 0
  }
  for (const name of entries) {
    const entry = path.join(dir, name)
    if (now - statSync(entry).mtimeMs > CACHE_UNUSED_DAYS * 24 * 3600 * 1000) {
      rmSync(entry, { recursive: true, force: true })
      removed++
    }
  }
  return removed
}
