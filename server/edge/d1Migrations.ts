/**
 * The local D1 database's migrations, applied by wrangler itself: `wrangler d1 migrations apply
 * <binding> --local --persist-to <state>` applies the migrations of the binding's migrations_dir
 * not recorded yet in its d1_migrations table, as `--remote` does on Cloudflare's. wrangler starts a
 * runtime of its own for it (seconds, tens of seconds on a busy machine), so a state whose every
 * database already records each migration is left as it is without asking it.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { localD1Databases } from './localD1'
import { runWrangler, type WranglerConfig } from './wranglerConfig'

/** Applies the migrations the local database of `binding` lacks; resolves with wrangler's report. */
export function applyLocalD1Migrations(config: string, binding: string, state: string): Promise<string> {
  return runWrangler(config, ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', state])
}

/** The names wrangler records a migration by: the .sql files of a binding's migrations_dir. */
function migrationNames(
  config: WranglerConfig,
  database: NonNullable<WranglerConfig['d1_databases']>[number],
) {
  const dir = path.resolve(path.dirname(config.file), database.migrations_dir ?? 'migrations')
  return readdirSync(dir).filter((name) => name.endsWith('.sql'))
}

/** Names in a local database's d1_migrations table; none when it has no such table. */
function recorded(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'")
      .get()
    if (!table) return new Set()
    return new Set(
      (db.prepare('SELECT name FROM d1_migrations').all() as { name: string }[]).map((row) => row.name),
    )
  } finally {
    db.close()
  }
}

/**
 * Whether the local databases under `state` are as wrangler would leave them: one for each D1
 * binding of `config`, each recording every migration (of the one migrations_dir they share).
 */
export function localD1Current(config: WranglerConfig, state: string): boolean {
  const databases = config.d1_databases ?? []
  const files = localD1Databases(state)
  if (files.length !== databases.length) return false
  const wanted = databases.flatMap((database) => migrationNames(config, database))
  return files.every((file) => {
    const names = recorded(file)
    return wanted.every((name) => names.has(name))
  })
}
