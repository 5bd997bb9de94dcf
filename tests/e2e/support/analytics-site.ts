/**
 * The site with every analytics provider configured, for tests/e2e/analytics.spec.ts: a fresh copy
 * of this checkout (node_modules linked) whose data/ turns every provider on with the texts that
 * describe them (tests/support/analyticsConfig.ts), built, then served by `npm run serve` and
 * `npm run serve:edge` on the analytics ports. The checkout's own files are never touched.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describeEveryProvider, EVERY_PROVIDER_YAML } from '../../support/analyticsConfig'
import { copyMigratedEdgeState } from '../../support/migratedEdgeState'
import { ANALYTICS_EDGE_PORT, ANALYTICS_SITE_PORT } from './ports'

const copyDir = path.join(tmpdir(), `bandera-analytics-site-${ANALYTICS_SITE_PORT}`)
rmSync(copyDir, { recursive: true, force: true })
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .toString()
  .split('\0')
  .filter((file) => file && existsSync(file))
for (const file of files) {
  const copy = path.join(copyDir, file)
  mkdirSync(path.dirname(copy), { recursive: true })
  cpSync(file, copy)
}
symlinkSync(path.resolve('node_modules'), path.join(copyDir, 'node_modules'), 'dir')

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(copyDir, 'data', file)
  writeFileSync(full, change(readFileSync(full, 'utf8')))
}
edit('site.yaml', (text) => text.replace('leadRetentionDays:', `${EVERY_PROVIDER_YAML}leadRetentionDays:`))
for (const file of ['legal/cookie-policy.md', 'legal/privacy-policy.md'])
  edit(file, (text) => describeEveryProvider(file, text))

// The checkout's build caches: the editor's bundle and the social images are this copy's as well.
const build = spawnSync('npm', ['run', 'build'], {
  cwd: copyDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    BUILD_CACHE_DIR: path.resolve('.cache'),
    EDITOR_CACHE_DIR: path.resolve('.editor-cache'),
  },
})
if (build.status !== 0) process.exit(build.status ?? 1)

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs')
const serve = (script: string, port: number): ChildProcess =>
  spawn(process.execPath, [tsx, script], {
    cwd: copyDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(copyDir, `var-${port}`),
    },
  })
// serve:edge's start on an empty DATA_DIR, which migrates, is tested in tests/unit/process/edge-process.test.ts.
await copyMigratedEdgeState(path.join(copyDir, `var-${ANALYTICS_EDGE_PORT}`))
const servers = [
  serve('scripts/serve.ts', ANALYTICS_SITE_PORT),
  serve('scripts/serve-edge.ts', ANALYTICS_EDGE_PORT),
]
for (const server of servers) server.on('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => servers.forEach((server) => server.kill(signal)))
