/**
 * The Worker as `wrangler deploy` bundles it: the folder `wrangler deploy --dry-run --outdir` writes
 * (index.js, its source map, a README), run unchanged by the edge runner.
 *
 * Bundling takes wrangler seconds, so the last bundle is kept under .cache/edge-worker/ with the
 * key of what it was made from: wrangler's version, the config, and every file its source map
 * names. A start whose key still matches loads that folder; any change to those files bundles
 * again, as the deploy would.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runWrangler } from './wranglerConfig'

export const WORKER_BUNDLE_CACHE = path.resolve(import.meta.dirname, '../../.cache/edge-worker')
/** The module wrangler writes the Worker to. */
export const BUNDLE_MAIN = 'index.js'
const KEY_FILE = 'inputs.sha256'
const LATEST = 'latest'
const KEEP = 3

export const WRANGLER_VERSION = (
  createRequire(import.meta.url)('wrangler/package.json') as { version: string }
).version

/** The key of a bundle folder: what went into it, read from its source map. */
function inputsKey(dir: string, config: string): string | undefined {
  const hash = createHash('sha256').update(`wrangler ${WRANGLER_VERSION}\0`)
  hash.update(readFileSync(config))
  let sources: string[]
  try {
    sources = (
      JSON.parse(readFileSync(path.join(dir, `${BUNDLE_MAIN}.map`), 'utf8')) as { sources: string[] }
    ).sources
  } catch {
    return undefined
  }
  for (const source of sources) {
    const file = path.resolve(dir, source)
    if (!existsSync(file)) return undefined
    hash.update(`\0${file}\0`).update(readFileSync(file))
  }
  return hash.digest('hex')
}

/** The folder of the last bundle, if its inputs are unchanged. */
function cachedBundle(config: string, cache: string): string | undefined {
  let name: string
  try {
    name = readFileSync(path.join(cache, LATEST), 'utf8').trim()
  } catch {
    return undefined
  }
  const dir = path.join(cache, name)
  const key = inputsKey(dir, config)
  if (key === undefined || !existsSync(path.join(dir, KEY_FILE))) return undefined
  return key === readFileSync(path.join(dir, KEY_FILE), 'utf8').trim() ? dir : undefined
}

/**
 * The folder holding the Worker of `config` as `wrangler deploy` would upload it, bundled now
 * unless the cache holds one made from the same inputs. `assets` is the assets folder wrangler
 * checks (it does not change the bundle).
 */
export async function workerBundle(
  config: string,
  assets: string,
  cache = WORKER_BUNDLE_CACHE,
): Promise<{ dir: string; reused: boolean }> {
  const cached = cachedBundle(config, cache)
  if (cached) return { dir: cached, reused: true }
  mkdirSync(cache, { recursive: true })
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}`
  const dir = path.join(cache, name)
  await runWrangler(config, ['deploy', '--dry-run', '--outdir', dir, '--assets', assets])
  const key = inputsKey(dir, config)
  if (key === undefined) throw new Error(`wrangler wrote no source map for ${path.join(dir, BUNDLE_MAIN)}`)
  writeFileSync(path.join(dir, KEY_FILE), key)
  // Another start may read `latest` meanwhile: it sees the old name or the new one, never half.
  const latest = path.join(cache, `${LATEST}.${name}`)
  writeFileSync(latest, name)
  renameSync(latest, path.join(cache, LATEST))
  for (const old of readdirSync(cache)
    .filter((entry) => /^\d+-[0-9a-f]+$/.test(entry))
    .sort()
    .slice(0, -KEEP))
    rmSync(path.join(cache, old), { recursive: true, force: true })
  return { dir, reused: false }
}

/** The Worker's modules in a bundle folder, as workerd loads them: its JavaScript, byte for byte. */
export function bundleModules(dir: string): Record<string, { type: 'esm'; contents: string }> {
  const modules = readdirSync(dir).filter((file) => file.endsWith('.js'))
  if (!modules.includes(BUNDLE_MAIN)) throw new Error(`${dir} holds no ${BUNDLE_MAIN}`)
  return Object.fromEntries(
    modules.map((file) => [
      file,
      { type: 'esm' as const, contents: readFileSync(path.join(dir, file), 'utf8') },
    ]),
  )
}
