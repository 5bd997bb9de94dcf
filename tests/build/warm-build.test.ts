import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

mkdirSync(path.resolve('test-results'), { recursive: true })
const work = mkdtempSync(path.resolve('test-results', 'warm-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** `npm run build`'s build step into `link`, with the cache the build before it filled; resolves to what it printed. */
function build(link: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // As npm run build sees it: not in Vitest's NODE_ENV=test, which changes what Vite bundles.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    )
    const child = spawn('npx', ['tsx', 'scripts/build-site.ts', '--link', link], { env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build into ${link} failed (${code}):\n${output}`)),
    )
  })
}

/** Every file of a build folder, by its path in the folder, with a hash of its bytes. */
function files(dir: string): Map<string, string> {
  const root = realpathSync(dir)
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [
        path.relative(root, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  )
}

/** The line a build step printed with its time and what it did (scripts/site/steps.ts). */
function stepLine(output: string, step: string): string {
  return output.split('\n').find((line) => line.trimStart().startsWith(step)) ?? `(no "${step}" line)`
}

// The build before this test is `npm run build`'s, from an empty cache on a fresh clone (as in CI):
// one more build here, not two, compares a warm build with it.
describe('a build that reuses the cache of the one before it', { timeout: 900_000 }, () => {
  it('reuses the editor, the social images and the compressed copies, and writes the same files, byte for byte, as dist/', async () => {
    const warm = await build(path.join(work, 'warm'))
    expect(stepLine(warm, 'content editor')).toMatch(/ reused /)
    expect(stepLine(warm, 'social images')).toMatch(/ 0 rendered/)
    expect(stepLine(warm, 'precompress')).toMatch(/ 0 copies compressed/)

    const builtFiles = files('dist')
    const warmFiles = files(path.join(work, 'warm'))
    expect(builtFiles.size).toBeGreaterThan(100)
    expect([...warmFiles.keys()].sort()).toEqual([...builtFiles.keys()].sort())
    const differing = [...builtFiles]
      .filter(([file, hash]) => warmFiles.get(file) !== hash)
      .map(([file]) => file)
    expect(differing, 'files that differ between dist/ and the warm build').toEqual([])
  })
})
