/**
 * The lock on DATA_DIR that every process using it holds while it runs: `npm run serve`,
 * `npm run serve:edge` and `npm run leads` when it opens the outbox itself. It is taken before
 * anything in DATA_DIR is read, so the outbox is never checked or opened while another process
 * writes it. An exclusive SQLite lock on DATA_DIR/lock (POSIX advisory locks, as SQLite's own): it
 * goes with the process, even after kill -9, so a crash never leaves DATA_DIR locked.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import { ownerOnly } from './ownerOnly'

/** Another process holds DATA_DIR: a server, `npm run serve:edge`, or `npm run leads`. */
export class OutboxBusyError extends Error {}

export interface DataDirLock {
  release(): void
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'lock')
}

/** Takes the lock of `dataDir` (which must exist), or throws OutboxBusyError at once. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFilePath(dataDir)
  ownerOnly(file)
  const lock = new Database(file, { timeout: 0 })
  try {
    // In exclusive locking mode the lock a write transaction takes is kept until the connection
    // closes; the file holds nothing worth a journal.
    lock.pragma('locking_mode = EXCLUSIVE')
    lock.pragma('journal_mode = MEMORY')
    lock.exec('BEGIN EXCLUSIVE')
    lock.exec('COMMIT')
  } catch (error) {
    lock.close()
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      throw new OutboxBusyError(
        `DATA_DIR=${dataDir} is in use by another process (\`npm run serve\`, \`npm run serve:edge\` ` +
          'or `npm run leads`): stop it first, or give this one a DATA_DIR of its own.',
      )
    throw error
  }
  return { release: () => lock.close() }
}
