/**
 * The Node server (`npm run serve`) as a real process: what only a process can show. It keeps
 * serving after hostile requests, refuses to start loudly, keeps every acknowledged lead through
 * kill -9 and a full disk (the full disk on `npm run serve:edge` too), and answers the operator's
 * `npm run leads`.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_IN_FLIGHT } from '../../../relay/dispatcher'
import { crashedOutbox, damageIndexPage, tearLog } from '../../support/crashedOutbox'
import { removeSiteFolders, siteFolder } from '../../support/fixtureBuild'
import { leadBody, standInEnv } from '../../support/relayStack'
import {
  killServerProcesses,
  runLeadsCommand,
  startServerProcess,
  type ServerProcess,
} from '../../support/serverProcess'
import { startTelegramStandIn, type TelegramStandIn } from '../../support/telegramStandIn'

let standIn: TelegramStandIn
let env: Record<string, string>

beforeAll(async () => {
  standIn = await startTelegramStandIn()
  env = { ...standInEnv(standIn.url), RETRY_BASE_MS: '100', RETRY_MAX_MS: '300' }
})

afterAll(async () => {
  killServerProcesses()
  await standIn.close()
  removeSiteFolders()
})

const postLead = (server: ServerProcess, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

beforeEach(async () => {
  // A test that timed out never reached its finally: the stand-in may still be down.
  await standIn.up()
  standIn.behave({ kind: 'ok' })
})

/** The messages the stand-in received for a company, counted. */
const arrivals = (company: string) => standIn.received.filter((entry) => entry.company === company).length

