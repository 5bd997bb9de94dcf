/**
 * A local D1 state as `wrangler d1 migrations apply --local` leaves it, for tests that need a
 * migrated database and are not about migrating: wrangler starts a runtime to migrate (7 to 9 s,
 * more on a busy machine), a copy takes milliseconds.
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import path from 'node:path'
import { applyLocalD1Migrations, localD1Current } from '../../server/edge/d1Migrations'
import { edgeStateDir } from '../../server/edge/localD1'
import { WRANGLER_VERSION } from '../../server/edge/workerBundle'
import { readWranglerConfig, WRANGLER_CONFIG } from '../../server/edge/wranglerConfig'

const REPO = path.resolve(import.meta.dirname, '../..')
const EDGE_STATE_CACHE = path.join(REPO, '.cache', 'edge-state')

/** What a migrated state is made from: wrangler's version, wrangler.jsonc and its migrations. */
function edgeStateKey(): string {
  const config = readWranglerConfig(WRANGLER_CONFIG)
  const hash = createHash('sha256')
    .update(`wrangler ${WRANGLER_VERSION}\0`)
    .update(readFileSync(WRANGLER_CONFIG))
  for (const dir of new Set(
    (config.d1_databases ?? []).map((database) =>
      path.resolve(REPO, database.migrations_dir ?? 'migrations'),
    ),
  ))
    for (const name of readdirSync(dir).sort())
      hash.update(`\0${name}\0`).update(readFileSync(path.join(dir, name)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The migrated state, made once for the same wrangler, configuration and migrations and kept under
 * .cache/edge-state/ (as the Worker's bundle is under .cache/edge-worker/): never started on, only copied.
 */
async function migratedEdgeState(): Promise<string> {
  const kept = path.join(EDGE_STATE_CACHE, edgeStateKey())
  if (existsSync(kept)) return kept
  mkdirSync(EDGE_STATE_CACHE, { recursive: true })
  const state = mkdtempSync(path.join(EDGE_STATE_CACHE, 'making-'))
  try {
    const config = readWranglerConfig(WRANGLER_CONFIG)
    for (const database of config.d1_databases ?? [])
      await applyLocalD1Migrations(WRANGLER_CONFIG, database.binding, state)
    if (!localD1Current(config, state)) throw new Error(`wrangler left ${state} unmigrated`)
    try {
      renameSync(state, kept)
    } catch (error) {
      // Another file made it meanwhile: its copy is as good.
      if (!existsSync(kept)) throw error
    }
  } finally {
    rmSync(state, { recursive: true, force: true })
  }
  // The states of an earlier wrangler or set of migrations are not copied again.
  for (const name of readdirSync(EDGE_STATE_CACHE))
    if (!name.startsWith('making-') && path.join(EDGE_STATE_CACHE, name) !== kept)
      rmSync(path.join(EDGE_STATE_CACHE, name), { recursive: true, force: true })
  return kept
}

/** Copies a migrated state (every D1 binding of wrangler.jsonc) to where serve:edge keeps it in `dataDir`. */
export async function copyMigratedEdgeState(dataDir: string): Promise<void> {
  cpSync(await migratedEdgeState(), edgeStateDir(dataDir), { recursive: true })
}
