/**
 * `wrangler d1 migrations apply --local`, without starting wrangler: the migrations of migrations/
 * not recorded yet in d1_migrations, in the order of their numbers, each with its record in one
 * batch (D1 runs a batch as one transaction), as wrangler applies and records them (migrations.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler'
import type { D1Database } from '../../relay/d1Database'
import {
  APPLIED_MIGRATIONS,
  CREATE_MIGRATIONS_TABLE,
  MIGRATIONS_DIR,
  pendingMigrations,
  RECORD_MIGRATION,
} from '../migrations'

/** Applies the migrations `db` lacks; returns their names. */
export async function applyD1Migrations(db: D1Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.prepare(CREATE_MIGRATIONS_TABLE).run()
  const { results } = await db.prepare(APPLIED_MIGRATIONS).all<{ name: string }>()
  const pending = pendingMigrations(new Set(results.map((row) => row.name)), dir)
  for (const name of pending) {
    const statements = splitSqlQuery(readFileSync(path.join(dir, name), 'utf8')).map((query) =>
      db.prepare(query),
    )
    statements.push(db.prepare(RECORD_MIGRATION).bind(name))
    await db.batch(statements)
  }
  return pending
}
