/**
 * The edge runner's Worker (server/edge/workerBundle.ts): wrangler's own `deploy --dry-run --outdir`
 * bundle, made again when anything it was made from changes, and reused, unchanged, when nothing did.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUNDLE_MAIN, bundleModules, workerBundle } from '../../server/edge/workerBundle'

const project = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
  writeFileSync(path.join(project, file), text)
}
const config = path.join(project, 'wrangler.jsonc')
const cache = path.join(project, 'cache')
const assets = path.join(project, 'assets')

// wrangler bundles in seconds, in tens of seconds on a busy machine.
describe('the Worker the edge runner loads', { timeout: 180_000 }, () => {
  it('is bundled by wrangler, reused while its inputs stay, and bundled again when one changes', async () => {
    mkdirSync(assets)
    write(
      'wrangler.jsonc',
      '// a Worker\n{ "name": "bundle-test", "main": "src/index.js", "compatibility_date": "2026-05-01" }\n',
    )
    write(
      'src/index.js',
      "import { answer } from './answer.js'\nexport default { fetch: () => new Response(answer) }\n",
    )
    write('src/answer.js', "export const answer = 'first answer'\n")

    const first = await workerBundle(config, assets, cache)
    expect(first.reused).toBe(false)
    const firstSource = readFileSync(path.join(first.dir, BUNDLE_MAIN), 'utf8')
    expect(firstSource).toContain('first answer')
    expect(bundleModules(first.dir)).toEqual({ [BUNDLE_MAIN]: { type: 'esm', contents: firstSource } })

    expect(await workerBundle(config, assets, cache)).toEqual({ dir: first.dir, reused: true })

    // A module the entry imports: not named in the config, found through the bundle's source map.
    write('src/answer.js', "export const answer = 'second answer'\n")
    const second = await workerBundle(config, assets, cache)
    expect(second.reused).toBe(false)
    expect(readFileSync(path.join(second.dir, BUNDLE_MAIN), 'utf8')).toContain('second answer')

    // The config: a comment changes no bundle, but the key covers the file as wrangler reads it.
    write(
      'wrangler.jsonc',
      '// the Worker\n{ "name": "bundle-test", "main": "src/index.js", "compatibility_date": "2026-05-01" }\n',
    )
    const third = await workerBundle(config, assets, cache)
    expect(third.reused).toBe(false)
    expect(await workerBundle(config, assets, cache)).toEqual({ dir: third.dir, reused: true })
    expect(readdirSync(cache).filter((entry) => entry !== 'latest')).toHaveLength(3)
  })
})
