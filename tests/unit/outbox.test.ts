import {
  appendFileSync,
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { submissionHash } from '../../relay/intake'
import { LeadStore, type NewLead } from '../../relay/leadStore'
import { memoryLogger } from '../../server/log'
import { backupOutbox, restoreOutbox } from '../../server/outbox/backup'
import { openOutbox } from '../../server/outbox/outbox'
import {
  applyMigrations,
  MIGRATIONS_DIR,
  openOutboxDatabase,
  OutboxBusyError,
  OutboxDamagedError,
  OutboxUnavailableError,
} from '../../server/outbox/sqlite'
import {
  copyAsCrashed,
  crashedOutbox,
  damageIndexPage,
  GARBAGE,
  overwrite,
  storeLeads,
  tearLog,
  appendFrameCutByFullDisk,
} from '../support/crashedOutbox'
import { testSettings } from '../support/relayStack'

const dirs: string[] = []
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-store-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const submission = {
  name: 'Al',
  email: 'al@x.example',
  phone: '1',
  company: 'X',
  industry: 'Other',
  message: '0123456789',
}

let next = 0
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  next++
  return {
    id: `lead-${next}`,
    key: `key-${next}`.padEnd(20, '0'),
    bodyHash: submissionHash(submission),
    fingerprint: `fingerprint-${next}`,
    receivedAt: 1_000_000,
    submission,
    message: `message ${next}`,
    ...overrides,
  }
}

function openStore(dataDir = freshDir()) {
  const database = openOutboxDatabase(dataDir)
  let token = 0
  return { database, store: new LeadStore(database.sql, () => `token-${++token}`) }
}

