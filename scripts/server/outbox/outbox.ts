/**
 * The durable outbox: every lead the relay accepts is written here (and flushed to disk) before the
 * first delivery attempt; every attempt and its outcome follows as another journal record. On start
 * the journal is replayed, so pending leads survive a restart; old delivered leads are dropped.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { SpamReason } from '@/features/contact/relay/intake'
import type { Logger } from '../log'
import { Journal, readJournal } from './journal'
import { acquireLock } from './lock'
import { applyRecord, recordsOf, type AttemptResult, type LeadState, type StoredLead } from './records'

const DAY_MS = 24 * 60 * 60 * 1000
/** Spam kept for review per hour; beyond that a flood is only logged. */
const REFUSED_KEPT_PER_HOUR = 200

export interface OutboxOptions {
  dataDir: string
  log: Logger
  /** Delivered and refused leads are dropped from disk this many days after they arrived. */
  retentionDays: number
  now?: () => number
}

export function journalPath(dataDir: string): string {
  return path.join(dataDir, 'outbox.jsonl')
}

/** A new lead id: sortable by arrival, readable in a terminal (20261123-163012-7f3a). */
export function newLeadId(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `${stamp}-${randomBytes(2).toString('hex')}`
}

export class Outbox {
  private readonly states = new Map<string, LeadState>()
  private readonly idsByKey = new Map<string, string>()
  private readonly idsByFingerprint = new Map<string, string>()
  private readonly journal: Journal
  private readonly releaseLock: () => void
  private readonly now: () => number
  private refusedThisHour = { hour: 0, count: 0 }

  private constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
    this.releaseLock = acquireLock(path.join(options.dataDir, 'outbox.lock'))
    try {
      const file = journalPath(options.dataDir)
      const { records, damagedLines } = readJournal(file)
      for (const record of records) applyRecord(this.states, record)
      if (damagedLines.length > 0) options.log('warn', 'outbox.damaged-lines', { file, lines: damagedLines })
      const dropped = this.dropExpired()
      this.journal = new Journal(file)
      if (dropped > 0 || damagedLines.length > 0 || records.length > this.states.size * 3) this.compact()
      for (const state of this.states.values()) this.index(state)
    } catch (error) {
      this.releaseLock()
      throw error
    }
  }

  /** Opens (or creates) the outbox in `dataDir`, taking its lock. */
  static open(options: OutboxOptions): Outbox {
    return new Outbox(options)
  }

  get(id: string): LeadState | undefined {
    return this.states.get(id)
  }

  findByKey(key: string): LeadState | undefined {
    const id = this.idsByKey.get(key)
    return id ? this.states.get(id) : undefined
  }

  /** An accepted lead with the same fingerprint that arrived within `withinMs`. */
  findDuplicate(fingerprint: string, withinMs: number): LeadState | undefined {
    const id = this.idsByFingerprint.get(fingerprint)
    const state = id ? this.states.get(id) : undefined
    if (!state || state.status === 'refused') return undefined
    return this.now() - Date.parse(state.lead.receivedAt) <= withinMs ? state : undefined
  }

  /** Every lead, oldest first. */
  all(): LeadState[] {
    return [...this.states.values()].sort((a, b) => a.lead.id.localeCompare(b.lead.id))
  }

  pending(): LeadState[] {
    return this.all().filter((state) => state.status === 'pending')
  }

  accept(lead: StoredLead): LeadState {
    return this.write({ t: 'accepted', at: lead.receivedAt, lead }, lead.id)
  }

  /** Keeps a refused lead for review, unless a flood has already filled this hour's share. */
  refuse(lead: StoredLead, reason: SpamReason): LeadState | undefined {
    const hour = Math.floor(this.now() / 3_600_000)
    if (this.refusedThisHour.hour !== hour) this.refusedThisHour = { hour, count: 0 }
    if (++this.refusedThisHour.count > REFUSED_KEPT_PER_HOUR) return undefined
    return this.write({ t: 'refused', at: lead.receivedAt, lead, reason }, lead.id)
  }

  recordAttempt(
    id: string,
    outcome: { result: AttemptResult; status?: number; error?: string; messageId?: number; retryAt?: number },
  ): LeadState {
    const state = this.require(id)
    const { retryAt, ...rest } = outcome
    return this.write(
      {
        t: 'attempt',
        at: new Date(this.now()).toISOString(),
        id,
        n: state.attempts + 1,
        ...rest,
        ...(retryAt !== undefined ? { retryAt: new Date(retryAt).toISOString() } : {}),
      },
      id,
    )
  }

  /** Makes a failed or refused lead pending again (an operator's re-send). */
  requeue(id: string): LeadState {
    const state = this.require(id)
    if (state.status === 'delivered')
      throw new Error(`Lead ${id} was already delivered on ${state.deliveredAt}.`)
    if (state.status === 'pending') return state
    return this.write({ t: 'requeued', at: new Date(this.now()).toISOString(), id }, id)
  }

  close(): void {
    this.journal.close()
    this.releaseLock()
  }

  private write(record: Parameters<Journal['append']>[0], id: string): LeadState {
    this.journal.append(record)
    applyRecord(this.states, record)
    const state = this.require(id)
    this.index(state)
    return state
  }

  private require(id: string): LeadState {
    const state = this.states.get(id)
    if (!state) throw new Error(`No lead with id ${id}.`)
    return state
  }

  private index(state: LeadState): void {
    this.idsByKey.set(state.lead.key, state.lead.id)
    if (state.status !== 'refused') this.idsByFingerprint.set(state.lead.fingerprint, state.lead.id)
  }

  private dropExpired(): number {
    const cutoff = this.now() - this.options.retentionDays * DAY_MS
    let dropped = 0
    for (const [id, state] of this.states) {
      const done = state.status === 'delivered' || state.status === 'refused'
      if (done && Date.parse(state.lead.receivedAt) < cutoff) {
        this.states.delete(id)
        dropped++
      }
    }
    return dropped
  }

  private compact(): void {
    this.journal.rewrite(this.all().flatMap(recordsOf))
  }
}
