/**
 * `npm run serve:edge`: the build `dist` points at, served through the edge Worker (worker/index.ts,
 * wrangler.jsonc) on Cloudflare's runtime, workerd, run through Miniflare as `wrangler dev` runs it
 * (server/edge/edgeRuntime.ts): the assets with the build's _headers and _redirects, POST /api/contact
 * and GET /healthz over a local D1 database kept in DATA_DIR/edge. It reads
 * the same variables as `npm run serve` (HOST, PORT, DATA_DIR, TELEGRAM_*, RATE_LIMIT_*, RETRY_*,
 * LEAD_*, TRUST_PROXY) and prints the same "Serving dist/ at ..." line, so a test written against one
 * runs unchanged against the other. Like the Node server it holds the lock on DATA_DIR, so a second
 * server on the same DATA_DIR exits 1. The Worker listens on loopback behind a front on HOST:PORT
 * (server/edge/connectingAddressFront.ts) that tells it each connection's address, as Cloudflare does
 * deployed, instead of a CF-Connecting-IP the client made up.
 *
 * Deployed, the cron trigger runs every minute; here it runs every second, so retries follow
 * RETRY_BASE_MS as closely as on the Node server.
 *
 * It fails loudly, as the Node server does: the local D1 database gets the Node outbox's checks
 * before workerd opens it (a damaged one is refused: status 1), every file it keeps is readable by
 * its owner only, a workerd that ends by itself is started again by Miniflare on the same port, and
 * if that fails it exits with status 1 (so a supervisor restarts it), workerd ends with it however it
 * ends, and every answer of its front carries the site's security headers.
 */
import { chmodSync, existsSync, mkdirSync, realpathSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { serverConfigFromEnv } from '../server/config'
import { connectingAddressFront } from '../server/edge/connectingAddressFront'
import { startEdgeRuntime, type EdgeRuntime } from '../server/edge/edgeRuntime'
import { checkLocalD1, edgeStateDir, ownerOnlyTree } from '../server/edge/localD1'
import { WRANGLER_CONFIG } from '../server/edge/wranglerConfig'
import { lockDataDir, type DataDirLock } from '../server/outbox/dataDirLock'
import { lackOfRoom } from '../server/outbox/diskRoom'
import { ANSWER_HEADERS } from '../server/front/securityHeaders'
import { hasBuild } from '../server/siteBuild'

const DIST = path.resolve('dist')
/** wrangler.jsonc's cron trigger. */
const CRON = '* * * * *'
const CRON_EVERY_MS = 1000
/** The variables the Worker reads (the relay's settings, the leads page's sign-in). */
const WORKER_VARIABLES = /^(TELEGRAM_|RATE_LIMIT_|RETRY_|LEADS?_|GITHUB_OAUTH_|TRUST_PROXY$)/

function fail(message: string): never {
  console.error(`Cannot start: ${message}`)
  process.exit(1)
}

/** The Worker's variables, from this process's environment. */
function workerVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => WORKER_VARIABLES.test(entry[0]) && entry[1] !== undefined,
    ),
  )
}

let config
try {
  if (!hasBuild(DIST) || !existsSync(path.join(DIST, 'client', '_headers')))
    throw new Error('No build found in dist/. Run `npm run build` first.')
  config = serverConfigFromEnv(process.env)
} catch (error) {
  fail((error as Error).message)
}

// What it and workerd create is readable by this user only; what an earlier run left is made so.
process.umask(0o077)
const edgeDir = path.join(config.dataDir, 'edge')
mkdirSync(edgeDir, { recursive: true, mode: 0o700 })
chmodSync(config.dataDir, 0o700)
// The lock `npm run serve` and `npm run leads` take too, held until this process ends.
let dataDirLock: DataDirLock
try {
  dataDirLock = lockDataDir(config.dataDir)
} catch (error) {
  fail((error as Error).message)
}
const state = edgeStateDir(config.dataDir)
try {
  ownerOnlyTree(edgeDir)
  checkLocalD1(state)
} catch (error) {
  dataDirLock.release()
  fail((error as Error).message)
}
let stopping = false
/** workerd ended by itself and did not start again: nothing answers any more, so this process ends too, with status 1. */
const runtimeEnded = () => {
  if (stopping) return
  stopping = true
  console.error(
    'Stopping: workerd, which runs the Worker, has exited and could not be started again. Restart `npm run serve:edge`.',
  )
  dataDirLock.release()
  process.exit(1)
}
// The Worker listens on loopback only; the front listens on HOST:PORT and tells the Worker the
// address of each connection (connectingAddressFront.ts).
let edge: EdgeRuntime
try {
  edge = await startEdgeRuntime({
    config: WRANGLER_CONFIG,
    // The build dist points at now (a rebuild needs a restart, unlike `npm run serve`).
    assets: realpathSync(path.join(DIST, 'client')),
    state,
    variables: workerVariables(process.env),
    host: '127.0.0.1',
    port: 0,
    onRuntimeExit: runtimeEnded,
  })
} catch (error) {
  fail((error as Error).message)
}
const workerUrl = new URL(edge.url)
const front = connectingAddressFront(
  { host: workerUrl.hostname, port: Number(workerUrl.port) },
  ANSWER_HEADERS,
  // As `npm run serve`: /healthz says 503 once the disk under the local D1 has no room for a lead.
  () => lackOfRoom(config.dataDir),
)
// As in scripts/serve.ts: handled before the server says it serves. Miniflare ends the process on
// SIGINT and SIGTERM itself (its exit hook kills workerd) with status 128+signal; this runs first and
// ends it with 0, a stop being no failure, after letting go of DATA_DIR. workerd goes with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.prependListener(signal, () => {
    stopping = true
    front.close()
    dataDirLock.release()
    process.exit(0)
  })
}
let port: number
try {
  port = await new Promise<number>((resolve, reject) => {
    front.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${config.port} on ${config.host} is in use: stop what uses it, or set PORT to a free port.`,
            )
          : error,
      ),
    )
    front.listen(config.port, config.host, () => resolve((front.address() as net.AddressInfo).port))
  })
} catch (error) {
  await edge.dispose()
  fail((error as Error).message)
}
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
console.log(`Serving dist/ at ${url} (edge Worker on workerd; outbox in ${state})`)

// The cron trigger: one run at a time.
const cron = async () => {
  try {
    await edge.scheduled(CRON)
  } catch (error) {
    if (!stopping) console.error(`The cron trigger failed: ${(error as Error).message}`)
  }
  if (!stopping) setTimeout(cron, CRON_EVERY_MS)
}
setTimeout(cron, CRON_EVERY_MS)
