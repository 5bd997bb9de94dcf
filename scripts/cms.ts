/**
 * `npm run cms`: the site (vike dev, hot reload and build:data on every change) and decap-server,
 * Decap CMS's local backend, which writes the files of this checkout. Open
 * http://localhost:<PORT>/admin: no account, no sign-in; commit what you saved with git as usual.
 *
 *   PORT              the site (default 3000)
 *   CMS_BACKEND_PORT  decap-server (default 8081)
 *   CMS_REPO_DIR      the checkout the editor writes (default: this one)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { EDITOR_PATH } from '../server/front/addresses'

const root = process.cwd()
const port = Number(process.env.PORT ?? 3000)
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081)
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? root)
const host = '127.0.0.1'

const children: ChildProcess[] = []

function start(name: string, args: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    console.error(`cms: ${name} stopped (exit ${code ?? 'signal'}); stopping the other`)
    stop(code ?? 1)
  })
  children.push(child)
}

function stop(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

// The site's pages read generated/: a fresh clone has none until build:data has run. Problems it
// finds are printed; the editor starts anyway, to fix them in.
spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-data.ts'], {
  stdio: 'inherit',
})

// File-system mode: a save writes data/ directly (the editorial workflow's drafts are branches of
// the hosted repository; locally a maintainer reviews with git).
start('decap-server', [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  PORT: String(backendPort),
  BIND_HOST: host,
  MODE: 'fs',
  GIT_REPO_DIRECTORY: repoDir,
})
start(
  'vike dev',
  [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--host', host],
  {
    VITE_CMS_LOCAL_BACKEND: `http://${host}:${backendPort}/api/v1`,
    CMS_REPO_DIR: repoDir,
  },
)
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
console.log(`cms: editing ${repoDir} at http://localhost:${port}${EDITOR_PATH}`)
