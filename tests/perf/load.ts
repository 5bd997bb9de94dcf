/**
 * A load test of the site as deployed (a real `npm run serve` process, or with --edge `npm run
 * serve:edge` on workerd) on the current build, with the Telegram stand-in behind it: requests per
 * second and the 99th-percentile latency of `GET /`, of `POST /api/contact` with unique leads, and of
 * a flood from one address (refused). Afterwards every accepted lead must reach the stand-in, each
 * exactly once. With --leads N it then stores N leads and reports the outbox's size on disk, and
 * again after the retention period has passed (the leads are aged while the server is stopped).
 *
 *   npm run perf:load [-- --edge --seconds 10 --connections 20 --leads 10000]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { edgeStateDir, localD1Databases } from '../../server/edge/localD1'
import { leadBody, TEST_TOKEN } from '../support/relayStack'
import {
  SERVE_EDGE_SCRIPT,
  SERVE_SCRIPT,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

export interface LoadRow {
  scenario: string
  requests: number
  'req/s': number
  'p99 ms': number
  /** Answers with another status than the scenario expects, plus errors and timeouts. */
  unexpected: number
}

export interface OutboxSize {
  leads: number
  /** The database and its write-ahead log, in bytes. */
  bytes: number
  afterRetentionBytes: number
  leadsAfterRetention: number
}

export interface LoadReport {
  target: 'node' | 'edge'
  rows: LoadRow[]
  /** Leads that reached the stand-in. */
  accepted: number
  /** Every lead the server accepted arrived, and none twice. */
  deliveredOnce: boolean
  outbox?: OutboxSize
}

/** How many of a scenario's answers had a status it does not expect. */
type Unexpected = (statuses: Record<number, number>) => number

/** Only these statuses, any number of each. */
const only =
  (...allowed: number[]): Unexpected =>
  (statuses) =>
    Object.entries(statuses).reduce(
      (sum, [code, count]) => sum + (allowed.includes(Number(code)) ? 0 : count),
      0,
    )

const DAY_MS = 24 * 3_600_000

async function measure(
  scenario: string,
  options: autocannon.Options,
  unexpected: Unexpected,
): Promise<{ row: LoadRow; statuses: Record<number, number> }> {
  const result = await autocannon(options)
  const statuses: Record<number, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[Number(code)] = stat.count ?? 0
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return {
    statuses,
    row: {
      scenario,
      requests: total,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      unexpected: unexpected(statuses) + result.errors + result.timeouts,
    },
  }
}

/** The SQLite file of the outbox: DATA_DIR/outbox.sqlite, or the local D1 database of serve:edge. */
function outboxFile(dataDir: string, edge: boolean): string {
  if (!edge) return path.join(dataDir, 'outbox.sqlite')
  const [file] = localD1Databases(edgeStateDir(dataDir))
  if (!file) throw new Error(`no local D1 database in ${dataDir}`)
  return file
}

function sizeOnDisk(file: string): number {
  return ['', '-wal'].reduce((sum, suffix) => {
    try {
      return sum + statSync(`${file}${suffix}`).size
    } catch {
      return sum
    }
  }, 0)
}

