/**
 * package.json's engines.node is true to every package npm installs: each Node it accepts is one
 * every dependency, direct or not, accepts too (package-lock.json records their engines).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown
const project = read('package.json') as { engines: { node: string } }
const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}

/** The Node versions each installed package accepts, by its path in node_modules. */
function nodeRanges(): [string, string][] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const engines = entry.engines
    // An old package form lists engines as strings ("node >= 0.8"), which npm does not check.
    const range = engines && !Array.isArray(engines) ? engines.node : undefined
    return where && range ? [[where, range] as [string, string]] : []
  })
}

/** The packages that refuse some Node `accepted` takes in, as "where needs range". */
const refusing = (accepted: string) =>
  nodeRanges()
    .filter(([, range]) => !semver.subset(accepted, range))
    .map(([where, range]) => `${where} needs ${range}`)

describe("package.json's engines", () => {
  it('accept no Node that a dependency refuses', () => {
    expect(refusing(project.engines.node)).toEqual([])
  })

  it('would name the dependencies that refuse a Node they accept', () => {
    // The range of before: Node 20.19, which axe's runner refuses, and anything from 27 on.
    expect(refusing('^20.19.0 || >=22.12.0')).toEqual(
      expect.arrayContaining([
        'node_modules/@axe-core/playwright needs >=22.12.0',
        expect.stringMatching(/^node_modules\/better-sqlite3 needs .*26\.x$/),
        expect.stringMatching(/^node_modules\/eslint needs .*\^22\.13\.0/),
      ]),
    )
  })

  it('accept Node 24 LTS, which .ci/run and the workflows run', () => {
    expect(semver.satisfies('24.0.0', project.engines.node)).toBe(true)
  })
})
