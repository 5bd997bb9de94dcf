/**
 * A short load test of the production server (a real `scripts/serve.ts` process on the current build)
 * with the Telegram stand-in behind it: requests per second and the 99th-percentile latency of
 * `GET /`, of `POST /api/contact` accepting leads, and of `POST /api/contact` refusing a flood.
 * Afterwards every accepted lead must have reached the stand-in exactly once.
 *
 *   npm run perf:load [-- --seconds 10 --connections 20]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { leadBody } from '../support/relayStack'
import { startServerProcess } from '../support/serverProcess'
import { startTelegramStandIn } from '../support/telegramStandIn'

export interface LoadRow {
  scenario: string
  requests: number
  'req/s': number
  'p99 ms': number
  /** Answers with another status than the scenario expects, plus errors and timeouts. */
  unexpected: number
}

export interface LoadReport {
  rows: LoadRow[]
  /** Leads that reached the stand-in. */
  accepted: number
  /** No lead arrived twice, and every lead answered "sent" arrived. */
  deliveredOnce: boolean
}

/** How many answers of each status a scenario may get (any number when Infinity). */
type Expected = Record<number, number>

async function measure(
  scenario: string,
  options: autocannon.Options,
  expected: Expected,
): Promise<{ row: LoadRow; statuses: Record<string, number> }> {
  const result = await autocannon(options)
  const statuses: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return {
    statuses,
    row: {
      scenario,
      requests: total,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      unexpected:
        Object.entries(statuses).reduce(
          (sum, [code, count]) => sum + Math.max(0, count - (expected[Number(code)] ?? 0)),
          0,
        ) +
        result.errors +
        result.timeouts,
    },
  }
}

export async function runLoad({ seconds = 5, connections = 10 } = {}): Promise<LoadReport> {
  const standIn = await startTelegramStandIn()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-outbox-'))
  // The default limits per address; the global one raised so that many addresses can be measured.
  const server = await startServerProcess(process.cwd(), {
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: '123456:load-test',
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: standIn.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_GLOBAL: '1000000/1',
  })
  let address = 0
  const post = (sameAddress: boolean): autocannon.Options => ({
    url: `${server.url}/api/contact`,
    connections,
    duration: seconds,
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
    const page = await measure(
      'GET /',
      { url: `${server.url}/`, connections, duration: seconds },
      { 200: Infinity },
    )
    const leads = await measure('POST /api/contact, each lead from its own address', post(false), {
      200: Infinity,
    })
    // The first five leads of the address are accepted, the rest refused.
    const flood = await measure('POST /api/contact, a flood from one address (429)', post(true), {
      200: 5,
      429: Infinity,
    })
    // Leads whose answer autocannon did not wait for at the end of a run are delivered too.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const texts = standIn.delivered().map((message) => message.body.text)
    const answered = (leads.statuses['200'] ?? 0) + (flood.statuses['200'] ?? 0)
    return {
      rows: [page.row, leads.row, flood.row],
      accepted: texts.length,
      deliveredOnce: new Set(texts).size === texts.length && texts.length >= answered,
    }
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
  const report = await runLoad({ seconds: flag('seconds', 10), connections: flag('connections', 20) })
  console.table(report.rows)
  console.log(`${report.accepted} leads delivered; each exactly once: ${report.deliveredOnce ? 'yes' : 'NO'}`)
  if (!report.deliveredOnce || report.rows.some((row) => row.unexpected > 0)) process.exitCode = 1
}
