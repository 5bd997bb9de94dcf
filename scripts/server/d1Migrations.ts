/**
 * `wrangler d1 migrations apply --local`, without starting wrangler: the migrations of migrations/
 * not recorded yet in d1_migrations, in the order of their numbers, each with its record in one
 * batch (D1 runs a batch as one transaction), as wrangler applies and records them. The outbox of
 * `npm run serve` records the same names (outbox/sqlite.ts), so one list says what a database has.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler'
import type { D1Database } from '../../worker/d1Database'
import { MIGRATIONS_DIR } from './outbox/sqlite'

/** wrangler's table, as it creates it. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

/** The migrations of `dir`, by the number their names start with. */
function migrationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b))
}

/** Applies the migrations `db` lacks; returns their names. */
export async function applyD1Migrations(db: D1Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.prepare(CREATE_MIGRATIONS_TABLE).run()
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()
  const applied = new Set(results.map((row) => row.name))
  const pending = migrationFiles(dir).filter((name) => !applied.has(name))
  for (const name of pending) {
    const statements = splitSqlQuery(readFileSync(path.join(dir, name), 'utf8')).map((query) =>
      db.prepare(query),
    )
    statements.push(db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name))
    await db.batch(statements)
  }
  return pending
}
