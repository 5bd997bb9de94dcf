/**
 * The migrations `npm run serve:edge` applies to its local D1 database (server/edge/d1Migrations.ts):
 * wrangler's own `d1 migrations apply --local --persist-to <state>`, recorded in wrangler's
 * d1_migrations table where the Worker's D1 binding reads them, on the files the Node outbox applies
 * too (migrations/, one source of the SQL).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocalD1Migrations, localD1Current } from '../../server/edge/d1Migrations'
import { readWranglerConfig, WRANGLER_CONFIG } from '../../server/edge/wranglerConfig'
import { MIGRATIONS_DIR } from '../../server/migrations'
import type { D1Database } from '../../relay/d1Database'
import { openLocalD1 } from '../support/localD1'

const opened: { dispose(): Promise<void> }[] = []
const folders: string[] = []

afterEach(async () => {
  await Promise.all(opened.splice(0).map((local) => local.dispose()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'd1-migrations-'))
  folders.push(made)
  return made
}

async function leadsDb(state: string): Promise<D1Database> {
  const local = await openLocalD1(state)
  opened.push(local)
  return local.db
}

const names = async (db: D1Database) =>
  (await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map(
    (row) => row.name,
  )

const tables = async (db: D1Database) =>
  (
    await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()
  ).results.map((table) => table.name)

// wrangler starts in seconds, in tens of seconds on a busy machine.
describe('the migrations of the local D1 database', { timeout: 120_000 }, () => {
  const all = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'))

  it("are wrangler's: each applied once, in order, recorded in d1_migrations", async () => {
    const state = folder()
    expect(await applyLocalD1Migrations(WRANGLER_CONFIG, 'LEADS_DB', state)).toContain(all.at(-1))
    expect(await applyLocalD1Migrations(WRANGLER_CONFIG, 'LEADS_DB', state)).toContain(
      'No migrations to apply',
    )
    const db = await leadsDb(state)
    expect(await names(db)).toEqual(all)
    expect(await tables(db)).toEqual(expect.arrayContaining(['leads', 'lead_audit', 'd1_migrations']))
  })

  it('are not asked of wrangler again once the state records each of them, and are once a new one comes', async () => {
    const project = folder()
    cpSync(MIGRATIONS_DIR, path.join(project, 'migrations'), { recursive: true })
    const config = path.join(project, 'wrangler.jsonc')
    writeFileSync(config, readFileSync(WRANGLER_CONFIG, 'utf8'))
    const state = folder()
    expect(localD1Current(readWranglerConfig(config), state)).toBe(false)
    await applyLocalD1Migrations(config, 'LEADS_DB', state)
    expect(localD1Current(readWranglerConfig(config), state)).toBe(true)
    writeFileSync(path.join(project, 'migrations', '0999_later.sql'), 'CREATE TABLE later (id INTEGER);\n')
    expect(localD1Current(readWranglerConfig(config), state)).toBe(false)
  })

  it('keep nothing of a migration that fails, and the ones before it applied, naming the failure', async () => {
    const project = folder()
    const dir = path.join(project, 'migrations')
    cpSync(path.join(MIGRATIONS_DIR, all[0]!), path.join(dir, all[0]!))
    writeFileSync(
      path.join(dir, '0002_broken.sql'),
      'CREATE TABLE half (id INTEGER);\nINSERT INTO nowhere VALUES (1);\n',
    )
    const config = path.join(project, 'wrangler.jsonc')
    writeFileSync(
      config,
      JSON.stringify({
        name: 'migrations-test',
        compatibility_date: '2026-05-01',
        d1_databases: [{ binding: 'LEADS_DB', database_name: 'test', migrations_dir: 'migrations' }],
      }),
    )
    const state = folder()
    await expect(applyLocalD1Migrations(config, 'LEADS_DB', state)).rejects.toThrow(/nowhere/)
    const db = await leadsDb(state)
    expect(await names(db)).toEqual([all[0]])
    expect(await tables(db)).not.toContain('half')
  })
})
