/**
 * The Node server's outbox database: SQLite (better-sqlite3) in DATA_DIR/outbox.sqlite, in WAL mode,
 * every commit synced to disk before the relay answers. The process that opens it holds it alone
 * (SQLite's exclusive locking mode: the lock goes with the process, even after kill -9), so a second
 * server on the same DATA_DIR is refused. Migrations (migrations/*.sql, shared with D1) are applied
 * on opening, recorded in d1_migrations as wrangler records them.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { SqlDatabase, SqlStatement } from '../../../relay/sql'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations')

export function outboxDatabasePath(dataDir: string): string {
  return path.join(dataDir, 'outbox.sqlite')
}

/** Another process has the outbox open: a server, or `npm run leads`. */
export class OutboxBusyError extends Error {}

/** DATA_DIR or the database cannot be used: the message names the path and the fix. */
export class OutboxUnavailableError extends Error {}

export interface OpenOutbox {
  db: Database.Database
  sql: SqlDatabase
  close(): void
}

function prepared(db: Database.Database, { text, params }: SqlStatement) {
  return { statement: db.prepare(text), params }
}

/** The SqlDatabase interface over a better-sqlite3 connection. */
export function sqliteDatabase(db: Database.Database): SqlDatabase {
  const rows = (statement: SqlStatement): unknown[] => {
    const { statement: compiled, params } = prepared(db, statement)
    if (compiled.reader) return compiled.all(...params)
    compiled.run(...params)
    return []
  }
  return {
    run: async (statement) => {
      const { statement: compiled, params } = prepared(db, statement)
      return compiled.run(...params).changes
    },
    all: async <Row>(statement: SqlStatement) => rows(statement) as Row[],
    first: async <Row>(statement: SqlStatement) => {
      const { statement: compiled, params } = prepared(db, statement)
      return compiled.get(...params) as Row | undefined
    },
    batch: async (statements) => db.transaction(() => statements.map(rows))(),
  }
}

/** Applies the migrations not applied yet, each in its own transaction; returns their names. */
export function applyMigrations(db: Database.Database, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS d1_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
  )`)
  const applied = new Set(
    (db.prepare('SELECT name FROM d1_migrations').all() as { name: string }[]).map((row) => row.name),
  )
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort()
  for (const name of pending) {
    const text = readFileSync(path.join(dir, name), 'utf8')
    db.transaction(() => {
      db.exec(text)
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name)
    })()
  }
  return pending
}

/** DATA_DIR, created if missing, readable by this user only whatever the umask. */
function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    chmodSync(dataDir, 0o700)
    if (!statSync(dataDir).isDirectory()) throw new Error('not a directory')
  } catch (error) {
    throw new OutboxUnavailableError(
      `DATA_DIR=${dataDir} cannot be used (${(error as Error).message}): ` +
        'point DATA_DIR at a writable folder on persistent storage.',
    )
  }
}

export interface OpenOptions {
  /** How long to wait for another process to let go of the database. */
  busyTimeoutMs?: number
}

/** Opens (or creates) the outbox database of `dataDir` for this process alone, migrated. */
export function openOutboxDatabase(dataDir: string, { busyTimeoutMs = 2000 }: OpenOptions = {}): OpenOutbox {
  prepareDataDir(dataDir)
  const file = outboxDatabasePath(dataDir)
  let db: Database.Database | undefined
  try {
    db = new Database(file, { timeout: busyTimeoutMs })
    db.pragma('locking_mode = EXCLUSIVE')
    // Only takes effect on a new database: deleted leads then give their pages back to the disk.
    db.pragma('auto_vacuum = INCREMENTAL')
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    applyMigrations(db)
    chmodSync(file, 0o600)
  } catch (error) {
    db?.close()
    const code = (error as { code?: string }).code
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_RECOVERY' || code === 'SQLITE_LOCKED')
      throw new OutboxBusyError(
        `The outbox ${file} is in use by another process (a server or \`npm run leads\`).`,
      )
    throw new OutboxUnavailableError(
      `The outbox ${file} cannot be opened (${(error as Error).message}): ` +
        'check that DATA_DIR is writable and has free space, or move a damaged file aside.',
    )
  }
  const opened = db
  return {
    db: opened,
    sql: sqliteDatabase(opened),
    close: () => opened.close(),
  }
}