/** A line on stderr while a long run goes on: storing 10,000 leads on the edge takes minutes. */
function progress(message: string) {
  process.stderr.write(`[load ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}

/** Waits until the stand-in holds at least `count` messages, or `ms` passed. */
async function deliveredAtLeast(standIn: TelegramStandIn, count: number, ms: number) {
  const started = Date.now()
  while (standIn.delivered().length < count && Date.now() - started < ms)
    await new Promise((resolve) => setTimeout(resolve, 250))
}

export async function runLoad({
  seconds = 5,
  connections = 10,
  edge = false,
  leads = 0,
  prepare,
}: {
  seconds?: number
  connections?: number
  edge?: boolean
  leads?: number
  /** Readies the empty DATA_DIR before the server starts on it. */
  prepare?: (dataDir: string) => Promise<void>
} = {}): Promise<LoadReport> {
  const standIn = await startTelegramStandIn()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-outbox-'))
  await prepare?.(dataDir)
  // The default limits per address; the global one raised so that many addresses can be measured.
  const env = {
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: TEST_TOKEN,
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: standIn.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_GLOBAL: '1000000/1',
  }
  const script = edge ? SERVE_EDGE_SCRIPT : SERVE_SCRIPT
  let server: ServerProcess = await startServerProcess(process.cwd(), env, script)
  let address = 0
  const post = (sameAddress: boolean, extra: Partial<autocannon.Options> = {}): autocannon.Options => ({
    url: `${server.url}/api/contact`,
    connections,
    ...(extra.amount ? {} : { duration: seconds }),
    ...extra,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': sameAddress
              ? '198.51.100.1'
              : `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          },
          body: JSON.stringify(leadBody()),
        }),
      },
    ],
  })
  try {
    const page = await measure('GET /', { url: `${server.url}/`, connections, duration: seconds }, only(200))
    // Sent at once (200), or kept and sent by the courier or cron (202).
    const unique = await measure(
      'POST /api/contact, each lead from its own address',
      post(false),
      only(200, 202),
    )
    // The first five leads of the address are accepted, the rest refused.
    const flood = await measure(
      'POST /api/contact, a flood from one address (429)',
      post(true),
      (statuses) =>
        only(200, 202, 429)(statuses) + Math.max(0, (statuses[200] ?? 0) + (statuses[202] ?? 0) - 5),
    )
    const accepted = [unique, flood].reduce(
      (sum, { statuses }) => sum + (statuses[200] ?? 0) + (statuses[202] ?? 0),
      0,
    )
    // Leads whose answer autocannon did not wait for at the end of a run are delivered too.
    await deliveredAtLeast(standIn, accepted, 120_000)
    const texts = standIn.delivered().map((message) => message.body.text)
    const report: LoadReport = {
      target: edge ? 'edge' : 'node',
      rows: [page.row, unique.row, flood.row],
      accepted: texts.length,
      deliveredOnce: new Set(texts).size === texts.length && texts.length >= accepted,
    }
    if (leads > 0) {
      progress(`storing ${leads} leads`)
      const storing = await measure(
        'POST /api/contact, stored for the outbox size',
        post(false, { amount: leads }),
        only(200, 202),
      )
      // A request autocannon gave up on (a timeout on a busy machine) stored no lead to wait for.
      const storedLeads = (storing.statuses[200] ?? 0) + (storing.statuses[202] ?? 0)
      progress(
        `${storedLeads} stored (${storing.row.unexpected} not); waiting for their delivery ` +
          `(${standIn.delivered().length - texts.length} so far)`,
      )
      await deliveredAtLeast(standIn, texts.length + storedLeads, 600_000)
      progress(
        `${standIn.delivered().length - texts.length} delivered; ageing them past the retention period`,
      )
      await server.stop()
      const file = outboxFile(dataDir, edge)
      const stored = new Database(file)
      const count = (stored.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
      const bytes = sizeOnDisk(file)
      // Past the retention period: the restarted server's upkeep (the cron on the edge) deletes them.
      stored.prepare('UPDATE leads SET received_at = received_at - ?').run(31 * DAY_MS)
      stored.close()
      server = await startServerProcess(process.cwd(), env, script)
      const started = Date.now()
      let remaining = count
      while (remaining > 0 && Date.now() - started < 120_000) {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
          leads: { delivered: number }
        }
        remaining = health.leads.delivered
      }
      progress(`${remaining} delivered leads left after the retention run`)
      await server.stop()
      report.outbox = {
        leads: count,
        bytes,
        leadsAfterRetention: remaining,
        afterRetentionBytes: sizeOnDisk(file),
      }
    }
    return report
  } finally {
    await server.stop()
    await standIn.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flag = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`)
    return at === -1 ? fallback : Number(process.argv[at + 1])
  }
  const report = await runLoad({
    seconds: flag('seconds', 10),
    connections: flag('connections', 20),
    edge: process.argv.includes('--edge'),
    leads: flag('leads', 0),
  })
  console.log(
    `target: ${report.target === 'edge' ? 'npm run serve:edge (workerd, D1)' : 'npm run serve (Node, SQLite)'}`,
  )
  console.table(report.rows)
  console.log(`${report.accepted} leads delivered; each exactly once: ${report.deliveredOnce ? 'yes' : 'NO'}`)
  if (report.outbox) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
    console.log(
      `outbox: ${report.outbox.leads} leads in ${kib(report.outbox.bytes)}; after the retention period ` +
        `${report.outbox.leadsAfterRetention} leads in ${kib(report.outbox.afterRetentionBytes)}`,
    )
  }
  if (!report.deliveredOnce || report.rows.some((row) => row.unexpected > 0)) process.exitCode = 1
}
