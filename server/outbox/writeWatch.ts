/**
 * Whether the outbox takes writes, for the health check, proven while the server is idle too: the
 * disk holding DATA_DIR must have room for a lead at its largest (statfs, on every check), and a
 * write as large as the largest lead must go through (tried and taken back at most every
 * PROBE_EVERY_MS while it does, on every check while it does not). A write of the relay that fails
 * as a full disk, a read-only filesystem or an I/O error does counts as a failed probe. So /healthz
 * answers 503 on a full disk before any visitor's post fails, and while posts would get 503.
 */
import type Database from 'better-sqlite3'
import type { SqlDatabase } from '../../relay/sql'
import { LEAD_BYTES, lackOfRoom } from './diskRoom'

/** What a write fails with when the outbox cannot take it, rather than for what it asked. */
const CANNOT_WRITE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/

/** How often a healthy outbox is written to prove it (an uptime monitor may ask every few seconds). */
const PROBE_EVERY_MS = 10_000

export interface WriteWatch {
  /** The outbox's database, noting the writes that fail for want of disk. */
  sql: SqlDatabase
  /** Why the outbox cannot be written now, or undefined when it can. */
  problem(): Promise<string | undefined>
}

export function watchWrites(
  db: Database.Database,
  sql: SqlDatabase,
  dataDir: string,
  now: () => number = Date.now,
): WriteWatch {
  let failure: string | undefined
  let provenAt = -Infinity
  const noting = <T>(write: Promise<T>): Promise<T> =>
    write.catch((error: unknown) => {
      const code = (error as { code?: unknown }).code
      if (typeof code === 'string' && CANNOT_WRITE.test(code))
        failure = `${code}: ${(error as Error).message}`
      throw error
    })
  const probe = db.transaction(() => {
    // relay_state holds numbers; for a moment it holds a probe the size of a lead.
    db.prepare("INSERT OR REPLACE INTO relay_state (name, value) VALUES ('write_probe', zeroblob(?))").run(
      LEAD_BYTES,
    )
  })
  return {
    sql: {
      ...sql,
      run: (statement) => noting(sql.run(statement)),
      batch: (statements) => noting(sql.batch(statements)),
    },
    async problem() {
      const space = await lackOfRoom(dataDir)
      if (space) return space
      if (failure === undefined && now() - provenAt < PROBE_EVERY_MS) return undefined
      try {
        probe()
        db.prepare("DELETE FROM relay_state WHERE name = 'write_probe'").run()
        failure = undefined
        provenAt = now()
      } catch (error) {
        failure = `${(error as { code?: string }).code ?? 'error'}: ${(error as Error).message}`
      }
      return failure && `The outbox cannot be written (${failure}).`
    },
  }
}
