/**
 * Every SQL statement of the lead outbox (tables: migrations/0001_outbox.sql), the same on SQLite and
 * D1. Each decision that must hold under parallel requests is one statement or one batch, so it holds
 * on either database: the idempotency key and the duplicate check are part of the INSERT, the rate
 * limits of the rate event's INSERT, and the global cap on deliveries in flight of the claim's UPDATE.
 */
import type { ContactSubmission } from '@/features/contact/schema'
import type { SpamReason } from './intake'
import type { RateWindow } from './settings'
import { sql, type SqlDatabase } from './sql'

export type LeadStatus = 'pending' | 'delivered' | 'failed'
export const LEAD_STATUSES: LeadStatus[] = ['pending', 'delivered', 'failed']

export interface Lead {
  id: string
  key: string
  bodyHash: string
  fingerprint: string
  receivedAt: number
  submission: ContactSubmission
  /** The chat message. */
  message: string
  status: LeadStatus
  attempts: number
  nextAttemptAt: number
  /** An attempt holds the lead until then. */
  leaseUntil?: number
  lastStatus?: number
  lastError?: string
  deliveredAt?: number
  messageId?: number
  failedAt?: number
}

export interface Attempt {
  n: number
  startedAt: number
  finishedAt?: number
  /** Undefined while in flight. */
  outcome?: 'delivered' | 'retry' | 'rejected' | 'interrupted'
  httpStatus?: number
  error?: string
}

/** A lead to store, as the relay made it from a request. */
export type NewLead = Pick<
  Lead,
  'id' | 'key' | 'bodyHash' | 'fingerprint' | 'receivedAt' | 'submission' | 'message'
>

export type Admission =
  | { kind: 'stored' }
  /** Its key, or the same lead under another key, was there first. */
  | { kind: 'known'; lead: Lead }
  | { kind: 'rate-limited'; waitMs: number }

/** One attempt in flight: only its holder may record its outcome. */
export interface Claim {
  id: string
  token: string
  /** This attempt's number (1 for the first). */
  n: number
  /** Attempts that count for the backoff (those since the last re-send by an operator). */
  failuresSoFar: number
  message: string
}

export type AttemptOutcome =
  | { kind: 'delivered'; messageId?: number; httpStatus?: number }
  | { kind: 'rejected'; httpStatus: number; error: string }
  | {
      kind: 'retry'
      httpStatus?: number
      error: string
      nextAttemptAt: number
      /** Telegram asked to wait (429): nothing is sent to it before then. */
      pauseUntil?: number
    }

export interface OutboxSummary {
  pending: number
  delivered: number
  failed: number
  /** Pending leads that arrived before the "stuck" threshold. */
  waitingTooLong: number
  oldestPendingAt?: number
  /** Spam refused (counts only) in the last 24 hours. */
  spamRefused24h: number
}

interface LeadRow {
  id: string
  idempotency_key: string
  body_hash: string
  fingerprint: string
  received_at: number
  submission: string
  message: string
  status: LeadStatus
  attempts: number
  next_attempt_at: number
  lease_until: number | null
  last_status: number | null
  last_error: string | null
  delivered_at: number | null
  message_id: number | null
  failed_at: number | null
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const PAUSED_UNTIL = 'telegram_paused_until'

function defined<T>(value: T | null): T | undefined {
  return value === null ? undefined : value
}

function leadOf(row: LeadRow): Lead {
  const optional = {
    leaseUntil: defined(row.lease_until),
    lastStatus: defined(row.last_status),
    lastError: defined(row.last_error),
    deliveredAt: defined(row.delivered_at),
    messageId: defined(row.message_id),
    failedAt: defined(row.failed_at),
  }
  return {
    id: row.id,
    key: row.idempotency_key,
    bodyHash: row.body_hash,
    fingerprint: row.fingerprint,
    receivedAt: row.received_at,
    submission: JSON.parse(row.submission) as ContactSubmission,
    message: row.message,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    ...(Object.fromEntries(
      Object.entries(optional).filter(([, value]) => value !== undefined),
    ) as Partial<Lead>),
  }
}

export class LeadStore {
  constructor(
    readonly db: SqlDatabase,
    /** Makes lease tokens; crypto.randomUUID in production. */
    private readonly newToken: () => string = () => crypto.randomUUID(),
  ) {}

  async get(id: string): Promise<Lead | undefined> {
    const row = await this.db.first<LeadRow>(sql('SELECT * FROM leads WHERE id = ?', id))
    return row && leadOf(row)
  }

  async findByKey(key: string): Promise<Lead | undefined> {
    const row = await this.db.first<LeadRow>(sql('SELECT * FROM leads WHERE idempotency_key = ?', key))
    return row && leadOf(row)
  }