// Each test starts real processes (the server, `npm run leads`): generous limits for a busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('answers hostile requests with a 4xx and keeps serving', async () => {
    const cwd = siteFolder()
    const server = await startServerProcess(cwd, env)
    try {
      const attacks: [string, RequestInit][] = [
        ['/big.txt', { headers: { range: 'bytes=50-10' } }],
        ['/big.txt', { method: 'HEAD', headers: { range: 'bytes=20-10' } }],
        ['/big.txt', { headers: { range: 'bytes=0-18446744073709551615' } }],
        ['/%E0%A4%A', {}],
        ['/_headers', {}],
        ['/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' }],
        [
          '/api/contact',
          { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(40_000) },
        ],
      ]
      for (const [url, init] of attacks) {
        const response = await fetch(`${server.url}${url}`, init)
        expect(response.status, `${url} ${JSON.stringify(init.headers ?? {})}`).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
      }
      expect((await fetch(`${server.url}/`)).status).toBe(200)
      expect(server.child.exitCode).toBeNull()
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('answers a file deleted under it at once, from another encoding or with the not-found page, and logs no uncaught error', async () => {
    const cwd = siteFolder()
    const server = await startServerProcess(cwd, env)
    const blog = path.join(cwd, 'dist', 'client', 'blog')
    // Node's fetch takes br and gzip.
    const get = () => fetch(`${server.url}/blog`, { signal: AbortSignal.timeout(5000) })
    try {
      rmSync(path.join(blog, 'index.html.br'))
      const gzip = await get()
      expect([gzip.status, gzip.headers.get('content-encoding'), await gzip.text()]).toEqual([
        200,
        'gzip',
        'blog list one',
      ])
      rmSync(path.join(blog, 'index.html.gz'))
      rmSync(path.join(blog, 'index.html'))
      expect((await get()).status).toBe(404)
      expect(server.output()).not.toMatch(/uncaught|ENOENT/)
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('stops cleanly, exit 0, when the stop signal comes more than once', async () => {
    // A process group's stop reaches tsx and the server alike, and tsx relays it again: the server
    // must finish closing rather than die of the second signal (exit 143).
    const server = await startServerProcess(siteFolder(), env)
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
    process.kill(-server.child.pid!, 'SIGTERM')
    await vi.waitFor(() => expect(server.output()).toContain('"event":"server.stopping"'), {
      timeout: 30_000,
    })
    try {
      process.kill(-server.child.pid!, 'SIGTERM')
    } catch {
      // it finished closing before the second signal: nothing left to cut short
    }
    expect(await exited).toBe(0)
  })

  it.each([
    [
      'DATA_DIR is a file',
      (cwd: string) => {
        writeFileSync(path.join(cwd, 'not-a-folder'), '')
        return { DATA_DIR: path.join(cwd, 'not-a-folder') }
      },
      /DATA_DIR=.*not-a-folder cannot be used/,
    ],
    [
      'TELEGRAM_API_BASE has no scheme',
      () => ({ TELEGRAM_API_BASE: 'api.telegram.org' }),
      /TELEGRAM_API_BASE must be an http\(s\) address/,
    ],
    [
      'RATE_LIMIT_GLOBAL is nonsense',
      () => ({ RATE_LIMIT_GLOBAL: 'lots' }),
      /RATE_LIMIT_GLOBAL must be "<count>\/<minutes>"/,
    ],
    [
      "the outbox's log was cut short after a crash",
      async (cwd: string) => {
        const dataDir = path.join(cwd, 'var')
        await crashedOutbox(dataDir, 10)
        tearLog(dataDir)
        return { DATA_DIR: dataDir }
      },
      /log .*var\/outbox\.sqlite-wal is damaged \(it ends \d+ bytes into frame \d+: the file was cut short;.*npm run leads -- restore/,
    ],
    [
      'a page of the outbox is damaged',
      async (cwd: string) => {
        const dataDir = path.join(cwd, 'var')
        await crashedOutbox(dataDir, 10)
        damageIndexPage(dataDir)
        return { DATA_DIR: dataDir }
      },
      /outbox .*var\/outbox\.sqlite is damaged \(integrity check: row \d+ missing from index leads_received.*npm run leads -- restore/,
    ],
  ])('refuses to start when %s: status 1 and one line saying what to do', async (_, extra, message) => {
    const cwd = siteFolder()
    const failure = startServerProcess(cwd, { ...env, ...(await extra(cwd)) })
    await expect(failure).rejects.toThrow(/exited with 1:\nCannot start: [^\n]+\n$/)
    await expect(failure).rejects.toThrow(message)
  })

  it('refuses to start on a port in use, and on an outbox another server holds', async () => {
    const cwd = siteFolder()
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as net.AddressInfo
    try {
      await expect(startServerProcess(cwd, { ...env, PORT: String(port) })).rejects.toThrow(
        new RegExp(`exited with 1:[\\s\\S]*Port ${port} on 127.0.0.1 is in use`),
      )
    } finally {
      blocker.close()
    }
    const server = await startServerProcess(cwd, env)
    try {
      await expect(startServerProcess(cwd, env)).rejects.toThrow(
        /exited with 1:[\s\S]*DATA_DIR=.*var is in use by another process/,
      )
    } finally {
      await server.stop()
    }
  })

  it('keeps every acknowledged lead through kill -9 during deliveries; a lead is doubled at most for each attempt in flight', async () => {
    const cwd = siteFolder()
    const server = await startServerProcess(cwd, { ...env, TRUST_PROXY: '1' })
    const bodies = Array.from({ length: 30 }, () => leadBody())
    // Telegram takes each message, but answers only after the process is gone.
    for (const body of bodies) standIn.behave({ kind: 'ok', delayMs: 60_000 }, body.company)
    const answers = await Promise.all(
      bodies.map((body, index) => postLead(server, body, { 'X-Forwarded-For': `10.9.0.${index}` })),
    )
    expect(answers.map((answer) => answer.status).every((status) => status === 202)).toBe(true)
    await vi.waitFor(() =>
      expect(standIn.received.filter((entry) => entry.answered === 'ok').length).toBeGreaterThan(0),
    )
    const inFlight = bodies.filter((body) => arrivals(body.company) > 0).length
    expect(inFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT)
    await server.kill()
    for (const body of bodies) standIn.behave({ kind: 'ok' }, body.company)
    const restarted = await startServerProcess(cwd, env)
    try {
      for (const body of bodies)
        await vi.waitFor(() => expect(arrivals(body.company)).toBeGreaterThanOrEqual(1), { timeout: 60_000 })
      const doubled = bodies.filter((body) => arrivals(body.company) > 1).length
      expect(doubled).toBeLessThanOrEqual(MAX_IN_FLIGHT)
      expect(restarted.output()).toContain('"event":"outbox.interrupted-attempts"')
    } finally {
      await restarted.stop()
    }
  })

  it('survives kill -9 while it starts, again and again, and keeps the leads it stored', async () => {
    const cwd = siteFolder()
    await standIn.down()
    const first = await startServerProcess(cwd, env)
    const body = leadBody()
    expect((await postLead(first, body)).status).toBe(202)
    await first.kill()
    for (const delayMs of [0, 150, 400, 800]) {
      const starting = startServerProcess(cwd, env).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      killServerProcesses()
      await (await starting)?.kill()
    }
    await standIn.up()
    const server = await startServerProcess(cwd, env)
    try {
      await vi.waitFor(() => expect(standIn.delivered(body.company)).toHaveLength(1), { timeout: 30_000 })
    } finally {
      await server.stop()
    }
  })

  it.each([
    ['npm run serve', [], 110_000],
    ['npm run serve:edge', ['--edge'], 400_000],
  ] as const)(
    'on a full disk, %s says so at /healthz while idle, refuses new leads with a 5xx instead of losing them, and keeps every acknowledged one',
    { timeout: 420_000 },
    (_, drillArgs, limitMs) => {
      // A real tmpfs, mounted in a mount namespace of the drill's own (gone when it ends).
      const asRoot = process.getuid?.() === 0
      const drill = spawnSync(
        'unshare',
        [
          '--mount',
          '--propagation',
          'private',
          ...(asRoot ? [] : ['--map-root-user']),
          path.resolve('node_modules', '.bin', 'tsx'),
          '--tsconfig',
          path.resolve('tsconfig.json'),
          path.resolve('tests', 'support', 'diskFullDrill.ts'),
          ...drillArgs,
        ],
        { encoding: 'utf8', timeout: limitMs },
      )
      expect(drill.status, `${drill.stdout}\n${drill.stderr}`).toBe(0)
      const result = JSON.parse(drill.stdout.trim().split('\n').pop()!) as {
        healthIdleFull: number
        healthIdleFreed: number
        acknowledged: number
        refused: number
        healthWhileFull: number
        healthOnceFreed: number
        keptAfterRestart: number
        deliveredAfterSpaceFreed: number
        sentTwice: number
      }
      expect([result.healthIdleFull, result.healthIdleFreed]).toEqual([503, 200])
      expect(result.refused).toBeGreaterThan(0)
      expect(result.acknowledged).toBeGreaterThan(0)
      expect([result.healthWhileFull, result.healthOnceFreed]).toEqual([503, 200])
      expect(result.keptAfterRestart).toBe(result.acknowledged)
      expect(result.deliveredAfterSpaceFreed).toBe(result.acknowledged)
      expect(result.sentTwice).toBe(0)
    },
  )

  it('gives the operator a summary, every lead (escaped), a re-send and a delete, through the running server or without it', async () => {
    const cwd = siteFolder()
    let server = await startServerProcess(cwd, env)
    // A right-to-left override would make the terminal show the line backwards.
    const body = leadBody({ name: 'Olha \u202eokhcnevehS' })
    standIn.behave({ kind: 'error', status: 403, description: 'Forbidden: bot was kicked' }, body.company)
    expect(await (await postLead(server, body)).json()).toEqual({ status: 'queued' })
    const id = await vi.waitFor(
      async () => {
        const listed = await runLeadsCommand(cwd, env, 'list', 'failed')
        const found = /^([0-9a-f-]{36})\s+failed/m.exec(listed.stdout)?.[1]
        expect(found, listed.stdout).toBeDefined()
        return found!
      },
      { timeout: 30_000, interval: 500 },
    )
    const summary = await runLeadsCommand(cwd, env)
    expect(summary.stdout.split('\n')[0]).toMatch(
      /0 pending, 0 delivered, 1 failed; 0 spam refused in 24 h; Telegram configured; STUCK/,
    )
    const shown = await runLeadsCommand(cwd, env, 'show', id.slice(0, 8))
    expect(shown.stdout).toContain('"lastError": "Forbidden: bot was kicked"')
    expect(shown.stdout).toContain('Olha \\u202eokhcnevehS')
    expect(shown.stdout + summary.stdout).not.toContain('\u202e')
    // Still refused: the command says so and fails.
    expect((await runLeadsCommand(cwd, env, 'resend', id)).status).toBe(1)
    await server.stop()

    standIn.behave({ kind: 'ok' }, body.company)
    const resent = await runLeadsCommand(cwd, env, 'resend', id.slice(0, 8))
    expect(resent.status, resent.stderr).toBe(0)
    expect(resent.stdout).toContain('delivered')
    expect(standIn.delivered(body.company)).toHaveLength(1)

    server = await startServerProcess(cwd, env)
    try {
      expect((await runLeadsCommand(cwd, env, 'resend', id)).stderr).toContain('already delivered')
      const deleted = await runLeadsCommand(cwd, env, 'delete', id)
      expect(deleted.stdout).toContain(`deleted ${id}`)
      expect((await runLeadsCommand(cwd, env)).stdout).toMatch(/0 pending, 0 delivered, 0 failed/)
    } finally {
      await server.stop()
    }
  })

  it('backs up the outbox while leads arrive, and a restore brings back every lead acknowledged before', async () => {
    const cwd = siteFolder()
    await standIn.down()
    const backupFile = path.join(cwd, 'backups', 'outbox.sqlite')
    mkdirSync(path.dirname(backupFile))
    const serverEnv = { ...env, TRUST_PROXY: '1', RATE_LIMIT_GLOBAL: '100000/60' }
    let server = await startServerProcess(cwd, serverEnv)
    const acknowledged: { company: string; at: number }[] = []
    let posting = true
    let index = 0
    const arriving = (async () => {
      while (posting) {
        const body = leadBody()
        const answer = await postLead(server, body, {
          'X-Forwarded-For': `10.7.${index >> 8}.${index++ & 255}`,
        })
        if (answer.status === 202) acknowledged.push({ company: body.company, at: Date.now() })
      }
    })()
    // Waits for leads to arrive, however long a busy machine takes to take the first few.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(5), { timeout: 30_000 })
    const backupStarted = Date.now()
    const backup = await runLeadsCommand(cwd, env, 'backup', backupFile)
    posting = false
    await arriving
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(
      /^Backed up \d+ leads \(\d+ pending, 0 delivered, 0 failed\) to .*backups\/outbox\.sqlite/,
    )
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)
    const refused = await runLeadsCommand(cwd, env, 'restore', backupFile)
    expect([refused.status, refused.stderr]).toEqual([1, expect.stringContaining('stop it, run the restore')])
    await server.stop()

    const restored = await runLeadsCommand(cwd, env, 'restore', backupFile)
    expect(restored.status, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(
      /^Restored \d+ leads .* into .*var\/outbox\.sqlite\.\nThe outbox it replaced is kept as .*outbox\.sqlite\.replaced-/,
    )
    server = await startServerProcess(cwd, serverEnv)
    try {
      const listed = (await runLeadsCommand(cwd, env, 'list')).stdout
      const companies = (before: number) =>
        acknowledged.filter(({ at }) => at < before).map(({ company }) => company)
      for (const company of companies(backupStarted)) expect(listed).toContain(`${company} <`)
      // Nothing in it that was not acknowledged.
      const restoredCompanies = [...listed.matchAll(/(Ledgerline \d+) </g)].map((match) => match[1])
      expect(restoredCompanies.length).toBeGreaterThanOrEqual(companies(backupStarted).length)
      for (const company of restoredCompanies) expect(companies(Infinity)).toContain(company)
    } finally {
      await server.stop()
      await standIn.up()
    }
  })
})
