/**
 * The SQL database the lead store runs on: SQLite through better-sqlite3 on the Node server, D1 on
 * Cloudflare's edge. Both run one statement at a time, so a single statement (a conditional INSERT,
 * an UPDATE ... WHERE) is atomic, and `batch` runs several in one transaction.
 */
export type SqlValue = string | number | null

export interface SqlStatement {
  text: string
  params: SqlValue[]
}

export function sql(text: string, ...params: SqlValue[]): SqlStatement {
  return { text, params }
}

export interface SqlDatabase {
  /** Runs a statement; resolves with the number of rows it changed. */
  run(statement: SqlStatement): Promise<number>
  all<Row>(statement: SqlStatement): Promise<Row[]>
  /** The first row, or undefined. */
  first<Row>(statement: SqlStatement): Promise<Row | undefined>
  /** Runs the statements in one transaction (all or none); resolves with each one's rows. */
  batch(statements: SqlStatement[]): Promise<unknown[][]>
}
