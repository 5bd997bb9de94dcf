import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const fixtures = path.join(root, 'tests/fixtures')
const dirs: string[] = []

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The public/ folder the fixture articles' images live in. */
export const publicDir = path.join(fixtures, 'public')

/**
 * A data/ folder made of the real site-wide YAML and legal texts plus the hand-made content
 * fixtures (and their list of published addresses), removed after the test. The real success
 * stories and figures cite real case studies, which the fixtures replace, so those citations go,
 * and so do the real redirects, which lead to real case studies.
 */
export function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-'))
  dirs.push(dir)
  cpSync(path.join(root, 'data'), dir, {
    recursive: true,
    filter: (source) => !/[/\\](case-studies|blog)([/\\]|$)/.test(source),
  })
  cpSync(path.join(fixtures, 'data'), dir, { recursive: true })
  for (const file of ['solution-pages.yaml', 'figures.yaml'])
    edit(dir, file, (text) => text.replace(/^\s+caseStudy: .*\n/gm, ''))
  writeFileSync(path.join(dir, 'redirects.yaml'), '[]\n')
  return dir
}

/** A copy of the repository's whole data/ (with its public/ for the images), for cross-file rules. */
export function copyOfRealData(): { dir: string; publicDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-'))
  dirs.push(dir)
  cpSync(path.join(root, 'data'), dir, { recursive: true })
  return { dir, publicDir: path.join(root, 'public') }
}

/** Rewrites one file of a data folder. */
export function edit(dir: string, file: string, change: (text: string) => string) {
  const full = path.join(dir, file)
  writeFileSync(full, change(readFileSync(full, 'utf8')))
}

/** The 1-based line of a data file that matches `pattern` first; 0 when none does. */
export function lineOf(dir: string, file: string, pattern: RegExp): number {
  return (
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .findIndex((line) => pattern.test(line)) + 1
  )
}
