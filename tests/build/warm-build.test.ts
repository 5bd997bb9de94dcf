import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

mkdirSync(path.resolve('test-results'), { recursive: true })
const work = mkdtempSync(path.resolve('test-results', 'warm-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** `npm run build`'s build step into `link`, with its cache in `cacheDir`; resolves to what it printed. */
function build(link: string, cacheDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/build.ts', '--link', link], {
      env: { ...process.env, BUILD_CACHE_DIR: cacheDir },
    })
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

/** The line a build step printed with its time and what it did (scripts/build/steps.ts). */
function stepLine(output: string, step: string): string {
  return output.split('\n').find((line) => line.trimStart().startsWith(step)) ?? `(no "${step}" line)`
}

describe('a build that reuses the cache of an earlier one', { timeout: 900_000 }, () => {
  it('reuses the editor, the social images and the compressed copies, and writes the same files, byte for byte, as a build from an empty cache', async () => {
    const cacheDir = path.join(work, 'cache')
    const cold = await build(path.join(work, 'cold'), cacheDir)
    expect(stepLine(cold, 'content editor')).toMatch(/ built /)
    expect(stepLine(cold, 'social images')).not.toMatch(/ 0 rendered/)

    const warm = await build(path.join(work, 'warm'), cacheDir)
    expect(stepLine(warm, 'content editor')).toMatch(/ reused /)
    expect(stepLine(warm, 'social images')).toMatch(/ 0 rendered/)
    expect(stepLine(warm, 'precompress')).toMatch(/ 0 copies compressed/)

    const coldFiles = files(path.join(work, 'cold'))
    const warmFiles = files(path.join(work, 'warm'))
    expect(coldFiles.size).toBeGreaterThan(100)
    expect([...warmFiles.keys()].sort()).toEqual([...coldFiles.keys()].sort())
    const differing = [...coldFiles]
      .filter(([file, hash]) => warmFiles.get(file) !== hash)
      .map(([file]) => file)
    expect(differing, 'files that differ between the cold and the warm build').toEqual([])
  })
})
