/**
 * The full-disk drill, run by tests/unit/process/server-process.test.ts inside a mount namespace of
 * its own (`unshare --mount`): DATA_DIR on a real tmpfs, partly taken by a ballast file. First the
 * disk is filled up and freed again while the server is idle; then leads are posted (Telegram down)
 * until the outbox cannot take more, the server is killed (-9), the ballast removed and the server
 * restarted; Telegram comes back. Prints one JSON line: /healthz while the idle disk was full and once
 * freed, how many leads were acknowledged and refused, how many the restarted server kept, delivered,
 * and sent twice.
 * `--edge` runs it on `npm run serve:edge` (its local D1 database and the Worker's bundle need a larger mount).
 */
import { execFileSync } from 'node:child_process'
import { closeSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import { removeSiteFolders, siteFolder } from './fixtureBuild'
import { copyMigratedEdgeState } from './migratedEdgeState'
import { leadBody, TEST_TOKEN } from './relayStack'
import { SERVE_EDGE_SCRIPT, SERVE_SCRIPT, startServerProcess } from './serverProcess'
import { startTelegramStandIn } from './telegramStandIn'

const MAX_LEADS = 5000
const edge = process.argv.includes('--edge')
const script = edge ? SERVE_EDGE_SCRIPT : SERVE_SCRIPT

const cwd = siteFolder('disk-full-')
const dataDir = path.join(cwd, 'var')
execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${edge ? 4 : 2}m`, 'tmpfs', dataDir])
// serve:edge starts on a migrated local D1 state, as the drill is not about migrating.
if (edge) await copyMigratedEdgeState(dataDir)
const ballast = path.join(dataDir, 'ballast')
writeFileSync(ballast, Buffer.alloc((edge ? 3 : 1) * 1024 * 1024))

const standIn = await startTelegramStandIn()
await standIn.down()
const env = {
  DATA_DIR: dataDir,
  TELEGRAM_BOT_TOKEN: TEST_TOKEN,
  TELEGRAM_CHAT_ID: '-1001',
  TELEGRAM_API_BASE: standIn.url,
  RETRY_BASE_MS: '200',
  RETRY_MAX_MS: '1000',
  TRUST_PROXY: '1',
  RATE_LIMIT_GLOBAL: '100000/60',
}

const healthStatus = async () => (await fetch(`${server.url}/healthz`)).status

/** Writes to `file` until the filesystem has no room left. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w')
  const chunk = Buffer.alloc(4096)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}

const acknowledged: string[] = []
let refused = 0
const server = await startServerProcess(cwd, env, script)
// The disk fills up while the server is idle: the health check says so before any post fails.
const filler = path.join(dataDir, 'filler')
fillDisk(filler)
const healthIdleFull = await healthStatus()
rmSync(filler)
const healthIdleFreed = await healthStatus()
for (let index = 0; index < MAX_LEADS && refused < 20; index++) {
  const body = leadBody({
    message: `We need a pipeline review before Q3; brief number ${index}. ${'x'.repeat(1500)}`,
  })
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${index >> 8}.${index & 255}.1` },
    body: JSON.stringify(body),
  })
  if (response.status === 200 || response.status === 202) acknowledged.push(body.company)
  else if (response.status >= 500) refused++
  else throw new Error(`unexpected ${response.status}: ${await response.text()}`)
}
const healthWhileFull = await healthStatus()
rmSync(ballast)
const healthOnceFreed = await healthStatus()
await server.kill()

const restarted = await startServerProcess(cwd, env, script)
const health = (await (await fetch(`${restarted.url}/healthz`)).json()) as { leads: { pending: number } }
await standIn.up()
const delivered = () => new Set(standIn.delivered().map((message) => message.company))
const started = Date.now()
while (Date.now() - started < 60_000 && acknowledged.some((company) => !delivered().has(company)))
  await new Promise((resolve) => setTimeout(resolve, 250))
await restarted.stop()
await standIn.close()
const counts = new Map<string, number>()
for (const message of standIn.delivered()) {
  const company = message.company
  counts.set(company, (counts.get(company) ?? 0) + 1)
}
execFileSync('umount', [dataDir])
removeSiteFolders()
console.log(
  JSON.stringify({
    healthIdleFull,
    healthIdleFreed,
    acknowledged: acknowledged.length,
    refused,
    healthWhileFull,
    healthOnceFreed,
    keptAfterRestart: health.leads.pending,
    deliveredAfterSpaceFreed: acknowledged.filter((company) => delivered().has(company)).length,
    sentTwice: [...counts.values()].filter((count) => count > 1).length,
  }),
)