  /** The newest lead with this fingerprint that arrived after `since`. */
  async findDuplicate(fingerprint: string, since: number): Promise<Lead | undefined> {
    const row = await this.db.first<LeadRow>(
      sql(
        'SELECT * FROM leads WHERE fingerprint = ? AND received_at > ? ORDER BY received_at DESC LIMIT 1',
        fingerprint,
        since,
      ),
    )
    return row && leadOf(row)
  }

  /**
   * Stores a new lead if its key is new, no lead with its fingerprint arrived after `duplicateSince`,
   * and both rate limits leave a place for `address` (a hash): all checked and written in one
   * transaction, so parallel requests can neither store a lead twice nor pass a limit. A repeated
   * key or a duplicate never takes a place.
   */
  async admit(
    lead: NewLead,
    address: string,
    duplicateSince: number,
    perAddress: RateWindow,
    global: RateWindow,
  ): Promise<Admission> {
    const now = lead.receivedAt
    await this.db.batch([
      sql(
        `INSERT INTO rate_events (address, at, lead_id) SELECT ?, ?, ?
         WHERE NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?)
           AND NOT EXISTS (SELECT 1 FROM leads WHERE fingerprint = ? AND received_at > ?)
           AND (SELECT count(*) FROM rate_events WHERE address = ? AND at > ?) < ?
           AND (SELECT count(*) FROM rate_events WHERE at > ?) < ?`,
        address,
        now,
        lead.id,
        lead.key,
        lead.fingerprint,
        duplicateSince,
        address,
        now - perAddress.windowMs,
        perAddress.limit,
        now - global.windowMs,
        global.limit,
      ),
      sql(
        `INSERT INTO leads (id, idempotency_key, body_hash, fingerprint, received_at, submission, message,
           status, next_attempt_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, 'pending', ?
         WHERE EXISTS (SELECT 1 FROM rate_events WHERE lead_id = ?)`,
        lead.id,
        lead.key,
        lead.bodyHash,
        lead.fingerprint,
        now,
        JSON.stringify(lead.submission),
        lead.message,
        now,
        lead.id,
      ),
    ])
    if (await this.get(lead.id)) return { kind: 'stored' }
    const known =
      (await this.findByKey(lead.key)) ?? (await this.findDuplicate(lead.fingerprint, duplicateSince))
    if (known) return { kind: 'known', lead: known }
    const waitFor = async (window: RateWindow, where: string, ...params: string[]) => {
      const rows = await this.db.all<{ at: number }>(
        sql(
          `SELECT at FROM rate_events WHERE ${where} at > ? ORDER BY at DESC LIMIT ?`,
          ...params,
          now - window.windowMs,
          window.limit,
        ),
      )
      return rows.length < window.limit ? 0 : rows[rows.length - 1]!.at + window.windowMs - now
    }
    const wait = Math.max(await waitFor(perAddress, 'address = ? AND', address), await waitFor(global, ''))
    // A place freed up between the two statements: the visitor may try again in a moment.
    return { kind: 'rate-limited', waitMs: Math.max(wait, 1000) }
  }

  /** Counts a refused spam submission (nothing of it is kept). */
  async countRefusal(reason: SpamReason, now: number): Promise<void> {
    await this.db.run(
      sql(
        `INSERT INTO refusals (hour, reason, count) VALUES (?, ?, 1)
         ON CONFLICT (hour, reason) DO UPDATE SET count = count + 1`,
        Math.floor(now / HOUR_MS),
        reason,
      ),
    )
  }

  /**
   * Takes a due pending lead for one attempt: only if no attempt holds it, fewer than `maxInFlight`
   * attempts are in flight in all, and Telegram has not asked to wait. Until the attempt records its
   * outcome, the lead is held for `leaseMs`; if the attempt's process dies, it is tried again after.
   */
  async claim(id: string, now: number, leaseMs: number, maxInFlight: number): Promise<Claim | undefined> {
    const token = this.newToken()
    const [claimed] = await this.db.batch([
      sql(
        `UPDATE leads SET attempts = attempts + 1, lease_until = ?, lease_token = ?, next_attempt_at = ?
         WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?
           AND (lease_until IS NULL OR lease_until <= ?)
           AND (SELECT count(*) FROM leads WHERE lease_until > ?) < ?
           AND coalesce((SELECT value FROM relay_state WHERE name = '${PAUSED_UNTIL}'), 0) <= ?
         RETURNING attempts, backoff_from, message`,
        now + leaseMs,
        token,
        now + leaseMs,
        id,
        now,
        now,
        now,
        maxInFlight,
        now,
      ),
      // An earlier attempt whose process died before it could record an outcome.
      sql(
        `UPDATE attempts SET outcome = 'interrupted', finished_at = ?
         WHERE lead_id = ? AND outcome IS NULL
           AND EXISTS (SELECT 1 FROM leads WHERE id = ? AND lease_token = ?)`,
        now,
        id,
        id,
        token,
      ),
      sql(
        `INSERT INTO attempts (lead_id, n, started_at)
         SELECT id, attempts, ? FROM leads WHERE id = ? AND lease_token = ?`,
        now,
        id,
        token,
      ),
    ])
    const row = claimed?.[0] as { attempts: number; backoff_from: number; message: string } | undefined
    if (!row) return undefined
    return {
      id,
      token,
      n: row.attempts,
      failuresSoFar: row.attempts - 1 - row.backoff_from,
      message: row.message,
    }
  }

