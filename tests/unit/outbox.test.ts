import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../scripts/server/log'
import { acquireLock, OutboxBusyError } from '../../scripts/server/outbox/lock'
import { journalPath, newLeadId, Outbox } from '../../scripts/server/outbox/outbox'
import { applyRecord, recordsOf, type LeadState, type StoredLead } from '../../scripts/server/outbox/records'

const dirs: string[] = []
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'journal-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function lead(id: string, receivedAt = new Date().toISOString()): StoredLead {
  return {
    id,
    key: `key-${id}`.padEnd(20, '0'),
    receivedAt,
    fingerprint: `fp-${id}`,
    submission: {
      name: 'Al',
      email: 'al@x.example',
      phone: '1',
      company: 'X',
      industry: 'Other',
      message: '0123456789',
    },
    text: `lead ${id}`,
  }
}

const open = (dataDir: string, now?: () => number) =>
  Outbox.open({ dataDir, log: memoryLogger(), retentionDays: 30, ...(now ? { now } : {}) })

describe('the outbox journal', () => {
  it('is written before anything else happens and replayed after a restart', () => {
    const dataDir = freshDir()
    const outbox = open(dataDir)
    outbox.accept(lead('a'))
    outbox.accept(lead('b'))
    outbox.recordAttempt('a', { result: 'delivered', messageId: 7 })
    outbox.recordAttempt('b', {
      result: 'retry',
      status: 502,
      error: 'Bad Gateway',
      retryAt: Date.now() + 1000,
    })
    outbox.close()
    expect(readFileSync(journalPath(dataDir), 'utf8').trim().split('\n')).toHaveLength(4)
    const reopened = open(dataDir)
    expect(reopened.get('a')).toMatchObject({ status: 'delivered', messageId: 7, attempts: 1 })
    expect(reopened.get('b')).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 502 })
    expect(reopened.findByKey(lead('b').key)?.lead.id).toBe('b')
    reopened.close()
  })

  it('survives a line torn by a crash, and reports it', () => {
    const dataDir = freshDir()
    const outbox = open(dataDir)
    outbox.accept(lead('a'))
    outbox.close()
    appendFileSync(journalPath(dataDir), '{"t":"accepted","at":"2026-')
    const log = memoryLogger()
    const reopened = Outbox.open({ dataDir, log, retentionDays: 30 })
    reopened.accept(lead('b'))
    expect(reopened.all().map((state) => state.lead.id)).toEqual(['a', 'b'])
    expect(log.entries[0]).toMatchObject({ level: 'warn', event: 'outbox.damaged-lines' })
    reopened.close()
    expect(open(dataDir).all()).toHaveLength(2)
  })

  it('drops delivered and refused leads after the retention period, never pending or failed ones', () => {
    const dataDir = freshDir()
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString()
    const outbox = open(dataDir)
    for (const id of ['delivered', 'pending', 'failed']) outbox.accept(lead(id, old))
    outbox.refuse(lead('refused', old), 'honeypot')
    outbox.recordAttempt('delivered', { result: 'delivered' })
    outbox.recordAttempt('failed', { result: 'rejected', status: 403, error: 'Forbidden' })
    outbox.close()
    const reopened = open(dataDir)
    expect(reopened.all().map((state) => [state.lead.id, state.status])).toEqual([
      ['failed', 'failed'],
      ['pending', 'pending'],
    ])
    reopened.close()
    expect(readFileSync(journalPath(dataDir), 'utf8')).not.toContain('"delivered"')
  })

  it('applies each record once, and compacts to records that rebuild the same states', () => {
    const states = new Map<string, LeadState>()
    const accepted = { t: 'accepted', at: '2026-01-01T00:00:00.000Z', lead: lead('a') } as const
    const attempt = {
      t: 'attempt',
      at: '2026-01-01T00:00:01.000Z',
      id: 'a',
      n: 1,
      result: 'retry',
      error: 'x',
      retryAt: '2026-01-01T00:00:02.000Z',
    } as const
    for (const record of [accepted, accepted, attempt, attempt]) applyRecord(states, record)
    expect(states.get('a')).toMatchObject({
      attempts: 1,
      status: 'pending',
      nextAttemptAt: '2026-01-01T00:00:02.000Z',
    })
    const rebuilt = new Map<string, LeadState>()
    for (const record of recordsOf(states.get('a')!)) applyRecord(rebuilt, record)
    expect(rebuilt.get('a')).toEqual(states.get('a'))
  })

  it('never marks a lead delivered twice', () => {
    const states = new Map<string, LeadState>()
    applyRecord(states, { t: 'accepted', at: '2026-01-01T00:00:00.000Z', lead: lead('a') })
    applyRecord(states, { t: 'attempt', at: '2026-01-01T00:00:01.000Z', id: 'a', n: 1, result: 'delivered' })
    applyRecord(states, { t: 'attempt', at: '2026-01-01T00:00:02.000Z', id: 'a', n: 2, result: 'delivered' })
    applyRecord(states, { t: 'requeued', at: '2026-01-01T00:00:03.000Z', id: 'a' })
    expect(states.get('a')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      deliveredAt: '2026-01-01T00:00:01.000Z',
    })
  })

  it('refuses to re-send a delivered lead', () => {
    const outbox = open(freshDir())
    outbox.accept(lead('a'))
    outbox.recordAttempt('a', { result: 'delivered' })
    expect(() => outbox.requeue('a')).toThrow(/already delivered/)
    outbox.close()
  })

  it('names leads by arrival time', () => {
    expect(newLeadId(new Date('2026-11-23T16:30:12.345Z'))).toMatch(/^20261123-163012-[0-9a-f]{4}$/)
  })
})

describe('the outbox lock', () => {
  it("lets one process at a time own the outbox, and takes over a dead one's lock", () => {
    const dataDir = freshDir()
    const outbox = open(dataDir)
    expect(() => open(dataDir)).toThrow(OutboxBusyError)
    outbox.close()
    open(dataDir).close()
    const file = path.join(freshDir(), 'lock')
    writeFileSync(file, '999999999')
    const release = acquireLock(file)
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid))
    release()
    // A restarted container may give the server its predecessor's pid: that lock is stale too.
    writeFileSync(file, String(process.pid))
    acquireLock(file)()
  })
})
