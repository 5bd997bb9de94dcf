import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFixtureBuild } from '../support/fixtureBuild'
import { leadBody, TEST_TOKEN } from '../support/relayStack'
import {
  killServerProcesses,
  runLeadsCommand,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

let standIn: TelegramStandIn
let env: Record<string, string>
const folders: string[] = []

/** A folder of its own for each test: a build behind a `dist` link, and an empty outbox. */
function siteFolder(): string {
  const cwd = mkdtempSync(path.join(tmpdir(), 'serve-'))
  folders.push(cwd)
  writeFixtureBuild(path.join(cwd, 'dist-builds', 'a'))
  symlinkSync(path.join('dist-builds', 'a'), path.join(cwd, 'dist'))
  mkdirSync(path.join(cwd, 'var'))
  return cwd
}

beforeAll(async () => {
  standIn = await startTelegramStandIn()
  env = {
    TELEGRAM_BOT_TOKEN: TEST_TOKEN,
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: standIn.url,
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '300',
  }
})

afterAll(async () => {
  killServerProcesses()
  await standIn.close()
  for (const cwd of folders) rmSync(cwd, { recursive: true, force: true })
})

const postLead = (server: ServerProcess, body: object) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeEach(async () => {
  // A test that timed out never reached its finally: the stand-in may still be down.
  await standIn.up()
})

// Each test starts real processes (the server, `npm run leads`): generous limits for a busy machine.
describe('the server process', { timeout: 90_000 }, () => {
  it('answers hostile requests with a 4xx and keeps serving', async () => {
    const cwd = siteFolder()
    const server = await startServerProcess(cwd, env)
    try {
      const attacks: [string, RequestInit][] = [
        ['/big.txt', { headers: { range: 'bytes=50-10' } }],
        ['/big.txt', { method: 'HEAD', headers: { range: 'bytes=20-10' } }],
        ['/big.txt', { headers: { range: 'bytes=0-18446744073709551615' } }],
        ['/%E0%A4%A', {}],
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

  it('delivers leads kept during an outage after a restart, each once; the operator sees them all', async () => {
    const cwd = siteFolder()
    const leads = [leadBody(), leadBody()]
    await standIn.down()
    try {
      const server = await startServerProcess(cwd, env)
      try {
        for (const body of leads)
          expect(await (await postLead(server, body)).json()).toEqual({ status: 'queued' })
        const pending = await runLeadsCommand(cwd, env)
        expect(pending.stdout).toMatch(/2 leads in .*: 2 pending, 0 delivered, 0 failed, 0 refused/)
        expect(pending.stdout).toContain(leads[0]!.company)
      } finally {
        expect(await server.stop()).toBe(0)
      }
    } finally {
      await standIn.up()
    }

    const server = await startServerProcess(cwd, env)
    try {
      for (const body of leads)
        await vi.waitFor(() => expect(standIn.delivered(body.company)).toHaveLength(1), { timeout: 30_000 })
      expect(server.output()).toContain('"event":"outbox.pending"')
      await vi.waitFor(() => expect(server.output().match(/"event":"lead.delivered"/g)).toHaveLength(2))
      expect(server.output()).not.toContain(leads[0]!.email)
      expect((await runLeadsCommand(cwd, env, 'list', 'pending')).stdout).toMatch(/0 pending, 2 delivered/)
    } finally {
      await server.stop()
    }
  })

  it('lets the operator re-send a failed lead, through the running server or without it', async () => {
    const cwd = siteFolder()
    let server = await startServerProcess(cwd, env)
    const body = leadBody()
    standIn.behave({ kind: 'error', status: 403, description: 'Forbidden: bot was kicked' }, body.company)
    expect(await (await postLead(server, body)).json()).toEqual({ status: 'queued' })
    // The courier tries the lead after answering; on a busy machine the list may still show it pending.
    const id = await vi.waitFor(
      async () => {
        const listed = await runLeadsCommand(cwd, env, 'list', 'failed')
        const found = /^(\d{8}-\d{6}-[0-9a-f]{4})\s+failed/m.exec(listed.stdout)?.[1]
        expect(found, listed.stdout).toBeDefined()
        return found!
      },
      { timeout: 30_000, interval: 500 },
    )
    expect((await runLeadsCommand(cwd, env, 'show', id!)).stdout).toContain(
      '"lastError": "Forbidden: bot was kicked"',
    )

    // Still refused: the command says so and fails.
    expect((await runLeadsCommand(cwd, env, 'resend', id!)).status).toBe(1)
    await server.stop()

    standIn.behave({ kind: 'ok' }, body.company)
    const resent = await runLeadsCommand(cwd, env, 'resend', id!)
    expect(resent.status, resent.stderr).toBe(0)
    expect(resent.stdout).toContain('delivered')
    expect(standIn.delivered(body.company)).toHaveLength(1)

    server = await startServerProcess(cwd, env)
    try {
      expect((await runLeadsCommand(cwd, env, 'resend', id!)).stderr).toContain('already delivered')
    } finally {
      await server.stop()
    }
  })

  it('refuses to start on an outbox another server owns', async () => {
    const cwd = siteFolder()
    const server = await startServerProcess(cwd, env)
    try {
      await expect(startServerProcess(cwd, env)).rejects.toThrow(/in use by process \d+/)
    } finally {
      await server.stop()
    }
  })
})