  /** Records the outcome of a claimed attempt and releases the lead. */
  async finish(claim: Claim, outcome: AttemptOutcome, now: number): Promise<void> {
    const recordAttempt = (result: 'delivered' | 'retry' | 'rejected', httpStatus?: number, error?: string) =>
      sql(
        `UPDATE attempts SET outcome = ?, finished_at = ?, http_status = ?, error = ? WHERE lead_id = ? AND n = ?`,
        result,
        now,
        httpStatus ?? null,
        error ?? null,
        claim.id,
        claim.n,
      )
    const release = 'lease_until = NULL, lease_token = NULL'
    switch (outcome.kind) {
      case 'delivered':
        // Recorded whoever holds the lead now: it reached the chat, so it must never be sent again.
        await this.db.batch([
          sql(
            `UPDATE leads SET status = 'delivered', delivered_at = ?, message_id = ?, last_status = NULL,
               last_error = NULL, ${release}
             WHERE id = ? AND status <> 'delivered'`,
            now,
            outcome.messageId ?? null,
            claim.id,
          ),
          recordAttempt('delivered', outcome.httpStatus),
        ])
        return
      case 'rejected':
        await this.db.batch([
          sql(
            `UPDATE leads SET status = 'failed', failed_at = ?, last_status = ?, last_error = ?, ${release}
             WHERE id = ? AND lease_token = ?`,
            now,
            outcome.httpStatus,
            outcome.error,
            claim.id,
            claim.token,
          ),
          recordAttempt('rejected', outcome.httpStatus, outcome.error),
        ])
        return
      case 'retry': {
        const statements = [
          sql(
            `UPDATE leads SET next_attempt_at = ?, last_status = ?, last_error = ?, ${release}
             WHERE id = ? AND lease_token = ?`,
            outcome.nextAttemptAt,
            outcome.httpStatus ?? null,
            outcome.error,
            claim.id,
            claim.token,
          ),
          recordAttempt('retry', outcome.httpStatus, outcome.error),
        ]
        if (outcome.pauseUntil !== undefined)
          statements.push(
            sql(
              `INSERT INTO relay_state (name, value) VALUES ('${PAUSED_UNTIL}', ?)
               ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)`,
              outcome.pauseUntil,
            ),
          )
        await this.db.batch(statements)
        return
      }
    }
  }

