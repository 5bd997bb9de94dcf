/**
 * The local D1 database `npm run serve:edge` keeps in DATA_DIR/edge/state, where `wrangler d1
 * migrations apply --local --persist-to <state>` keeps it: checked as the Node server checks its
 * outbox before workerd opens it (a damaged log or page is refused, never opened with leads silently
 * missing), and readable by its owner only, as every file of the outbox.
 */
import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { checkIntegrity, checkLog, damagedBy, type Remedy } from '../outbox/sqlite'

/** The folder of `npm run serve:edge`'s local state (its D1 database among it) in a DATA_DIR. */
export function edgeStateDir(dataDir: string): string {
  return path.join(dataDir, 'edge', 'state')
}

/** Where wrangler's `--persist-to <state>` keeps local resources: Miniflare's resourcePersistencePath. */
export function d1PersistRoot(state: string): string {
  return path.join(state, 'v3')
}

/** Where Miniflare (and wrangler) persist D1 databases under a state folder. */
export function d1PersistDir(state: string): string {
  return path.join(d1PersistRoot(state), 'd1')
}

function sqliteFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sqliteFiles(full)
    return entry.isFile() && entry.name.endsWith('.sqlite') ? [full] : []
  })
}

/** The SQLite files of the local D1 databases under a state folder. */
function localD1Files(state: string): string[] {
  return sqliteFiles(d1PersistDir(state))
}

/** The local D1 databases under a state folder: their files, without Miniflare's metadata.sqlite beside them. */
export function localD1Databases(state: string): string[] {
  return localD1Files(state).filter((file) => path.basename(file) !== 'metadata.sqlite')
}

/**
 * Refuses a local D1 database whose log SQLite would apply only in part, or whose pages or indexes
 * do not check out; each file is read, never written (its log stays as workerd left it).
 */
export function checkLocalD1(state: string): void {
  const persist = d1PersistDir(state)
  const remedy: Remedy = {
    restore: `keep a copy of ${state} as it is, then put back a copy of ${persist} taken before the damage (with serve:edge stopped)`,
    salvage: `remove ${persist} to start with an empty local outbox (its leads are lost)`,
  }
  for (const file of localD1Files(state)) {
    checkLog(file, remedy)
    let db: Database.Database | undefined
    try {
      db = new Database(file, { readonly: true, fileMustExist: true })
      checkIntegrity(db, file, remedy)
    } catch (error) {
      throw damagedBy(error, file, remedy) ?? error
    } finally {
      db?.close()
    }
  }
}

/**
 * `dir` and everything in it readable by its owner only, whatever the umask it was made with: the
 * group's and others' permissions go, the owner's stay.
 */
export function ownerOnlyTree(dir: string): void {
  if (!existsSync(dir)) return
  chmodSync(dir, statSync(dir).mode & 0o700)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) ownerOnlyTree(full)
    else if (entry.isFile()) chmodSync(full, statSync(full).mode & 0o700)
  }
}