describe('the outbox database', () => {
  it('applies the migrations once, recorded as wrangler records them for D1', () => {
    const dataDir = freshDir()
    const first = openOutboxDatabase(dataDir)
    const applied = first.db.prepare('SELECT name FROM d1_migrations').all()
    expect(applied).toEqual(readdirSync(MIGRATIONS_DIR).map((name) => ({ name })))
    expect(applyMigrations(first.db)).toEqual([])
    first.close()
    const again = openOutboxDatabase(dataDir)
    expect(again.db.prepare('SELECT count(*) AS n FROM d1_migrations').get()).toEqual({ n: applied.length })
    expect(again.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(again.db.pragma('synchronous', { simple: true })).toBe(2)
    again.close()
  })

  it('is readable by its owner only, every file of it, and so is DATA_DIR, whatever the umask', async () => {
    const dataDir = path.join(freshDir(), 'var')
    const umask = process.umask(0o000)
    try {
      // A log an earlier version left readable by everyone.
      await crashedOutbox(dataDir, 1)
      chmodSync(path.join(dataDir, 'outbox.sqlite-wal'), 0o644)
      const database = openOutboxDatabase(dataDir)
      const modes = () =>
        Object.fromEntries(
          readdirSync(dataDir).map((name) => [name, statSync(path.join(dataDir, name)).mode & 0o777]),
        )
      expect(modes()).toEqual({ 'outbox.sqlite': 0o600, 'outbox.sqlite-wal': 0o600, lock: 0o600 })
      await storeLeads(database, 1)
      database.close()
      rmSync(dataDir, { recursive: true })
      openOutboxDatabase(dataDir).close()
      expect(modes()).toEqual({ 'outbox.sqlite': 0o600, lock: 0o600 })
    } finally {
      process.umask(umask)
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
  })

  it('is held by one process: a second opening is refused, naming the file', () => {
    const dataDir = freshDir()
    const held = openOutboxDatabase(dataDir)
    try {
      expect(() => openOutboxDatabase(dataDir, { busyTimeoutMs: 50 })).toThrow(OutboxBusyError)
      expect(() => openOutboxDatabase(dataDir, { busyTimeoutMs: 50 })).toThrow(
        /DATA_DIR=.* is in use by another process .*stop it first/,
      )
    } finally {
      held.close()
    }
    openOutboxDatabase(dataDir).close()
  })

  it('refuses a DATA_DIR it cannot use, saying which and what to do', () => {
    const file = path.join(freshDir(), 'not-a-folder')
    writeFileSync(file, '')
    expect(() => openOutboxDatabase(file)).toThrow(OutboxUnavailableError)
    expect(() => openOutboxDatabase(file)).toThrow(/DATA_DIR=.*not-a-folder cannot be used.*writable folder/)
  })
})

describe('a damaged outbox', () => {
  const wal = (dataDir: string) => path.join(dataDir, 'outbox.sqlite-wal')
  const FRAME = 24 + 4096
  /** The leads SQLite alone shows of an outbox: what the server saw before it checked the log. */
  const leadsSqliteShows = (dataDir: string) => {
    const copy = freshDir()
    copyAsCrashed(dataDir, copy)
    const db = new Database(path.join(copy, 'outbox.sqlite'))
    try {
      return (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  const leadsIn = (dataDir: string) => {
    const database = openOutboxDatabase(dataDir)
    try {
      return (database.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
    } finally {
      database.close()
    }
  }

  it('refuses a log cut short, naming it and what to do, where SQLite alone would drop leads in silence', async () => {
    const dataDir = freshDir()
    await crashedOutbox(dataDir, 10)
    const torn = tearLog(dataDir)
    expect(leadsSqliteShows(dataDir)).toBeLessThan(10)
    expect(() => openOutboxDatabase(dataDir)).toThrow(OutboxDamagedError)
    expect(() => openOutboxDatabase(dataDir)).toThrow(
      new RegExp(
        `^The outbox's log ${wal(dataDir)} is damaged \\(it ends 2060 bytes into frame \\d+: the file was cut short; SQLite would open the outbox without the leads after the damage, and say nothing\\)` +
          `.*keep a copy of ${dataDir} as it is, then restore the latest backup with \`npm run leads -- restore <backup file>\``,
      ),
    )
    // Refused before SQLite opened it: the log is as it was, for the operator or a restore.
    expect(statSync(wal(dataDir)).size).toBe(torn)
  })

  it('opens a log whose last frame a full disk cut short at a block boundary, with every lead: that write failed and was never acknowledged', async () => {
    const dataDir = freshDir()
    await crashedOutbox(dataDir, 10)
    const frame = 24 + readFileSync(wal(dataDir)).readUInt32BE(8)
    const size = appendFrameCutByFullDisk(dataDir)
    expect((size - 32) % frame).not.toBe(0)
    expect(leadsIn(dataDir)).toBe(10)
  })

  it('refuses a log overwritten in its middle with 2 KB of garbage', async () => {
    const dataDir = freshDir()
    await crashedOutbox(dataDir, 10)
    overwrite(wal(dataDir), Math.floor(statSync(wal(dataDir)).size / 2), GARBAGE)
    expect(leadsSqliteShows(dataDir)).toBeLessThan(10)
    expect(() => openOutboxDatabase(dataDir)).toThrow(
      /log .*outbox\.sqlite-wal is damaged \(frame \d+ of \d+ does not check out, and \d+ committed transactions after it would be dropped;/,
    )
  })

  it('refuses a damaged page that SQLite opens without a word (integrity check)', async () => {
    const dataDir = freshDir()
    const database = openOutboxDatabase(dataDir)
    await storeLeads(database, 10)
    database.close()
    damageIndexPage(dataDir)
    expect(leadsSqliteShows(dataDir)).toBe(10)
    expect(() => openOutboxDatabase(dataDir)).toThrow(
      new RegExp(
        `^The outbox ${path.join(dataDir, 'outbox.sqlite')} is damaged \\(integrity check: .+\\): keep a copy`,
      ),
    )
  })

  it('opens what a crash leaves: a transaction that never committed, and the frames it left after a restart', async () => {
    const running = freshDir()
    const database = openOutboxDatabase(running)
    await storeLeads(database, 5)
    const committed = statSync(wal(running)).size
    // A large transaction spills pages into the log before its commit; the process dies there.
    database.db.pragma('cache_size = 2')
    database.db.exec('BEGIN')
    const refusal = database.db.prepare(
      "INSERT INTO refusals (hour, reason, count) VALUES (?, 'too-fast', 1)",
    )
    for (let hour = 0; hour < 3000; hour++) refusal.run(hour)
    const crashed = freshDir()
    copyAsCrashed(running, crashed)
    database.db.exec('ROLLBACK')
    database.close()
    expect(statSync(wal(crashed)).size).toBeGreaterThan(committed + 4 * FRAME)
    // Restarted: a shorter transaction overwrites the start of the uncommitted one, and it dies again.
    const restarted = openOutboxDatabase(crashed)
    await storeLeads(restarted, 1)
    const again = freshDir()
    copyAsCrashed(crashed, again)
    restarted.close()
    expect(leadsIn(again)).toBe(6)
  })

  it('opens a log whose last frame lost its page in a crash, and a restarted log over an earlier one', async () => {
    const cut = freshDir()
    await crashedOutbox(cut, 3)
    const salts = readFileSync(wal(cut)).subarray(16, 24)
    const frameHeader = Buffer.concat([Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]), salts, Buffer.alloc(8)])
    appendFileSync(wal(cut), frameHeader)
    expect(leadsIn(cut)).toBe(3)

    const running = freshDir()
    const database = openOutboxDatabase(running)
    await storeLeads(database, 20)
    const firstSalt = readFileSync(wal(running)).readUInt32BE(16)
    database.db.pragma('wal_checkpoint(PASSIVE)')
    await storeLeads(database, 1)
    const restarted = freshDir()
    copyAsCrashed(running, restarted)
    database.close()
    expect(readFileSync(wal(restarted)).readUInt32BE(16)).not.toBe(firstSalt)
    expect(leadsIn(restarted)).toBe(21)
  })
})

describe('backup and restore', () => {
  const count = (file: string) => {
    const db = new Database(file, { readonly: true })
    try {
      return db.prepare('SELECT id FROM leads').all().length
    } finally {
      db.close()
    }
  }

  it('copies the outbox while leads keep coming: one consistent file, readable by its owner only', async () => {
    const dataDir = freshDir()
    const database = openOutboxDatabase(dataDir)
    await storeLeads(database, 200)
    const file = path.join(freshDir(), 'outbox-backup.sqlite')
    let stored = 200
    let copying = true
    // Leads between the backup's steps (it yields to the event loop every 100 pages).
    const arriving = (async () => {
      while (copying) {
        await storeLeads(database, 1)
        stored++
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const copy = await backupOutbox(database.db, dataDir, file)
    const storedWhenDone = stored
    copying = false
    await arriving
    database.close()
    expect(storedWhenDone).toBeGreaterThan(200)
    expect(copy).toMatchObject({ file, leads: { pending: storedWhenDone, delivered: 0, failed: 0 } })
    expect(count(file)).toBe(storedWhenDone)
    expect(readdirSync(path.dirname(file))).toEqual(['outbox-backup.sqlite'])
    expect(statSync(file).mode & 0o777).toBe(0o600)
    await expect(backupOutbox(database.db, dataDir, path.join(dataDir, 'outbox.sqlite'))).rejects.toThrow(
      /is a file of the outbox itself/,
    )
  })

  it('puts a backup in place of the outbox and keeps the one it replaced; refused while the outbox is in use, or for a file that is no outbox', async () => {
    const source = freshDir()
    const backedUp = openOutboxDatabase(source)
    await storeLeads(backedUp, 7)
    const file = path.join(freshDir(), 'backup.sqlite')
    await backupOutbox(backedUp.db, source, file)
    backedUp.close()

    const dataDir = freshDir()
    const current = openOutboxDatabase(dataDir)
    await storeLeads(current, 3)
    await expect(restoreOutbox(dataDir, file)).rejects.toThrow(OutboxBusyError)
    current.close()
    const notAnOutbox = path.join(freshDir(), 'notes.txt')
    writeFileSync(notAnOutbox, 'leads, in a text file')
    await expect(restoreOutbox(dataDir, notAnOutbox)).rejects.toThrow(/notes\.txt cannot be read/)

    const restored = await restoreOutbox(dataDir, file, new Date('2026-05-04T10:20:30Z'))
    expect(restored).toMatchObject({
      leads: { pending: 7 },
      replacedAs: path.join(dataDir, 'outbox.sqlite.replaced-2026-05-04T10-20-30-000Z'),
    })
    expect(count(restored.replacedAs!)).toBe(3)
    const database = openOutboxDatabase(dataDir)
    expect(database.db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 7 })
    database.close()
  })

  it('restores what SQLite can still read of an outbox whose log is damaged, keeping the damaged files aside', async () => {
    const dataDir = freshDir()
    await crashedOutbox(dataDir, 10)
    const torn = tearLog(dataDir)
    const restored = await restoreOutbox(dataDir, path.join(dataDir, 'outbox.sqlite'))
    expect(restored.leads.pending).toBeGreaterThan(0)
    expect(restored.leads.pending).toBeLessThan(10)
    expect(statSync(`${restored.replacedAs!}-wal`).size).toBe(torn)
    const database = openOutboxDatabase(dataDir)
    expect(database.db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({
      n: restored.leads.pending,
    })
    database.close()
  })
})

describe('the lead store', () => {
  const roomy = { limit: 100, windowMs: 60_000 }
  const admit = (store: LeadStore, lead: NewLead, duplicateSince = 0, address = 'a') =>
    store.admit(lead, address, duplicateSince, roomy, roomy)

  it('stores a lead once per key, and once per fingerprint within the window', async () => {
    const { store, database } = openStore()
    const lead = newLead()
    expect(await admit(store, lead)).toEqual({ kind: 'stored' })
    expect(await admit(store, { ...newLead(), key: lead.key })).toMatchObject({
      kind: 'known',
      lead: { id: lead.id },
    })
    expect(await admit(store, { ...newLead(), fingerprint: lead.fingerprint }, 999_999)).toMatchObject({
      kind: 'known',
    })
    // Outside the window the same address and message is a new lead.
    expect(await admit(store, { ...newLead(), fingerprint: lead.fingerprint }, 1_000_000)).toEqual({
      kind: 'stored',
    })
    expect(await store.list()).toHaveLength(2)
    database.close()
  })

  it('admits atomically: at most the limit per address and in all, and a repeat takes no place', async () => {
    const { store, database } = openStore()
    const perAddress = { limit: 3, windowMs: 60_000 }
    const global = { limit: 5, windowMs: 60_000 }
    const at = (receivedAt: number) => newLead({ receivedAt })
    const repeated = at(10_000)
    const one = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        store.admit({ ...repeated, id: `again-${Math.random()}` }, 'a', 0, perAddress, global),
      ),
      ...Array.from({ length: 5 }, () => store.admit(at(10_000), 'a', 0, perAddress, global)),
    ])
    expect(one.filter((admission) => admission.kind === 'stored')).toHaveLength(3)
    expect(one.filter((admission) => admission.kind === 'known')).toHaveLength(3)
    expect(one.find((admission) => admission.kind === 'rate-limited')).toEqual({
      kind: 'rate-limited',
      waitMs: 60_000,
    })
    const others = await Promise.all(
      ['b', 'c', 'd'].map((address) => store.admit(at(20_000), address, 0, perAddress, global)),
    )
    expect(others.filter((admission) => admission.kind === 'stored')).toHaveLength(2)
    // Once the window has passed, places free up.
    expect(await store.admit(at(70_001), 'a', 0, perAddress, global)).toEqual({ kind: 'stored' })
    database.close()
  })

  it('lets no more attempts be in flight than the cap, and none while Telegram asked to wait', async () => {
    const { store, database } = openStore()
    const leads = [newLead(), newLead(), newLead()]
    for (const lead of leads) await admit(store, lead)
    const claims = await Promise.all(leads.map((lead) => store.claim(lead.id, 1_000_000, 30_000, 2)))
    expect(claims.filter(Boolean)).toHaveLength(2)
    const [first] = claims.filter(Boolean)
    await store.finish(
      first!,
      {
        kind: 'retry',
        error: 'Too Many Requests',
        httpStatus: 429,
        nextAttemptAt: 1_005_000,
        pauseUntil: 1_005_000,
      },
      1_000_100,
    )
    const waiting = leads.find((lead) => !claims.some((claim) => claim?.id === lead.id))!
    expect(await store.claim(waiting.id, 1_000_200, 30_000, 2)).toBeUndefined()
    expect(await store.claim(waiting.id, 1_005_000, 30_000, 2)).toMatchObject({ id: waiting.id, n: 1 })
    database.close()
  })

  it('takes a lead back from an attempt that never ended, once its lease is over', async () => {
    const { store, database } = openStore()
    const lead = newLead()
    await admit(store, lead)
    const lost = await store.claim(lead.id, 1_000_000, 30_000, 4)
    expect(await store.claim(lead.id, 1_020_000, 30_000, 4)).toBeUndefined()
    const second = await store.claim(lead.id, 1_030_000, 30_000, 4)
    expect(second).toMatchObject({ n: 2, failuresSoFar: 1 })
    expect((await store.attemptsOf(lead.id))[0]).toMatchObject({ n: 1, outcome: 'interrupted' })
    // The lost attempt cannot record a retry over the new one; a delivery it saw still counts.
    await store.finish(lost!, { kind: 'retry', error: 'late', nextAttemptAt: 0 }, 1_030_001)
    expect((await store.get(lead.id))!.leaseUntil).toBe(1_060_000)
    await store.finish(second!, { kind: 'delivered', messageId: 9 }, 1_030_500)
    expect(await store.attemptsOf(lead.id)).toEqual([
      expect.objectContaining({ n: 1, outcome: 'retry', error: 'late' }),
      expect.objectContaining({ n: 2, outcome: 'delivered' }),
    ])
    expect(await store.get(lead.id)).toMatchObject({ status: 'delivered', messageId: 9 })
    database.close()
  })

  it('after a restart, attempts left in flight are over and their leads due at once', async () => {
    const dataDir = freshDir()
    const first = openStore(dataDir)
    const lead = newLead()
    await admit(first.store, lead)
    await first.store.claim(lead.id, 1_000_000, 30_000, 4)
    first.database.close()
    const log = memoryLogger()
    const outbox = await openOutbox({
      dataDir,
      settings: testSettings(undefined),
      site: () => ({ brand: 'Bandera', leadRetentionDays: 30 }),
      log,
      now: () => 1_000_500,
    })
    expect(await outbox.store.dueLeadIds(1_000_500, 10)).toEqual([lead.id])
    expect(await outbox.store.attemptsOf(lead.id)).toEqual([
      expect.objectContaining({ outcome: 'interrupted' }),
    ])
    expect(log.entries.map((entry) => entry.event)).toContain('outbox.interrupted-attempts')
    await outbox.close()
  })

  it('purges delivered and failed leads past retention with their attempts, keeps pending ones', async () => {
    const { store, database } = openStore()
    const [delivered, failed, pending, recent] = [
      newLead(),
      newLead(),
      newLead(),
      newLead({ receivedAt: 50 * 86_400_000 }),
    ]
    for (const lead of [delivered, failed, pending, recent]) await admit(store, lead!, -1)
    for (const [lead, outcome] of [
      [delivered, { kind: 'delivered' }],
      [failed, { kind: 'rejected', httpStatus: 403, error: 'Forbidden' }],
      [recent, { kind: 'delivered' }],
    ] as const) {
      const claim = await store.claim(lead!.id, 50 * 86_400_000, 30_000, 4)
      await store.finish(claim!, outcome, 50 * 86_400_000)
    }
    await store.countRefusal('honeypot', 1000)
    const purged = await store.purge(50 * 86_400_000, 30, 60_000)
    expect(purged).toEqual({ leads: 2, rateEvents: 3 })
    expect((await store.list()).map((lead) => lead.id).sort()).toEqual([pending!.id, recent!.id].sort())
    expect(database.db.prepare('SELECT lead_id FROM attempts').all()).toEqual([{ lead_id: recent!.id }])
    expect(database.db.prepare('SELECT count(*) AS n FROM refusals').get()).toEqual({ n: 0 })
    database.close()
  })

  it('finds a lead by a unique prefix of its id, deletes it, and re-queues only what was not delivered', async () => {
    const { store, database } = openStore()
    const [one, two] = [newLead({ id: 'abc-1' }), newLead({ id: 'abd-2' })]
    for (const lead of [one, two]) await admit(store, lead!)
    expect(await store.idsStartingWith('ab')).toHaveLength(2)
    expect(await store.idsStartingWith('abc')).toEqual(['abc-1'])
    const claim = await store.claim('abc-1', 1_000_000, 30_000, 4)
    await store.finish(claim!, { kind: 'delivered' }, 1_000_001)
    await expect(store.requeue('abc-1', 1_000_002)).rejects.toThrow(/already delivered/)
    expect(await store.remove('abd-2')).toBe(true)
    expect(await store.remove('abd-2')).toBe(false)
    database.close()
  })
})
