/**
 * The outbox's migrations (migrations/*.sql, the one source of the SQL): the edge's D1 gets them from
 * `wrangler d1 migrations apply` (edge/d1Migrations.ts), the Node server's SQLite from
 * outbox/sqlite.ts, which orders and records them as wrangler does, in wrangler's d1_migrations
 * table, so one list says what either database has.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../migrations')

/** wrangler's table of applied migrations, as it creates it. */
export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

export const APPLIED_MIGRATIONS = 'SELECT name FROM d1_migrations'
export const RECORD_MIGRATION = 'INSERT INTO d1_migrations (name) VALUES (?)'

/** The migrations of `dir` not in `applied`, by the number their names start with, as wrangler orders them. */
export function pendingMigrations(applied: ReadonlySet<string>, dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b))
}
