import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MemoryDataFiles } from '../../../scripts/data/dataFiles'

const root = path.resolve(import.meta.dirname, '../../..')
const fixtures = path.join(root, 'tests/fixtures')

/** The slug of tests/fixtures/data/case-studies/01-agents.yaml, the fixture study with a timeline. */
const FIXTURE_STUDY_WITH_TIMELINE = 'how-bandera-ai-agents-booked-140-demos-a-payments-story'

/** Every file under a folder, by its path relative to it (written with /), read with `read`. */
function readTree<T>(dir: string, read: (file: string) => T, keep = (_file: string) => true): Map<string, T> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort()
  return new Map(files.map((file) => [file, read(path.join(dir, file))]))
}

const readText = (file: string) => readFileSync(file, 'utf8')
const readBytes = (file: string): Uint8Array => readFileSync(file)

/**
 * Rewrites one file of a data set. A change that leaves the file as it was throws: a replace that
 * no longer matches (the data changed) would otherwise leave the test checking nothing.
 */
export function edit(data: MemoryDataFiles, file: string, change: (text: string) => string) {
  const before = data.readData(file)
  if (before === undefined) throw new Error(`edit(${file}): no such file in the data set`)
  const after = change(before)
  if (after === before) throw new Error(`edit(${file}): the change did not apply, the file is unchanged`)
  data.data.set(file, after)
}

/** The 1-based line of a data file that matches `pattern` first; 0 when none does. */
export function lineOf(data: MemoryDataFiles, file: string, pattern: RegExp): number {
  return (data.readData(file) ?? '').split('\n').findIndex((line) => pattern.test(line)) + 1
}

/**
 * The real site-wide YAML and legal texts plus the hand-made content fixtures (and their list of
 * published addresses), with the fixtures' public/ for the articles' images. The real success
 * stories and figures cite real case studies, which the fixtures replace, so those citations go,
 * and so do the real redirects, which lead to real case studies. The home page's proof band tells
 * the fixture study that has a timeline instead of the real one.
 */
function readFixtureData(): MemoryDataFiles {
  const data = new MemoryDataFiles(
    new Map([
      ...readTree(path.join(root, 'data'), readText, (file) => !/^(case-studies|blog)\//.test(file)),
      ...readTree(path.join(fixtures, 'data'), readText),
    ]),
    readTree(path.join(fixtures, 'public'), readBytes),
  )
  for (const file of ['solution-pages.yaml', 'figures.yaml'])
    edit(data, file, (text) => text.replace(/^\s+caseStudy: .*\n/gm, ''))
  edit(data, 'home.yaml', (text) => text.replace(/^(\s+caseStudy: ).*$/m, `$1${FIXTURE_STUDY_WITH_TIMELINE}`))
  data.data.set('redirects.yaml', '[]\n')
  return data
}

/** The repository's whole data/ and public/, for cross-file rules. */
function readRealData(): MemoryDataFiles {
  return new MemoryDataFiles(
    readTree(path.join(root, 'data'), readText),
    readTree(path.join(root, 'public'), readBytes),
  )
}

// Read from disk once per test file (vitest runs each file in its own module graph), copied per test.
let fixtureSet: MemoryDataFiles | undefined
let realSet: MemoryDataFiles | undefined

/** A fresh copy of the fixture data set (see readFixtureData), for one test to change. */
export function fixtureData(): MemoryDataFiles {
  fixtureSet ??= readFixtureData()
  return fixtureSet.copy()
}

/** A fresh copy of the repository's whole data/ and public/, for one test to change. */
export function realData(): MemoryDataFiles {
  realSet ??= readRealData()
  return realSet.copy()
}
