/** The SqlDatabase interface over a Cloudflare D1 binding (only the calls the lead store makes). */
import type { SqlDatabase, SqlStatement, SqlValue } from './sql'

export interface D1PreparedStatement {
  bind(...values: SqlValue[]): D1PreparedStatement
  run(): Promise<{ meta: { changes: number } }>
  all<Row>(): Promise<{ results: Row[] }>
  first<Row>(): Promise<Row | null>
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement
  batch(statements: D1PreparedStatement[]): Promise<{ results: unknown[] }[]>
}

export function d1Database(db: D1Database): SqlDatabase {
  const prepare = ({ text, params }: SqlStatement) => db.prepare(text).bind(...params)
  return {
    run: async (statement) => (await prepare(statement).run()).meta.changes,
    all: async <Row>(statement: SqlStatement) => (await prepare(statement).all<Row>()).results,
    first: async <Row>(statement: SqlStatement) => (await prepare(statement).first<Row>()) ?? undefined,
    // D1 runs a batch as one transaction.
    batch: async (statements) =>
      (await db.batch(statements.map(prepare))).map((result) => result.results ?? []),
  }
}
