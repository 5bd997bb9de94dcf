/**
 * The migrations `npm run serve:edge` applies to its local D1 database (server/edge/d1Migrations.ts),
 * on D1 as Miniflare runs it: applied and recorded as `wrangler d1 migrations apply --local` applies
 * and records them, so either finds nothing left to do after the other.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import { afterEach, describe, expect, it } from 'vitest'
import { applyD1Migrations } from '../../server/edge/d1Migrations'
import { MIGRATIONS_DIR } from '../../server/migrations'
import type { D1Database } from '../../relay/d1Database'

const started: Miniflare[] = []
const folders: string[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((miniflare) => miniflare.dispose()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'd1-migrations-'))
  folders.push(made)
  return made
}

/** The LEADS_DB of wrangler.jsonc on Miniflare, kept where `--persist-to state` keeps it. */
async function leadsDb(state: string): Promise<D1Database> {
  const miniflare = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response() }',
    d1Databases: { LEADS_DB: 'LEADS_DB' },
    d1Persist: path.join(state, 'v3', 'd1'),
    cf: false,
  })
  started.push(miniflare)
  return (await miniflare.getD1Database('LEADS_DB')) as unknown as D1Database
}

const names = async (db: D1Database) =>
  (await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map(
    (row) => row.name,
  )

const wranglerApply = (state: string) =>
  spawnSync(
    path.resolve('node_modules/.bin/wrangler'),
    ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', '--persist-to', state],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  )

describe('the migrations of the local D1 database', () => {
  const all = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'))

  it('applies each migration once, in order, recorded as wrangler records it', async () => {
    const db = await leadsDb(folder())
    expect(await applyD1Migrations(db)).toEqual(all)
    expect(await applyD1Migrations(db)).toEqual([])
    expect(await names(db)).toEqual(all)
    const tables = await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all<{ name: string }>()
    expect(tables.results.map((table) => table.name)).toEqual(
      expect.arrayContaining(['leads', 'd1_migrations']),
    )
  })

  it(
    'finds nothing to do on a database wrangler migrated, and leaves wrangler nothing to do',
    { timeout: 60_000 },
    async () => {
      const byWrangler = folder()
      const run = wranglerApply(byWrangler)
      expect(run.status, run.stderr).toBe(0)
      expect(await applyD1Migrations(await leadsDb(byWrangler))).toEqual([])

      const byUs = folder()
      await applyD1Migrations(await leadsDb(byUs))
      await Promise.all(started.splice(0).map((miniflare) => miniflare.dispose()))
      const after = wranglerApply(byUs)
      expect(after.status, after.stderr).toBe(0)
      expect(after.stdout).toContain('No migrations to apply')
    },
  )

  it('keeps nothing of a migration that fails, and applies the ones before it', async () => {
    const dir = folder()
    cpSync(path.join(MIGRATIONS_DIR, all[0]!), path.join(dir, all[0]!))
    writeFileSync(
      path.join(dir, '0002_broken.sql'),
      'CREATE TABLE half (id INTEGER);\nINSERT INTO nowhere VALUES (1);\n',
    )
    const db = await leadsDb(folder())
    await expect(applyD1Migrations(db, dir)).rejects.toThrow(/nowhere/)
    expect(await names(db)).toEqual([all[0]])
    const half = await db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all()
    expect(half.results).toEqual([])
  })
})
