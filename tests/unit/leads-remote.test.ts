/**
 * `npm run leads -- --remote ...`: the deployed D1 outbox read through `wrangler d1 execute --remote`,
 * end to end against a loopback stand-in of Cloudflare's D1 API (CLOUDFLARE_API_BASE_URL, which the
 * installed wrangler reads) whose database is the very SQLite outbox the Node command reads: both
 * commands must print the same leads and counts. A trap proxy (HTTPS_PROXY / HTTP_PROXY) catches any
 * request wrangler would send anywhere but loopback. Also the literals that stand in for bound
 * parameters, on hostile strings.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SqlValue } from '../../relay/sql'
import { remoteD1Database } from '../../server/outbox/remoteD1'
import { inlineParameters, sqlLiteral } from '../../server/outbox/sqlLiteral'
import { openOutboxDatabase, outboxDatabasePath } from '../../server/outbox/sqlite'
import { sqlStatements, startD1ApiStandIn, type D1ApiStandIn } from '../support/cloudflareD1Api'
import { seededLeads, seedLeads } from '../support/leadSeed'

const REPO = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs')
const ACCOUNT = '0123456789abcdef0123456789abcdef'
const READ_TOKEN = 'd1-read-token-for-the-leads'
const OTHER_ACCOUNT_TOKEN = 'token-of-another-account'

describe('the literals written in place of bound parameters', () => {
  const db = new Database(':memory:')
  afterAll(() => db.close())
  const viaLiteral = (value: SqlValue) =>
    (db.prepare(`SELECT ${sqlLiteral(value)} AS v`).get() as { v: unknown }).v
  const viaBinding = (value: SqlValue) => (db.prepare('SELECT ? AS v').get(value) as { v: unknown }).v

  it('read back any string exactly as SQLite binds it, and hold only hex digits inside', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom("'", "''", "'); DROP TABLE leads; --", '\0', 'a\0b', '?', '"?"', '\\', '\u2028', '😀'),
      fc
        .array(fc.constantFrom("'", '"', ';', '--', '/*', '*/', '?', '\0', '\n', 'X', '\u0085', '\ud800'))
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(hostile, (text) => {
        expect(sqlLiteral(text)).toMatch(/^CAST\(X'[0-9a-f]*' AS TEXT\)$/)
        expect(viaLiteral(text)).toBe(viaBinding(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('read back numbers and null as bound, and refuse what SQL cannot hold', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
        expect(viaLiteral(n)).toBe(viaBinding(n))
      }),
      { numRuns: 1000 },
    )
    expect(viaLiteral(null)).toBeNull()
    for (const bad of [Number.NaN, Infinity, -Infinity]) expect(() => sqlLiteral(bad)).toThrow()
  })

  it('fill the placeholders only, never a ? inside a quoted literal, and count them', () => {
    const statement = {
      text: `SELECT '?' AS a, 1 AS "b?", ? AS c, 'it''s ?' AS d, ? AS e`,
      params: ['x', 2],
    }
    expect(db.prepare(inlineParameters(statement)).get()).toEqual({
      a: '?',
      'b?': 1,
      c: 'x',
      d: "it's ?",
      e: 2,
    })
    expect(() => inlineParameters({ text: 'SELECT ?', params: [] })).toThrow(/more placeholders/)
    expect(() => inlineParameters({ text: 'SELECT 1', params: [1] })).toThrow(/fewer placeholders/)
  })
})

describe("the D1 API stand-in's statements", () => {
  it('split at semicolons outside quotes, quoted names and comments, as SQLite reads them', () => {
    expect(
      sqlStatements(`SELECT 'a;b' AS "x;y"; SELECT 1 -- c;d\n; /* e;f */ SELECT [g;h], \`i;j\`;`),
    ).toEqual([`SELECT 'a;b' AS "x;y"`, 'SELECT 1 -- c;d', '/* e;f */ SELECT [g;h], `i;j`'])
    expect(sqlStatements(`SELECT 'it''s; ok';\n SELECT 2;; ;`)).toEqual([`SELECT 'it''s; ok'`, 'SELECT 2'])
    expect(sqlStatements(`SELECT 'open; quote`)).toEqual([`SELECT 'open; quote`])
  })
})

