/**
 * A loopback stand-in for Cloudflare's D1 API (client/v4) as `wrangler d1 execute --remote` calls it,
 * as strict as Cloudflare: every call needs `Authorization: Bearer <token>` of a token it knows (401
 * with Cloudflare's error envelope otherwise) for the account in the path (403 for another account);
 * an unknown database id is 404; a token with D1 Read only runs statements that read. The SQL runs on
 * a real SQLite file (an outbox the Node server made), and answers come in the real envelope
 * `{ result: [{ results, success, meta }], success, errors, messages }`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'better-sqlite3'

export interface StandInDatabase {
  /** The account that holds it: another account's token neither lists nor reaches it. */
  accountId: string
  uuid: string
  name: string
  /** The SQLite file the database's queries run on. */
  file: string
}

export interface StandInToken {
  accountId: string
  permission: 'D1 Read' | 'D1 Write'
}

export interface D1ApiStandIn {
  /** What CLOUDFLARE_API_BASE_URL is set to: http://127.0.0.1:<port>/client/v4 */
  baseUrl: string
  /** Each request's method and path, in order. */
  requests: string[]
  close(): Promise<void>
}

interface CloudflareError {
  code: number
  message: string
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const failure = (response: ServerResponse, status: number, ...errors: CloudflareError[]) =>
  send(response, status, { success: false, errors, messages: [], result: null })

const success = (response: ServerResponse, result: unknown, extra: object = {}) =>
  send(response, 200, { success: true, errors: [], messages: [], result, ...extra })

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The statements of `sql`, split at each semicolon outside quotes and comments, as SQLite reads them. */
export function sqlStatements(sql: string): string[] {
  /** Where what opens at `at` ends: the closing quote, the comment's end, or the text's end. */
  const endOf = (opening: string, closing: string, at: number) => {
    const end = sql.indexOf(closing, at + opening.length)
    return end < 0 ? sql.length : end + closing.length - 1
  }
  const statements: string[] = []
  let start = 0
  for (let at = 0; at < sql.length; at++) {
    const char = sql[at]!
    if (char === "'" || char === '"' || char === '`') at = endOf(char, char, at)
    else if (char === '[') at = endOf('[', ']', at)
    else if (sql.startsWith('--', at)) at = endOf('--', '\n', at)
    else if (sql.startsWith('/*', at)) at = endOf('/*', '*/', at)
    else if (char === ';') {
      statements.push(sql.slice(start, at))
      start = at + 1
    }
  }
  statements.push(sql.slice(start))
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== '')
}

const AUTHENTICATION_ERROR = { code: 10000, message: 'Authentication error' }

export async function startD1ApiStandIn(
  port: number,
  tokens: Record<string, StandInToken>,
  databases: StandInDatabase[],
): Promise<D1ApiStandIn> {
  const requests: string[] = []
  const listEntry = ({ uuid, name }: StandInDatabase) => ({
    uuid,
    name,
    version: 'production',
    created_at: '2026-05-01T09:00:00.000Z',
  })

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${request.method} ${url.pathname}`)
    const match = /^\/client\/v4\/accounts\/([^/]+)\/d1\/database(?:\/([^/]+)(?:\/(query))?)?$/.exec(
      url.pathname,
    )
    if (!match) return failure(response, 404, { code: 7003, message: 'No route for that URI' })
    const [, accountId, uuid, action] = match
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    const token = bearer ? tokens[bearer[1]!] : undefined
    if (!token) return failure(response, 401, AUTHENTICATION_ERROR)
    if (token.accountId !== accountId) return failure(response, 403, AUTHENTICATION_ERROR)

    if (!uuid && request.method === 'GET') {
      const name = url.searchParams.get('name')
      const perPage = Number(url.searchParams.get('per_page') ?? 1000)
      const page = Number(url.searchParams.get('page') ?? 1)
      const matching = databases.filter(
        (db) => db.accountId === accountId && (name === null || db.name === name),
      )
      const shown = matching.slice((page - 1) * perPage, page * perPage).map(listEntry)
      return success(response, shown, {
        result_info: { page, per_page: perPage, count: shown.length, total_count: matching.length },
      })
    }
    // A database is found by its id, and, for its details (GET), by its name too, as the API does
    // (wrangler 4.164 finds a database named in wrangler.jsonc so: GET …/d1/database/<name>).
    const named = !action && request.method === 'GET' ? decodeURIComponent(uuid!) : undefined
    const database = databases.find(
      (db) => db.accountId === accountId && (db.uuid === uuid || db.name === named),
    )
    if (!database)
      return failure(response, 404, { code: 7404, message: `The database ${uuid} could not be found` })
    if (!action && request.method === 'GET')
      return success(response, { ...listEntry(database), num_tables: 6, file_size: 1_048_576 })
    if (action !== 'query' || request.method !== 'POST')
      return failure(response, 405, { code: 10405, message: 'Method not allowed' })

    let query: { sql?: unknown; params?: unknown }
    try {
      query = JSON.parse(await bodyOf(request)) as typeof query
    } catch {
      return failure(response, 400, { code: 7400, message: 'The request is malformed: the body is not JSON' })
    }
    if (typeof query.sql !== 'string' || query.sql.trim() === '')
      return failure(response, 400, { code: 7400, message: 'The request is malformed: sql is required' })
    const db = new Database(database.file, { readonly: token.permission === 'D1 Read', fileMustExist: true })
    try {
      // Several statements joined by semicolons run in turn, one result each; bound parameters go
      // with a single statement only.
      const statements = sqlStatements(query.sql)
      const params = Array.isArray(query.params) ? query.params : []
      if (statements.length > 1 && params.length > 0)
        return failure(response, 400, {
          code: 7400,
          message: 'The request is malformed: params are for a single statement',
        })
      return success(
        response,
        statements.map((text) => {
          const started = performance.now()
          const statement = db.prepare(text)
          const results = statement.reader ? statement.all(...params) : (statement.run(...params), [])
          const changes = statement.reader
            ? 0
            : (db.prepare('SELECT changes() AS n').get() as { n: number }).n
          return {
            results,
            success: true,
            meta: {
              served_by: 'v3-prod',
              duration: performance.now() - started,
              changes,
              last_row_id: 0,
              changed_db: changes > 0,
              size_after: 1_048_576,
              rows_read: results.length,
              rows_written: changes,
            },
          }
        }),
      )
    } catch (error) {
      const text = (error as Error).message
      const code = (error as { code?: string }).code ?? 'SQLITE_ERROR'
      return failure(response, 400, { code: 7500, message: `${text}: ${code}` })
    } finally {
      db.close()
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${bound}/client/v4`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
