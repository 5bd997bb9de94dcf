/**
 * package.json's engines.node is true to every package npm installs: each Node it accepts is one
 * every dependency, direct or not, accepts too (package-lock.json records their engines). A package
 * built for one platform counts where the project runs at all: the platforms workerd, which the edge
 * needs, has a binary for (64-bit only; sharp's 32-bit Windows binary, pulled in by Miniflare, is
 * never installed there).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown
const project = read('package.json') as { engines: { node: string } }
interface LockEntry {
  version?: string
  engines?: { node?: string } | string[]
  os?: string[]
  cpu?: string[]
}
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> }

/** The (os, cpu) pairs workerd has a binary for, from its platform packages. */
const PLATFORMS = Object.entries(lock.packages)
  .filter(([where]) => where.startsWith('node_modules/@cloudflare/workerd-'))
  .flatMap(([, entry]) => (entry.os ?? []).flatMap((os) => (entry.cpu ?? []).map((cpu) => [os, cpu])))

/** npm's rule for an os or cpu list: a name, or none of the names after a '!'. */
const allows = (list: string[] | undefined, value: string) =>
  !list || (list.some((item) => !item.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`))
const installableWhereProjectRuns = (entry: LockEntry) =>
  PLATFORMS.some(([os, cpu]) => allows(entry.os, os!) && allows(entry.cpu, cpu!))

/** The Node versions each installed package accepts, by its path in node_modules. */
function nodeRanges(): [string, string][] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    if (!installableWhereProjectRuns(entry)) return []
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
    // The range of before: Node 20.19, which wrangler refuses, and anything from 27 on.
    expect(refusing('^20.19.0 || >=22.12.0')).toEqual(
      expect.arrayContaining([
        'node_modules/wrangler needs >=22.12.0',
        expect.stringMatching(/^node_modules\/better-sqlite3 needs .*26\.x$/),
        expect.stringMatching(/^node_modules\/eslint needs .*\^22\.13\.0/),
      ]),
    )
  })

  it("count a platform's package only where workerd runs: 64-bit darwin, linux and win32", () => {
    expect(PLATFORMS.map((pair) => pair.join('-')).sort()).toEqual([
      'darwin-arm64',
      'darwin-x64',
      'linux-arm64',
      'linux-x64',
      'win32-x64',
    ])
    expect(installableWhereProjectRuns({ os: ['win32'], cpu: ['ia32'] })).toBe(false)
    expect(installableWhereProjectRuns({ os: ['linux'], cpu: ['x64'] })).toBe(true)
    expect(installableWhereProjectRuns({ os: ['!win32'] })).toBe(true)
    expect(installableWhereProjectRuns({})).toBe(true)
  })

  it('accept Node 24 LTS, which .ci/run and the workflows run', () => {
    expect(semver.satisfies('24.0.0', project.engines.node)).toBe(true)
  })
})
