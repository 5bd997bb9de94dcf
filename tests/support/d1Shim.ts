/**
 * A D1 binding over an in-memory SQLite database, with D1's calls (prepare, bind, run, all, first,
 * batch as one transaction), to test the Worker in-process. The Worker on real workerd and D1 is
 * tested through `npm run serve:edge`.
 */
import Database from 'better-sqlite3'
import type { D1Database, D1PreparedStatement } from '../../relay/d1Database'
import { applyMigrations } from '../../server/outbox/sqlite'

export function d1Shim(): D1Database & { sqlite: Database.Database } {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  applyMigrations(sqlite)
  const statement = (
    query: string,
    values: unknown[] = [],
  ): D1PreparedStatement & { execute(): unknown[] } => {
    const compiled = sqlite.prepare(query)
    const execute = () => {
      if (compiled.reader) return compiled.all(...values)
      compiled.run(...values)
      return []
    }
    return {
      execute,
      bind: (...next) => statement(query, next),
      run: async () => ({
        meta: { changes: compiled.reader ? compiled.all(...values).length : compiled.run(...values).changes },
      }),
      all: async <Row>() => ({ results: execute() as Row[] }),
      first: async <Row>() => (compiled.get(...values) as Row | undefined) ?? null,
    }
  }
  return {
    sqlite,
    prepare: (query) => statement(query),
    batch: async (statements) =>
      sqlite.transaction(() =>
        statements.map((prepared) => ({ results: (prepared as ReturnType<typeof statement>).execute() })),
      )(),
  }
}