  /** Pending leads due for an attempt and held by none, the longest waiting first. */
  async dueLeadIds(now: number, limit: number): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      sql(
        `SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= ?
           AND (lease_until IS NULL OR lease_until <= ?)
         ORDER BY next_attempt_at LIMIT ?`,
        now,
        now,
        limit,
      ),
    )
    return rows.map((row) => row.id)
  }

  /** When the next pending lead can be tried (after its lease and any pause), or undefined. */
  async nextAttemptAt(): Promise<number | undefined> {
    const row = await this.db.first<{ at: number | null; paused: number | null }>(
      sql(
        `SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at,
           (SELECT value FROM relay_state WHERE name = '${PAUSED_UNTIL}') AS paused
         FROM leads WHERE status = 'pending'`,
      ),
    )
    if (!row || row.at === null) return undefined
    return Math.max(row.at, row.paused ?? 0)
  }

  /**
   * After a restart of the only process that uses the database: attempts it had in flight are over,
   * and their leads are due at once.
   */
  async releaseLeases(now: number): Promise<number> {
    const [, released] = await this.db.batch([
      sql(`UPDATE attempts SET outcome = 'interrupted', finished_at = ? WHERE outcome IS NULL`, now),
      sql(
        `UPDATE leads SET lease_until = NULL, lease_token = NULL, next_attempt_at = min(next_attempt_at, ?)
         WHERE lease_until IS NOT NULL RETURNING id`,
        now,
      ),
    ])
    return released?.length ?? 0
  }

  /**
   * Deletes delivered and failed leads older than the retention period (with their attempts), rate
   * events past the longest window and spam counts past the retention period. Pending leads stay
   * until they are delivered.
   */
  async purge(
    now: number,
    retentionDays: number,
    longestRateWindowMs: number,
  ): Promise<{ leads: number; rateEvents: number }> {
    const cutoff = now - retentionDays * DAY_MS
    const [leads, rateEvents] = await this.db.batch([
      sql(
        `DELETE FROM leads WHERE status IN ('delivered', 'failed') AND received_at < ? RETURNING id`,
        cutoff,
      ),
      sql('DELETE FROM rate_events WHERE at <= ? RETURNING at', now - longestRateWindowMs),
      sql('DELETE FROM refusals WHERE hour < ?', Math.floor(cutoff / HOUR_MS)),
    ])
    return { leads: leads?.length ?? 0, rateEvents: rateEvents?.length ?? 0 }
  }

  /** Pending leads that arrived before `stuckBefore` and were not reported yet; marks them reported. */
  async takeNewlyStuck(now: number, stuckBefore: number): Promise<Lead[]> {
    const rows = await this.db.all<LeadRow>(
      sql(
        `UPDATE leads SET stuck_reported_at = ?
         WHERE status = 'pending' AND received_at <= ? AND stuck_reported_at IS NULL RETURNING *`,
        now,
        stuckBefore,
      ),
    )
    return rows.map(leadOf)
  }

  async summary(now: number, stuckBefore: number): Promise<OutboxSummary> {
    const row = await this.db.first<{
      pending: number | null
      delivered: number | null
      failed: number | null
      waiting: number | null
      oldest: number | null
      spam: number | null
    }>(
      sql(
        `SELECT sum(status = 'pending') AS pending, sum(status = 'delivered') AS delivered,
           sum(status = 'failed') AS failed,
           sum(status = 'pending' AND received_at <= ?) AS waiting,
           min(CASE WHEN status = 'pending' THEN received_at END) AS oldest,
           (SELECT sum(count) FROM refusals WHERE hour >= ?) AS spam
         FROM leads`,
        stuckBefore,
        Math.floor((now - DAY_MS) / HOUR_MS),
      ),
    )
    return {
      pending: row?.pending ?? 0,
      delivered: row?.delivered ?? 0,
      failed: row?.failed ?? 0,
      waitingTooLong: row?.waiting ?? 0,
      ...(row?.oldest != null ? { oldestPendingAt: row.oldest } : {}),
      spamRefused24h: row?.spam ?? 0,
    }
  }

  /** Every lead (or those of one status), newest first. */
  async list(status?: LeadStatus): Promise<Lead[]> {
    const rows = await this.db.all<LeadRow>(
      status
        ? sql('SELECT * FROM leads WHERE status = ? ORDER BY received_at DESC, id', status)
        : sql('SELECT * FROM leads ORDER BY received_at DESC, id'),
    )
    return rows.map(leadOf)
  }

  async attemptsOf(id: string): Promise<Attempt[]> {
    const rows = await this.db.all<{
      n: number
      started_at: number
      finished_at: number | null
      outcome: Attempt['outcome'] | null
      http_status: number | null
      error: string | null
    }>(sql('SELECT * FROM attempts WHERE lead_id = ? ORDER BY n', id))
    return rows.map((row) => ({
      n: row.n,
      startedAt: row.started_at,
      ...(row.finished_at !== null ? { finishedAt: row.finished_at } : {}),
      ...(row.outcome !== null ? { outcome: row.outcome } : {}),
      ...(row.http_status !== null ? { httpStatus: row.http_status } : {}),
      ...(row.error !== null ? { error: row.error } : {}),
    }))
  }

  /** The ids that start with `prefix` (at most two: enough to tell a unique prefix). */
  async idsStartingWith(prefix: string): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      sql('SELECT id FROM leads WHERE substr(id, 1, length(?)) = ? LIMIT 2', prefix, prefix),
    )
    return rows.map((row) => row.id)
  }

  /** An operator's re-send: a failed lead becomes pending and due now (a pending one due now). */
  async requeue(id: string, now: number): Promise<Lead> {
    await this.db.run(
      sql(
        `UPDATE leads SET status = 'pending', next_attempt_at = ?, backoff_from = attempts,
           failed_at = NULL, stuck_reported_at = NULL
         WHERE id = ? AND status IN ('failed', 'pending') AND lease_until IS NULL`,
        now,
        id,
      ),
    )
    const lead = await this.get(id)
    if (!lead) throw new Error(`No lead with id ${id}.`)
    if (lead.status === 'delivered')
      throw new Error(`Lead ${id} was already delivered on ${new Date(lead.deliveredAt!).toISOString()}.`)
    return lead
  }

  /** Deletes a lead and its attempts (a person asked us to erase their data). True if it existed. */
  async remove(id: string): Promise<boolean> {
    return (await this.db.run(sql('DELETE FROM leads WHERE id = ?', id))) === 1
  }
}
