/**
 * `npm run serve:edge` as a supervisor sees it from outside: the Worker it runs is wrangler's deploy
 * bundle, it answers again when workerd dies, no workerd left behind however it is stopped, the
 * modes of the files it keeps, the site's headers on the answers its front makes itself, and a
 * damaged local D1 database refused at start.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GARBAGE, overwrite, tearLogOf } from '../../support/crashedOutbox'
import { migratedSiteFolder, removeSiteFolders, siteFolder } from '../../support/fixtureBuild'
import { leadBody, standInEnv } from '../../support/relayStack'
import {
  killServerProcesses,
  SERVE_EDGE_SCRIPT,
  startServerProcess,
  type ServerProcess,
} from '../../support/serverProcess'
import { startTelegramStandIn, type TelegramStandIn } from '../../support/telegramStandIn'
import { edgeStateDir, localD1Databases } from '../../../server/edge/localD1'
import { readWranglerConfig, runWrangler, WRANGLER_CONFIG } from '../../../server/edge/wranglerConfig'

let standIn: TelegramStandIn
let env: Record<string, string>

beforeAll(async () => {
  standIn = await startTelegramStandIn()
  env = { ...standInEnv(standIn.url), TRUST_PROXY: '1' }
})

afterAll(async () => {
  killServerProcesses()
  await standIn.close()
  removeSiteFolders()
})

const edge = (cwd: string) => startServerProcess(cwd, env, SERVE_EDGE_SCRIPT)

/** The process ids of `pid`'s children (Linux: /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  )
}

/** workerd, started by the server process. */
function workerdOf(server: ServerProcess): number {
  const pid = childrenOf(server.child.pid!).find(
    (child) => readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'workerd',
  )
  if (pid === undefined) throw new Error('serve:edge has no workerd child')
  return pid
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const post = (server: ServerProcess, index: number) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.8.0.${index}` },
    body: JSON.stringify(leadBody()),
  })

/** The local D1 database of the leads (not Miniflare's metadata). */
function leadsDatabase(cwd: string): string {
  const [file] = localD1Databases(edgeStateDir(path.join(cwd, 'var')))
  if (!file) throw new Error(`no local D1 database in ${cwd}`)
  return file
}

// Each test starts serve:edge, which takes seconds, a minute on a busy machine. Tests not about
// migrating start on a copy of a migrated local D1 state; the one about the files it keeps starts
// on an empty DATA_DIR, wrangler's migration included.
describe('npm run serve:edge, from outside', { timeout: 300_000 }, () => {
  it('answers again when workerd dies: Miniflare starts it anew behind the same address', async () => {
    const server = await edge(await migratedSiteFolder())
    try {
      const first = workerdOf(server)
      process.kill(first, 'SIGKILL')
      await vi.waitFor(
        async () => {
          expect(workerdOf(server)).not.toBe(first)
          expect(await (await fetch(`${server.url}/rss.xml`)).text()).toContain('<rss')
        },
        { timeout: 30_000, interval: 250 },
      )
      expect(server.child.exitCode).toBeNull()
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('runs the Worker `wrangler deploy` uploads: the module of `wrangler deploy --dry-run --outdir`, byte for byte', async () => {
    const cwd = await migratedSiteFolder()
    // wrangler's own bundle of the Worker, made here, apart from the runner and its cache.
    const deployed = path.join(cwd, 'deployed')
    await runWrangler(WRANGLER_CONFIG, [
      'deploy',
      '--dry-run',
      '--outdir',
      deployed,
      '--assets',
      path.join(cwd, 'dist', 'client'),
    ])
    // Miniflare writes the configuration it gives workerd here (MINIFLARE_WORKERD_CONFIG_DEBUG).
    const workerdConfig = path.join(cwd, 'workerd-config.json')
    const server = await startServerProcess(
      cwd,
      { ...env, MINIFLARE_WORKERD_CONFIG_DEBUG: workerdConfig },
      SERVE_EDGE_SCRIPT,
    )
    try {
      expect((await fetch(`${server.url}/rss.xml`)).status).toBe(200)
      const { services } = JSON.parse(readFileSync(workerdConfig, 'utf8')) as {
        services: { name: string; worker?: { modules?: { name: string; esModule?: string }[] } }[]
      }
      const { name } = readWranglerConfig(WRANGLER_CONFIG)
      const modules = services.find((service) => service.name === `core:user:${name}`)?.worker?.modules
      expect(modules?.map((module) => module.name)).toEqual(['index.js'])
      // Miniflare adds only the comment naming the file, for stack traces.
      const source = modules![0]!.esModule!
      const bundle = readFileSync(path.join(deployed, 'index.js'), 'utf8')
      expect(source.slice(0, bundle.length) === bundle).toBe(true)
      expect(source.slice(bundle.length)).toMatch(/^\n\/\/# sourceURL=file:\/\/\S+\/index\.js\n$/)
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('leaves no workerd behind when it is stopped, or killed with -9 alone', async () => {
    const stopped = await edge(await migratedSiteFolder())
    const first = workerdOf(stopped)
    expect(await stopped.stop()).toBe(0)
    await vi.waitFor(() => expect(isRunning(first)).toBe(false), { timeout: 5000 })
    const killed = await edge(await migratedSiteFolder())
    const second = workerdOf(killed)
    process.kill(killed.child.pid!, 'SIGKILL')
    await vi.waitFor(() => expect(isRunning(second)).toBe(false), { timeout: 5000 })
  })

  it("keeps every file readable by its owner only, an earlier run's too", async () => {
    const cwd = siteFolder()
    const earlier = path.join(edgeStateDir(path.join(cwd, 'var')), 'left-by-an-earlier-run')
    mkdirSync(path.dirname(earlier), { recursive: true, mode: 0o755 })
    writeFileSync(earlier, '', { mode: 0o644 })
    const server = await edge(cwd)
    try {
      expect((await post(server, 1)).status).toBe(200)
      const modes: string[] = []
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name)
          if ((statSync(full).mode & 0o077) !== 0)
            modes.push(`${full}: ${(statSync(full).mode & 0o777).toString(8)}`)
          if (entry.isDirectory()) walk(full)
        }
      }
      walk(path.join(cwd, 'var'))
      expect(modes).toEqual([])
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('answers a request it cannot read with the site’s security headers', async () => {
    const server = await edge(await migratedSiteFolder())
    try {
      const { port } = new URL(server.url)
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
        let text = ''
        socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
      expect(answer).toContain('\r\nContent-Security-Policy: ')
      expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n')
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it.each([
    ['its log cut in half', (file: string) => void tearLogOf(file)],
    [
      '2 KB of garbage in the middle of its log',
      (file: string) => overwrite(`${file}-wal`, Math.floor(statSync(`${file}-wal`).size / 2), GARBAGE),
    ],
  ])(
    'refuses to start on a local D1 database with %s, where it would have lost leads silently',
    async (_, damage) => {
      const cwd = await migratedSiteFolder()
      await standIn.down()
      try {
        const server = await edge(cwd)
        for (let index = 0; index < 10; index++) expect((await post(server, index)).status).toBe(202)
        // As a crash leaves it: the log not folded into the database.
        await server.kill()
      } finally {
        await standIn.up()
      }
      damage(leadsDatabase(cwd))
      const failure = edge(cwd)
      await expect(failure).rejects.toThrow(
        /exited with 1:[\s\S]*Cannot start: The outbox's log \S+-wal is damaged/,
      )
    },
  )
})