describe('npm run leads -- --remote, against the D1 API stand-in', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-remote-'))
  const now = Date.now()
  const leads = seededLeads(120, now)
  // What a visitor may type, in the fields the queries compare and print.
  leads[3]!.submission.company = "O'Brien; DROP TABLE leads; --"
  leads[4]!.submission.name = 'Zoë "Quote" \\ ? Ünal'
  leads[5]!.submission.email = "bobby'--@example.com"
  let standIn: D1ApiStandIn
  let trap: Server
  const trapped: string[] = []

  /** What wrangler says (once imported) when it sees the trap proxy's variables. */
  const withoutProxyWarning = (stderr: string) =>
    stderr.replace(/^.*Proxy environment variables detected.*\n+/m, '')
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [TSX, 'scripts/leads.ts', ...args],
        {
          cwd: REPO,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATA_DIR: dataDir,
            HTTPS_PROXY: `http://127.0.0.1:${(trap.address() as AddressInfo).port}`,
            HTTP_PROXY: `http://127.0.0.1:${(trap.address() as AddressInfo).port}`,
            CLOUDFLARE_API_BASE_URL: standIn.baseUrl,
            CLOUDFLARE_API_TOKEN: READ_TOKEN,
            CLOUDFLARE_ACCOUNT_ID: ACCOUNT,
            ...env,
          },
          timeout: 150_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: withoutProxyWarning(stderr) }),
      )
    })
  const remote = (...args: string[]) => run(['--remote', ...args])

  beforeAll(async () => {
    const opened = openOutboxDatabase(dataDir)
    await seedLeads(opened.sql, leads)
    opened.close()
    trap = createServer((request, response) => {
      trapped.push(`${request.method} ${request.url}`)
      response.writeHead(502).end()
    })
    trap.on('connect', (request, socket) => {
      trapped.push(`CONNECT ${request.url}`)
      socket.destroy()
    })
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
    standIn = await startD1ApiStandIn(
      0,
      {
        [READ_TOKEN]: { accountId: ACCOUNT, permission: 'D1 Read' },
        [OTHER_ACCOUNT_TOKEN]: { accountId: 'fedcba9876543210fedcba9876543210', permission: 'D1 Read' },
      },
      [
        {
          accountId: ACCOUNT,
          uuid: '5e1ec7ed-0000-4000-8000-000000000d1b',
          name: 'bandera-leads',
          file: outboxDatabasePath(dataDir),
        },
      ],
    )
  })
  afterAll(async () => {
    await standIn?.close()
    await new Promise((resolve) => trap?.close(resolve))
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The summary line's counts, without where they were read and Telegram's settings. */
  const counts = (line: string) =>
    line.replace(/^[^:]*\(deployed\): |^[^:]*: /, '').replace(/Telegram [^;]*; /, '')

  /** Requests that ran SQL: one for each wrangler call. */
  const queries = () => standIn.requests.filter((request) => request.endsWith('/query')).length

  it('lists the same leads and counts as the Node command reads from the same outbox, in one query', async () => {
    for (const status of [[], ['failed'], ['pending']]) {
      const node = await run(['list', ...status])
      const before = queries()
      const deployed = await remote('list', ...status)
      // The summary and the leads in one wrangler call.
      expect(queries() - before).toBe(1)
      expect(node.code, node.stderr).toBe(0)
      expect(deployed.code, deployed.stderr).toBe(0)
      const [nodeHead, ...nodeRows] = node.stdout.trimEnd().split('\n')
      const [deployedHead, ...deployedRows] = deployed.stdout.trimEnd().split('\n')
      expect(deployedHead).toMatch(/^D1 bandera-leads \(deployed\): \d+ pending, \d+ delivered, \d+ failed;/)
      expect(counts(deployedHead!)).toBe(counts(nodeHead!))
      expect(deployedRows).toEqual(nodeRows)
      expect(deployedRows).toHaveLength(
        status.length ? leads.filter((lead) => lead.status === status[0]).length : leads.length,
      )
      if (!status.length) expect(deployed.stdout).toContain("O'Brien; DROP TABLE leads; --")
    }
    expect(trapped).toEqual([])
  }, 300_000)

  it('shows one lead (or why not) and counts sources as the Node command does', async () => {
    const cases = [
      ['show', leads[3]!.id],
      ['show', 'seed-0000'],
      ['show', 'nope'],
      ['sources'],
      ['sources', '30'],
    ]
    for (const args of cases) {
      const [node, deployed] = [await run(args), await remote(...args)]
      expect(deployed.code).toBe(node.code)
      expect(deployed.stdout).toBe(node.stdout)
      expect(deployed.stderr).toBe(node.stderr)
    }
    const before = queries()
    expect((await remote('show', leads[4]!.id)).stdout).toContain('Zoë \\"Quote\\" \\\\ ? Ünal')
    // The id first, then the lead and its attempts together.
    expect(queries() - before).toBe(2)
    expect(trapped).toEqual([])
  }, 300_000)

  const refused = async (args: string[], env: NodeJS.ProcessEnv, message: RegExp) => {
    const answer = await run(['--remote', ...args], env)
    expect(answer.code).toBe(1)
    expect(answer.stdout).toBe('')
    expect(answer.stderr.trim()).toMatch(message)
    expect(answer.stderr.trim().split('\n')).toHaveLength(1)
    expect(answer.stderr).not.toMatch(/\n\s+at /)
  }

  it('says in one line what the operator must fix, exit status 1, never a stack', async () => {
    await refused(
      ['list'],
      { CLOUDFLARE_API_TOKEN: '' },
      /^Set CLOUDFLARE_API_TOKEN to an API token with the D1 Read permission/,
    )
    await refused(['list'], { CLOUDFLARE_ACCOUNT_ID: '' }, /^Set CLOUDFLARE_ACCOUNT_ID to /)
    await refused(
      ['list'],
      { CLOUDFLARE_API_TOKEN: 'revoked-token' },
      /^Cloudflare refused CLOUDFLARE_API_TOKEN for the account CLOUDFLARE_ACCOUNT_ID=0123456789abcdef/,
    )
    await refused(
      ['show', 'seed'],
      { CLOUDFLARE_API_TOKEN: OTHER_ACCOUNT_TOKEN },
      /^Cloudflare refused CLOUDFLARE_API_TOKEN/,
    )
    const otherAccount = 'fedcba9876543210fedcba9876543210'
    await refused(
      ['sources'],
      { CLOUDFLARE_API_TOKEN: OTHER_ACCOUNT_TOKEN, CLOUDFLARE_ACCOUNT_ID: otherAccount },
      /^No D1 database named bandera-leads \(wrangler.jsonc, binding LEADS_DB\) in the account CLOUDFLARE_ACCOUNT_ID=fedcba/,
    )
    await refused(
      ['list'],
      { CLOUDFLARE_API_BASE_URL: 'http://127.0.0.1:9/client/v4' },
      /^Cannot reach Cloudflare's API/,
    )
    await refused(
      ['delete', 'seed-00001'],
      {},
      /^--remote reads the deployed outbox \(list, show, sources\): delete a deployed lead on the leads page/,
    )
    await refused(
      ['resend', 'seed-00001'],
      {},
      /resend a deployed lead on the leads page \(\/admin\/leads on the site\)/,
    )
    expect(trapped).toEqual([])
  }, 300_000)

  it('names a missing wrangler', () => {
    expect(() =>
      remoteD1Database({
        databaseName: 'bandera-leads',
        binding: 'LEADS_DB',
        env: { CLOUDFLARE_API_TOKEN: READ_TOKEN, CLOUDFLARE_ACCOUNT_ID: ACCOUNT },
        wrangler: path.join(REPO, 'node_modules/.absent/wrangler.js'),
      }),
    ).toThrow('wrangler is not installed here: run `npm ci` in the project first.')
  })
})
