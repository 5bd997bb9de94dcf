/**
 * The deployed D1 outbox, read from an operator's terminal (`npm run leads -- --remote ...`) through
 * wrangler's supported command, `wrangler d1 execute <database> --remote --json --command <sql>`
 * (the statements asked for together in one command, separated by semicolons),
 * with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID from the operator's shell. It is a SqlDatabase,
 * so the relay core's own queries run on it; each statement's parameters are written in as literals
 * (sqlLiteral.ts), since the command binds none. It only reads: erasure and re-sends are done on the
 * leads page, which logs who did them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SqlDatabase, SqlStatement } from '../../relay/sql'
import { wrangler, wranglerBin } from '../edge/wranglerConfig'
import { inlineParameters } from './sqlLiteral'

/** A failure the operator can act on, said in one line. */
export class RemoteOutboxError extends Error {}

export interface RemoteD1Options {
  /** The D1 database's name, as wrangler.jsonc names it for `binding`. */
  databaseName: string
  binding: string
  env: NodeJS.ProcessEnv
  /** wrangler's bin/wrangler.js; found in node_modules when not given. */
  wrangler?: string
}

interface WranglerError {
  text?: string
  notes?: { text?: string }[]
  code?: number
}

const READ_ONLY =
  'The deployed outbox is only read from the terminal: erase or re-send a lead on the leads page ' +
  '(/admin/leads on the site), which logs who did it.'

const NOT_INSTALLED = 'wrangler is not installed here: run `npm ci` in the project first.'

function wranglerScript(): string {
  try {
    return wranglerBin()
  } catch {
    throw new RemoteOutboxError(NOT_INSTALLED)
  }
}

function requireVariables(env: NodeJS.ProcessEnv) {
  for (const [name, what] of [
    ['CLOUDFLARE_API_TOKEN', 'an API token with the D1 Read permission for the account'],
    ['CLOUDFLARE_ACCOUNT_ID', "the id of the Cloudflare account the site's Worker runs in"],
  ] as const)
    if (!env[name]?.trim())
      throw new RemoteOutboxError(`Set ${name} to ${what} (docs/leads.md, "From a terminal").`)
}

/** wrangler's error, as its --json output states it, as the step the operator takes. */
function explain(error: WranglerError, { databaseName, binding, env }: RemoteD1Options): string {
  const notes = (error.notes ?? []).map((note) => note.text ?? '').join(' ')
  const said = `${error.text ?? ''} ${notes}`.trim()
  if (error.code === 10000 || /Authentication error|Unauthorized|Forbidden/i.test(said))
    return (
      `Cloudflare refused CLOUDFLARE_API_TOKEN for the account CLOUDFLARE_ACCOUNT_ID=${env.CLOUDFLARE_ACCOUNT_ID}: ` +
      'check that the token is valid, is for that account and has the D1 Read permission.'
    )
  if (/Couldn't find (?:a )?(?:D1 )?DB|could not be found/i.test(said))
    return (
      `No D1 database named ${databaseName} (wrangler.jsonc, binding ${binding}) in the account ` +
      `CLOUDFLARE_ACCOUNT_ID=${env.CLOUDFLARE_ACCOUNT_ID}: check the account, or deploy the site first.`
    )
  if (/fetch failed|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|network/i.test(said))
    return "Cannot reach Cloudflare's API: check the network connection and try again."
  return `wrangler d1 execute failed: ${said || 'no reason given'}`
}

export function remoteD1Database(options: RemoteD1Options): SqlDatabase {
  requireVariables(options.env)
  const script = options.wrangler ?? wranglerScript()
  if (!existsSync(script)) throw new RemoteOutboxError(NOT_INSTALLED)
  // wrangler runs where no wrangler configuration is, so that it finds the database by its name in
  // the account: given a binding or name of wrangler.jsonc, which leaves the id to the first deploy,
  // `d1 execute --remote` stops at the missing database_id instead.
  const cwd = mkdtempSync(path.join(tmpdir(), 'leads-remote-'))
  process.once('exit', () => rmSync(cwd, { recursive: true, force: true }))

  /** The statements in one wrangler call, joined as D1's query endpoint takes several: its answer has one result each. */
  const executeAll = async (statements: SqlStatement[]) => {
    const command = statements
      .map((statement) => inlineParameters(statement).replace(/[\s;]+$/, ''))
      .join(';\n')
    const { stdout, stderr } = await wrangler(
      ['d1', 'execute', options.databaseName, '--remote', '--json', '--command', command],
      { cwd, env: options.env, script },
    )
    let answer: unknown
    try {
      answer = JSON.parse(stdout)
    } catch {
      const said = stderr.trim().split('\n')[0] || 'no output'
      throw new RemoteOutboxError(`wrangler d1 execute gave no answer: ${said}`)
    }
    if (!Array.isArray(answer)) {
      const error = (answer as { error?: WranglerError }).error ?? {}
      throw new RemoteOutboxError(explain(error, options))
    }
    if (answer.length !== statements.length)
      throw new RemoteOutboxError(
        `wrangler d1 execute answered ${answer.length} results for ${statements.length} statements`,
      )
    return answer.map((result) => ((result as { results?: unknown[] }).results ?? []) as unknown[])
  }

  // Statements asked for in the same turn of the event loop (a summary and a list, a lead and its
  // attempts) go in one wrangler call: each call starts wrangler and asks Cloudflare anew, seconds.
  let waiting: { statement: SqlStatement; resolve(rows: unknown[]): void; reject(error: unknown): void }[] =
    []
  const flush = async () => {
    const batch = waiting
    waiting = []
    try {
      const results = await executeAll(batch.map(({ statement }) => statement))
      batch.forEach(({ resolve }, index) => resolve(results[index]!))
    } catch (error) {
      for (const { reject } of batch) reject(error)
    }
  }
  const execute = (statement: SqlStatement) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (waiting.push({ statement, resolve, reject }) === 1) setImmediate(() => void flush())
    })

  return {
    all: async <Row>(statement: SqlStatement) => (await execute(statement)) as Row[],
    first: async <Row>(statement: SqlStatement) => (await execute(statement))[0] as Row | undefined,
    run: () => Promise.reject(new RemoteOutboxError(READ_ONLY)),
    batch: () => Promise.reject(new RemoteOutboxError(READ_ONLY)),
  }
}
