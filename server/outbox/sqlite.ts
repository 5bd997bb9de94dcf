/**
 * The Node server's outbox database: SQLite (better-sqlite3) in DATA_DIR/outbox.sqlite, in WAL mode,
 * every commit synced to disk before the relay answers. The process that opens it holds DATA_DIR's
 * lock (dataDirLock.ts) and the database alone (SQLite's exclusive locking mode); both go with the
 * process, even after kill -9, so a second server on the same DATA_DIR is refused. Before SQLite
 * reads anything the log is checked (walCheck.ts), and once open the whole database
 * (integrity_check): a damaged outbox is refused, never opened with leads silently missing. Every
 * file is readable by its owner only. Migrations (migrations/*.sql, shared with D1) are applied on
 * opening, recorded in d1_migrations as wrangler records them.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { SqlDatabase, SqlStatement } from '../../relay/sql'
import {
  APPLIED_MIGRATIONS,
  CREATE_MIGRATIONS_TABLE,
  MIGRATIONS_DIR,
  pendingMigrations,
  RECORD_MIGRATION,
} from '../migrations'
import { lockDataDir, OutboxBusyError, type DataDirLock } from './dataDirLock'
import { ownerOnly } from './ownerOnly'
import { walDamage } from './walCheck'

export { OutboxBusyError }

export { MIGRATIONS_DIR }

export function outboxDatabasePath(dataDir: string): string {
  return path.join(dataDir, 'outbox.sqlite')
}

/** DATA_DIR or the database cannot be used: the message names the path and the fix. */
export class OutboxUnavailableError extends Error {}

/** The database or its log is damaged: the message names the file, what is wrong and what to do. */
export class OutboxDamagedError extends Error {}

/** The files SQLite keeps beside the database: its write-ahead log and shared-memory index. */
export const SIDE_FILES = ['-wal', '-shm'] as const

/** What an operator does about a damaged database: put a good copy back, or keep what can be read. */
export interface Remedy {
  restore: string
  /** For a damaged log: how to keep what SQLite can still read, losing the rest. */
  salvage: string
}

function nodeRemedy(dataDir: string, file: string): Remedy {
  return {
    restore:
      `keep a copy of ${dataDir} as it is, then restore the latest backup with ` +
      '`npm run leads -- restore <backup file>` (docs/leads-outbox.md, "Restoring")',
    salvage: `keep what SQLite can still read and lose the rest with \`npm run leads -- restore ${file}\``,
  }
}

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
  db.exec(CREATE_MIGRATIONS_TABLE)
  const applied = new Set((db.prepare(APPLIED_MIGRATIONS).all() as { name: string }[]).map((row) => row.name))
  const pending = pendingMigrations(applied, dir)
  for (const name of pending) {
    const text = readFileSync(path.join(dir, name), 'utf8')
    db.transaction(() => {
      db.exec(text)
      db.prepare(RECORD_MIGRATION).run(name)
    })()
  }
  return pending
}

/** DATA_DIR, created if missing, readable by this user only whatever the umask. */
export function prepareDataDir(dataDir: string): void {
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

/**
 * Refuses a log SQLite would apply only in part (walCheck.ts). Run while DATA_DIR's lock is held and
 * before SQLite opens the database: opening it would read the log, and closing it would checkpoint
 * the part it applied and delete the rest.
 */
export function checkLog(file: string, remedy: Remedy): void {
  const damage = walDamage(`${file}-wal`)
  if (damage)
    throw new OutboxDamagedError(
      `The outbox's log ${file}-wal is damaged (${damage}; SQLite would open the outbox without the ` +
        `leads after the damage, and say nothing): ${remedy.restore}, or ${remedy.salvage}.`,
    )
}

/** SQLite's integrity check: every page, every index against its table. */
export function checkIntegrity(db: Database.Database, file: string, remedy: Remedy): void {
  const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
    (row) => row.integrity_check,
  )
  if (problems[0] !== 'ok')
    throw new OutboxDamagedError(
      `The outbox ${file} is damaged (integrity check: ${problems[0]}` +
        `${problems.length > 1 ? ` and ${problems.length - 1} more problems` : ''}): ${remedy.restore}.`,
    )
}

/** SQLite's own word, as it opens or reads `file`, that it is no sound database, as an OutboxDamagedError. */
export function damagedBy(error: unknown, file: string, remedy: Remedy): OutboxDamagedError | undefined {
  const code = (error as { code?: string }).code
  if (code !== 'SQLITE_CORRUPT' && code !== 'SQLITE_NOTADB') return undefined
  return new OutboxDamagedError(
    `The outbox ${file} is damaged (${(error as Error).message}): ${remedy.restore}.`,
  )
}

/**
 * Opens (or creates) the outbox database of `dataDir` for this process alone, checked and migrated.
 * Throws OutboxBusyError, OutboxDamagedError or OutboxUnavailableError, each naming what to do.
 */
export function openOutboxDatabase(dataDir: string, { busyTimeoutMs = 2000 }: OpenOptions = {}): OpenOutbox {
  prepareDataDir(dataDir)
  const file = outboxDatabasePath(dataDir)
  let lock: DataDirLock
  try {
    lock = lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof OutboxBusyError) throw error
    throw new OutboxUnavailableError(
      `DATA_DIR=${dataDir} cannot be locked (${(error as Error).message}): ` +
        'point DATA_DIR at a writable folder on persistent storage.',
    )
  }
  let db: Database.Database | undefined
  try {
    // Created readable by its owner only: SQLite gives the log and index it creates the same mode.
    for (const suffix of ['', ...SIDE_FILES])
      if (suffix === '' || existsSync(file + suffix)) ownerOnly(file + suffix)
    checkLog(file, nodeRemedy(dataDir, file))
    db = new Database(file, { timeout: busyTimeoutMs })
    db.pragma('locking_mode = EXCLUSIVE')
    // Only takes effect on a new database: deleted leads then give their pages back to the disk.
    db.pragma('auto_vacuum = INCREMENTAL')
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    checkIntegrity(db, file, nodeRemedy(dataDir, file))
    applyMigrations(db)
  } catch (error) {
    db?.close()
    lock.release()
    if (error instanceof OutboxDamagedError) throw error
    const code = (error as { code?: string }).code
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_RECOVERY' || code === 'SQLITE_LOCKED')
      throw new OutboxBusyError(
        `The outbox ${file} is in use by another process (a server or \`npm run leads\`).`,
      )
    const damaged = damagedBy(error, file, nodeRemedy(dataDir, file))
    if (damaged) throw damaged
    throw new OutboxUnavailableError(
      `The outbox ${file} cannot be opened (${(error as Error).message}): ` +
        'check that DATA_DIR is writable and has free space.',
    )
  }
  const opened = db
  return {
    db: opened,
    sql: sqliteDatabase(opened),
    close: () => {
      opened.close()
      lock.release()
    },
  }
}
