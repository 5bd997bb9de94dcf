/**
 * A consistent copy of the outbox while the server runs, and putting one back. Copying
 * outbox.sqlite by hand is not a backup: the leads since the last checkpoint are in its write-ahead
 * log, so after a kill -9 the copy is an empty outbox. `backupOutbox` uses SQLite's online backup
 * API on the server's own connection, page by page between requests: leads committed while it runs
 * are carried into the copy, which is one self-contained file, readable by its owner only, put in
 * place in one rename. `restoreOutbox` takes DATA_DIR's lock (so no server runs), checks the copy,
 * keeps the outbox it replaces beside it, and renames the copy into place.
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { lockDataDir } from './dataDirLock'
import { ownerOnly } from './ownerOnly'
import { outboxDatabasePath, prepareDataDir, SIDE_FILES } from './sqlite'

export interface OutboxCopy {
  file: string
  bytes: number
  leads: { pending: number; delivered: number; failed: number }
}

/** The copy is not one that can be restored: the message says which file and why. */
export class BackupError extends Error {}

function fsyncPath(target: string): void {
  const fd = openSync(target, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Checks a copy of the outbox and counts its leads; throws BackupError for anything else. */
function inspect(db: Database.Database, file: string): OutboxCopy['leads'] {
  const problem = (db.pragma('integrity_check') as { integrity_check: string }[])[0]?.integrity_check
  if (problem !== 'ok') throw new BackupError(`${file} is damaged (integrity check: ${problem}).`)
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get()
  if (!table) throw new BackupError(`${file} is not an outbox: it has no leads table.`)
  const counts = { pending: 0, delivered: 0, failed: 0 }
  for (const row of db.prepare('SELECT status, count(*) AS n FROM leads GROUP BY status').all() as {
    status: keyof typeof counts
    n: number
  }[])
    counts[row.status] = row.n
  return counts
}

/** Writes `source` (an open database) to `temp`, then renames it to `file`; resolves with what it holds. */
async function copyTo(source: Database.Database, file: string): Promise<OutboxCopy> {
  const temp = `${file}.partial-${process.pid}`
  ownerOnly(temp)
  try {
    await source.backup(temp)
    // One self-contained file, whatever the source's journal mode.
    const copy = new Database(temp)
    let leads: OutboxCopy['leads']
    try {
      copy.pragma('journal_mode = DELETE')
      leads = inspect(copy, file)
    } finally {
      copy.close()
    }
    fsyncPath(temp)
    renameSync(temp, file)
    fsyncPath(path.dirname(file))
    return { file, bytes: statSync(file).size, leads }
  } catch (error) {
    for (const suffix of ['', ...SIDE_FILES]) rmSync(`${temp}${suffix}`, { force: true })
    throw error
  }
}

/** A consistent copy of the running outbox `db` (of `dataDir`) at `file`, replacing what is there. */
export async function backupOutbox(
  db: Database.Database,
  dataDir: string,
  file: string,
): Promise<OutboxCopy> {
  const target = path.resolve(file)
  if (path.dirname(target) === path.resolve(dataDir) && /^(outbox\.sqlite|lock)/.test(path.basename(target)))
    throw new BackupError(`${target} is a file of the outbox itself: back up to a file outside it.`)
  if (existsSync(target) && statSync(target).isDirectory())
    throw new BackupError(
      `${target} is a folder: name the backup file, such as ${path.join(target, 'outbox.sqlite')}.`,
    )
  return copyTo(db, target)
}

export interface Restored extends OutboxCopy {
  /** Where the outbox it replaced was moved (its database; its log beside it), if there was one. */
  replacedAs: string | undefined
}

/**
 * Puts the copy at `file` in place of the outbox of `dataDir`, which no process may be using (its
 * lock is taken here). The copy is checked first; the outbox it replaces is kept beside it as
 * outbox.sqlite.replaced-<time>, with its log. `file` may be the outbox itself: what SQLite can
 * read of it (its log up to any damage) then becomes the outbox.
 */
export async function restoreOutbox(dataDir: string, file: string, now = new Date()): Promise<Restored> {
  const source = path.resolve(file)
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`${source} is not a file.`)
  prepareDataDir(dataDir)
  const lock = lockDataDir(dataDir)
  try {
    const outbox = outboxDatabasePath(dataDir)
    const incoming = `${outbox}.restoring`
    let reader: Database.Database
    try {
      reader = new Database(source, { readonly: true, fileMustExist: true })
    } catch (error) {
      throw new BackupError(`${source} cannot be read (${(error as Error).message}).`)
    }
    let copy: OutboxCopy
    try {
      try {
        inspect(reader, source)
      } catch (error) {
        throw error instanceof BackupError
          ? error
          : new BackupError(`${source} cannot be read (${(error as Error).message}).`)
      }
      copy = await copyTo(reader, incoming)
    } finally {
      reader.close()
    }
    let replacedAs: string | undefined
    if (existsSync(outbox)) {
      replacedAs = `${outbox}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`
      for (const suffix of ['', ...SIDE_FILES])
        if (existsSync(outbox + suffix)) renameSync(outbox + suffix, replacedAs + suffix)
    }
    renameSync(incoming, outbox)
    fsyncPath(dataDir)
    return { ...copy, file: outbox, replacedAs }
  } finally {
    lock.release()
  }
}
