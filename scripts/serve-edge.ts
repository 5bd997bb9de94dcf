/**
 * `npm run serve:edge`: the build `dist` points at, served through the edge Worker (worker/index.ts,
 * wrangler.jsonc) on Cloudflare's runtime, workerd, run locally by `wrangler dev`: the assets with the
 * build's _headers and _redirects, POST /api/contact and GET /healthz over a local D1 database kept
 * in DATA_DIR/edge. It reads the same variables as `npm run serve` (HOST, PORT, DATA_DIR, TELEGRAM_*,
 * RATE_LIMIT_*, RETRY_*, LEAD_*, TRUST_PROXY) and prints the same "Serving dist/ at ..." line, so a
 * test written against one runs unchanged against the other.
 *
 * Deployed, the cron trigger runs every minute; here it runs every second, so retries follow
 * RETRY_BASE_MS as closely as on the Node server.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { HEALTH_PATH } from '../relay/upkeep'
import { serverConfigFromEnv } from './server/config'
import { hasBuild } from './server/siteBuild'

const DIST = path.resolve('dist')
const REPO = path.resolve(import.meta.dirname, '..')
const WRANGLER = path.join(REPO, 'node_modules', '.bin', 'wrangler')
const WRANGLER_CONFIG = path.join(REPO, 'wrangler.jsonc')
const CRON_EVERY_MS = 1000
const READY_WITHIN_MS = 120_000
/** The variables the Worker reads (the relay's settings). */
const WORKER_VARIABLES = /^(TELEGRAM_|RATE_LIMIT_|RETRY_|LEAD_|TRUST_PROXY$)/

/** wrangler without its calls home: no telemetry, no update check, no download of Request.cf. */
const QUIET_WRANGLER = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
}

function fail(message: string): never {
  console.error(`Cannot start: ${message}`)
  process.exit(1)
}

/** A free port on `host`, for PORT=0 (wrangler needs a number). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(url: string, exited: () => boolean): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < READY_WITHIN_MS && !exited()) {
    try {
      await fetch(`${url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(
    exited() ? 'wrangler dev exited.' : `the Worker did not answer within ${READY_WITHIN_MS / 1000} s.`,
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

const edgeDir = path.join(config.dataDir, 'edge')
mkdirSync(edgeDir, { recursive: true, mode: 0o700 })
chmodSync(config.dataDir, 0o700)
const state = path.join(edgeDir, 'state')
// The Worker's variables, in a file only this user can read (not on a command line others can see).
const envFile = path.join(edgeDir, 'worker.env')
writeFileSync(
  envFile,
  Object.entries(process.env)
    .filter(([name, value]) => WORKER_VARIABLES.test(name) && value !== undefined)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join(''),
  { mode: 0o600 },
)

const wranglerEnv = { ...process.env, ...QUIET_WRANGLER }
const migrated = spawnSync(
  WRANGLER,
  ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', '--persist-to', state, '--config', WRANGLER_CONFIG],
  { env: wranglerEnv, encoding: 'utf8' },
)
if (migrated.status !== 0)
  fail(`the local D1 database in ${state} could not be migrated:\n${migrated.stdout}${migrated.stderr}`)

const port = config.port === 0 ? await freePort(config.host) : config.port
const child = spawn(
  WRANGLER,
  [
    'dev',
    '--config',
    WRANGLER_CONFIG,
    // The build dist points at now (a rebuild needs a restart, unlike `npm run serve`).
    '--assets',
    realpathSync(path.join(DIST, 'client')),
    '--ip',
    config.host,
    '--port',
    String(port),
    '--persist-to',
    state,
    '--env-file',
    envFile,
    '--test-scheduled',
    '--show-interactive-dev-session=false',
    '--log-level',
    'log',
  ],
  { env: wranglerEnv, stdio: ['ignore', 'pipe', 'inherit'] },
)
// wrangler's output, but for the line it logs for every run of the cron below.
let pending = ''
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  const lines = (pending + chunk).split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) if (!line.includes(' /__scheduled ')) process.stdout.write(`${line}\n`)
})
let exited = false
child.on('exit', (code, signal) => {
  exited = true
  if (!stopping) {
    console.error(`wrangler dev exited (${signal ?? code}).`)
    process.exit(code || 1)
  }
})

let stopping = false
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
try {
  await waitUntilReady(url, () => exited)
} catch (error) {
  child.kill('SIGTERM')
  fail((error as Error).message)
}
console.log(`Serving dist/ at ${url} (edge Worker on workerd; outbox in ${state})`)

// The cron trigger: one run at a time.
const cron = async () => {
  try {
    await fetch(`${url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`)
  } catch {
    // wrangler is restarting or stopping; the next tick tries again
  }
  if (!stopping) setTimeout(cron, CRON_EVERY_MS)
}
setTimeout(cron, CRON_EVERY_MS)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true
    child.once('exit', () => process.exit(0))
    child.kill('SIGTERM')
  })
}
