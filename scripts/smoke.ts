/**
 * `npm run smoke`: the deploy's last check before `wrangler deploy` (deploy.yml). It serves the build
 * in dist/ through the edge Worker on workerd (`npm run serve:edge`, the runtime Cloudflare runs)
 * on loopback, with a DATA_DIR of its own and no Telegram settings, and asks what a visitor and a
 * lead need: the home page, a list and a page of each kind, the not-found page with its 404, a lead
 * stored in the outbox over D1 (migrated as deployed), and /healthz. Any other answer stops the
 * deploy, naming the address and what came back. Like serve:edge it serves the dist/ of the folder
 * it runs in. SMOKE_PORT picks the port (default 8790).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SERVE_EDGE = path.resolve(import.meta.dirname, 'serve-edge.ts')
const DIST = path.resolve('dist')
const PORT = Number(process.env.SMOKE_PORT ?? 8790)
const SITE = `http://127.0.0.1:${PORT}`
/** workerd starts in seconds; on a busy runner in a minute. */
const START_LIMIT_MS = 150_000

interface Check {
  path: string
  status: number
  /** Text the answer must hold. */
  holds?: string
  init?: RequestInit
}

/** The first page of a kind the build wrote (dist/client/<kind>/<slug>/index.html), if any. */
function firstPage(kind: string): string | undefined {
  const folder = path.join(DIST, 'client', kind)
  const [slug] = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []
  return slug && `/${kind}/${slug}`
}

/** A page of each kind with pages of its own; a kind the build has none of is a failure. */
function pagesOfEachKind(failures: string[]): Check[] {
  return ['blog', 'case-studies', 'services'].flatMap((kind) => {
    const page = firstPage(kind)
    if (!page) failures.push(`the build has no page under /${kind}/`)
    return page ? [{ path: page, status: 200, holds: '</html>' }] : []
  })
}

function checks(failures: string[]): Check[] {
  const lead = {
    name: 'Smoke Test',
    email: 'smoke@bandera.example',
    phone: '+380 00 000 0000',
    company: 'Deploy smoke test',
    industry: 'Other',
    message: 'The deploy checks that a lead reaches the outbox.',
    key: `smoke-${Date.now()}`.padEnd(20, '0'),
    fillMs: 9000,
    website: '',
  }
  return [
    { path: '/', status: 200, holds: '</html>' },
    { path: '/healthz', status: 200 },
    { path: '/blog', status: 200, holds: '</html>' },
    { path: '/case-studies', status: 200, holds: '</html>' },
    ...pagesOfEachKind(failures),
    { path: '/no-such-page-smoke', status: 404, holds: 'Page Not Found' },
    // Without Telegram's settings (deployed, they are the Worker's secrets on Cloudflare) the Worker
    // stores the lead in D1 first, then answers that delivery is not configured: the lead path,
    // the outbox's tables and its migrations all worked.
    {
      path: '/api/contact',
      status: 503,
      holds: '"status":"not-configured"',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: JSON.stringify(lead),
      },
    },
  ]
}

async function run(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smoke-'))
  const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), SERVE_EDGE], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // The repository's path aliases (@/...), wherever the build is.
      TSX_TSCONFIG_PATH: path.resolve(import.meta.dirname, '../tsconfig.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk))
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`serve:edge did not start in ${START_LIMIT_MS / 1000} s`)),
        START_LIMIT_MS,
      )
      server.on('exit', (code) => reject(new Error(`serve:edge exited with status ${code}:\n${output}`)))
      const poll = setInterval(() => {
        if (/Serving dist\/ at/.test(output)) {
          clearInterval(poll)
          clearTimeout(timer)
          resolve()
        }
      }, 100)
    })
    const failures: string[] = []
    for (const check of checks(failures)) {
      const response = await fetch(`${SITE}${check.path}`, { redirect: 'manual', ...check.init })
      const body = await response.text()
      if (response.status !== check.status)
        failures.push(
          `${check.init?.method ?? 'GET'} ${check.path}: ${response.status}, not ${check.status}: ${body.slice(0, 200)}`,
        )
      else if (check.holds && !body.includes(check.holds))
        failures.push(`${check.init?.method ?? 'GET'} ${check.path}: the answer lacks ${check.holds}`)
      else console.log(`✓ ${check.init?.method ?? 'GET'} ${check.path} ${response.status}`)
    }
    return failures
  } finally {
    server.removeAllListeners('exit')
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const started = performance.now()
let failures: string[]
try {
  failures = await run()
} catch (error) {
  failures = [error instanceof Error ? error.message : String(error)]
}
if (failures.length > 0) {
  console.error(`The Worker failed its smoke test (${failures.length}):\n${failures.join('\n')}`)
  process.exit(1)
}
console.log(`The Worker passed its smoke test (${((performance.now() - started) / 1000).toFixed(1)} s)`)
