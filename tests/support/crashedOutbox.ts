/**
 * Outboxes as an operator finds them after a crash: the database and its write-ahead log exactly as
 * a process killed with -9 leaves them (a copy of the files of an open outbox, taken between two
 * commits; every commit is synced, so that is what is on disk), and ways to damage them as a disk,
 * a careless copy or a filesystem error would.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  closeSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { submissionHash } from '../../relay/intake'
import { LeadStore, type NewLead } from '../../relay/leadStore'
import { openOutboxDatabase, outboxDatabasePath, type OpenOutbox } from '../../server/outbox/sqlite'

const roomy = { limit: 1_000_000, windowMs: 60_000 }

let counter = 0

/** A lead as the relay stores it, pending. */
export function storedLead(): NewLead {
  counter++
  const submission = {
    name: 'Olha Shevchenko',
    email: `olha${counter}@ledgerline.example`,
    phone: '+48 600 000 000',
    company: `Ledgerline ${counter}`,
    industry: 'Finance',
    message: `We want 20 qualified demos a month with CFOs in Poland (${counter}). `.repeat(20),
  }
  return {
    id: `crash-${Date.now()}-${counter}`,
    key: `crash-key-${Date.now()}-${counter}`.padEnd(20, '0'),
    bodyHash: submissionHash(submission),
    fingerprint: `fingerprint-${counter}`,
    receivedAt: Date.now(),
    submission,
    message: `<b>New lead</b>\n${JSON.stringify(submission)}`,
  }
}

export async function storeLeads(database: OpenOutbox, count: number): Promise<void> {
  const store = new LeadStore(database.sql)
  for (let index = 0; index < count; index++)
    await store.admit(storedLead(), `address-${index}`, 0, roomy, roomy)
}

/** Copies the outbox's files as they are on disk now into `dataDir` (created), as kill -9 leaves them. */
export function copyAsCrashed(fromDataDir: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  for (const suffix of ['', '-wal']) {
    const from = outboxDatabasePath(fromDataDir) + suffix
    if (existsSync(from)) copyFileSync(from, outboxDatabasePath(dataDir) + suffix)
  }
}

/** An outbox in `dataDir` holding `leads` pending leads, as a server killed with -9 leaves it. */
export async function crashedOutbox(dataDir: string, leads = 10): Promise<void> {
  const source = mkdtempSync(path.join(tmpdir(), 'crashed-outbox-'))
  const database = openOutboxDatabase(source)
  try {
    await storeLeads(database, leads)
    copyAsCrashed(source, dataDir)
  } finally {
    database.close()
    rmSync(source, { recursive: true, force: true })
  }
}

/** Writes `bytes` into `file` at `offset`, in place. */
export function overwrite(file: string, offset: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+')
  try {
    writeSync(fd, bytes, 0, bytes.length, offset)
  } finally {
    closeSync(fd)
  }
}

/** 2 KB that no SQLite page or frame holds. */
export const GARBAGE = Buffer.alloc(2048, 0xa5)

/**
 * Changes the row an entry of the index `index` points to (the last byte of the index's first
 * page), in an outbox closed cleanly: SQLite opens it and counts its leads as if nothing happened.
 */
export function damageIndexPage(dataDir: string, index = 'leads_received'): void {
  const database = openOutboxDatabase(dataDir)
  const { rootpage } = database.db
    .prepare('SELECT rootpage FROM sqlite_master WHERE name = ?')
    .get(index) as {
    rootpage: number
  }
  const pageSize = database.db.pragma('page_size', { simple: true }) as number
  database.close()
  const file = outboxDatabasePath(dataDir)
  const lastByte = rootpage * pageSize - 1
  overwrite(file, lastByte, Buffer.from([readFileSync(file)[lastByte]! ^ 0x03]))
}

/**
 * Cuts the log of the SQLite database `file` half-way, inside a frame (a cut at a frame's end is
 * indistinguishable from a crash before a commit); returns its new size.
 */
export function tearLogOf(file: string): number {
  const log = `${file}-wal`
  // The log's header names its page size; a frame is a 24-byte header and a page.
  const frame = 24 + readFileSync(log).readUInt32BE(8)
  const half = Math.floor(statSync(log).size / 2)
  const torn = half - ((half - 32) % frame) + frame / 2
  truncateSync(log, torn)
  return torn
}

/**
 * Ends the outbox's log as a full disk leaves it: a frame of a transaction that failed, begun after
 * the last one and cut where the file system's last free block ended (st_blksize); returns the
 * log's new size.
 */
export function appendFrameCutByFullDisk(dataDir: string): number {
  const log = `${outboxDatabasePath(dataDir)}-wal`
  const { size, blksize } = statSync(log)
  const block = blksize || 4096
  // The frame's header: page 2, no commit, this log's salts; its page, as far as the block allowed.
  const header = Buffer.alloc(24)
  header.writeUInt32BE(2, 0)
  readFileSync(log).copy(header, 8, 16, 24)
  let end = Math.ceil(size / block) * block
  if (end - size <= header.length) end += block
  const frame = Buffer.alloc(end - size, 0x5a)
  header.copy(frame)
  overwrite(log, size, frame)
  return end
}

/** Cuts the outbox's log half-way (tearLogOf). */
export function tearLog(dataDir: string): number {
  return tearLogOf(outboxDatabasePath(dataDir))
}
