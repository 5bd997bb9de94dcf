/**
 * Whether the outbox takes writes, for the health check: a write that fails as a full disk, a
 * read-only filesystem or an I/O error does marks the outbox unwritable, and from then on each health
 * check tries a write as large as the largest lead (and takes it back) until one goes through. So
 * /healthz answers 503 while posts would get 503, and nothing is written for it while all is well.
 */
import type Database from 'better-sqlite3'
import { CONTACT_BODY_MAX_BYTES } from '@/features/contact/api'
import type { SqlDatabase } from '../../../relay/sql'

/** What a write fails with when the outbox cannot take it, rather than for what it asked. */
const CANNOT_WRITE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/

/** A lead at the body cap is stored about twice: the submitted fields and the chat message. */
const PROBE_BYTES = 2 * CONTACT_BODY_MAX_BYTES

export interface WriteWatch {
  /** The outbox's database, noting the writes that fail for want of disk. */
  sql: SqlDatabase
  /** Why the outbox cannot be written now, or undefined when it can. */
  problem(): Promise<string | undefined>
}

export function watchWrites(db: Database.Database, sql: SqlDatabase): WriteWatch {
  let failure: string | undefined
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
      PROBE_BYTES,
    )
  })
  return {
    sql: {
      ...sql,
      run: (statement) => noting(sql.run(statement)),
      batch: (statements) => noting(sql.batch(statements)),
    },
    async problem() {
      if (failure === undefined) return undefined
      try {
        probe()
        db.prepare("DELETE FROM relay_state WHERE name = 'write_probe'").run()
        failure = undefined
      } catch (error) {
        failure = `${(error as { code?: string }).code ?? 'error'}: ${(error as Error).message}`
      }
      return failure && `The outbox cannot be written (${failure}).`
    },
  }
}
