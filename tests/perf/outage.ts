/**
 * The outage drill of the lead path, with the server's default retry settings: the Telegram stand-in
 * goes down for a minute while leads keep arriving, the server is restarted in the middle of it,
 * then the stand-in comes back. Every lead answered `queued` must reach the stand-in exactly once.
 *
 * With --edge the site runs as `npm run serve:edge` (the Worker on workerd, D1) instead.
 *
 *   npm run perf:outage [-- --edge --outage-seconds 60]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { leadBody, TEST_TOKEN } from '../support/relayStack'
import {
  SERVE_EDGE_SCRIPT,
  SERVE_SCRIPT,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess'
import { startTelegramStandIn } from '../support/telegramStandIn'

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const outageMs = flag('outage-seconds', 60) * 1000
const LEAD_EVERY_MS = 5000
/** The server's longest retry pause is a minute by default: delivery may take that long after recovery. */
const DELIVERY_WAIT_MS = 120_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const standIn = await startTelegramStandIn()
const dataDir = mkdtempSync(path.join(tmpdir(), 'outage-outbox-'))
const env = {
  DATA_DIR: dataDir,
  TELEGRAM_BOT_TOKEN: TEST_TOKEN,
  TELEGRAM_CHAT_ID: '-1001',
  TELEGRAM_API_BASE: standIn.url,
  // Each lead comes from its own visitor (address), as in real life; one address is limited to five.
  TRUST_PROXY: '1',
}
const script = process.argv.includes('--edge') ? SERVE_EDGE_SCRIPT : SERVE_SCRIPT
let server: ServerProcess = await startServerProcess(process.cwd(), env, script)
const started = Date.now()
const submitted: { company: string; status: string; at: number }[] = []

try {
  await standIn.down()
  console.log(`stand-in down for ${seconds(outageMs)}; a lead every ${seconds(LEAD_EVERY_MS)}`)
  let restarted = false
  while (Date.now() - started < outageMs) {
    if (!restarted && Date.now() - started >= outageMs / 2) {
      const code = await server.stop()
      server = await startServerProcess(process.cwd(), env, script)
      restarted = true
      console.log(`${seconds(Date.now() - started)}: server restarted (exit ${code}) with leads pending`)
    }
    const body = leadBody()
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${submitted.length + 1}` },
      body: JSON.stringify(body),
    })
    const { status } = (await response.json()) as { status: string }
    submitted.push({ company: body.company, status, at: Date.now() - started })
    await sleep(LEAD_EVERY_MS)
  }
  await standIn.up()
  const upAt = Date.now()
  console.log(`${seconds(upAt - started)}: stand-in back; ${submitted.length} leads submitted`)
  const arrived = () => new Set(standIn.delivered().map((message) => message.company))
  while (Date.now() - upAt < DELIVERY_WAIT_MS && submitted.some((lead) => !arrived().has(lead.company))) {
    await sleep(500)
  }
  const lastArrival = Math.max(...standIn.delivered().map((message) => message.at))
  const counts = submitted.map(
    (lead) => standIn.delivered().filter((message) => message.company === lead.company).length,
  )
  const statuses = [...new Set(submitted.map((lead) => lead.status))].join(', ')
  console.log(`answers: ${statuses}`)
  console.log(
    `delivered ${counts.filter((count) => count === 1).length} of ${submitted.length} exactly once ` +
      `(missing ${counts.filter((count) => count === 0).length}, doubled ${counts.filter((count) => count > 1).length}); ` +
      `the last ${seconds(lastArrival - upAt)} after the stand-in came back`,
  )
  if (counts.some((count) => count !== 1)) process.exitCode = 1
} finally {
  await server.stop()
  await standIn.close()
  rmSync(dataDir, { recursive: true, force: true })
}
