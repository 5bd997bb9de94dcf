/**
 * Servers before the SQL outbox kept leads in DATA_DIR/outbox.jsonl (a journal of JSON lines). On the
 * first start with the SQL outbox, its leads are moved into the database, pending ones included, and
 * the journal and its lock file are deleted. Spam it kept aside is not moved (spam is only counted now).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { submissionHash } from '@/features/contact/relay/intake'
import type { ContactSubmission } from '@/features/contact/schema'

interface JournalLead {
  id: string
  key: string
  receivedAt: string
  fingerprint: string
  submission: ContactSubmission
  text: string
}

type JournalRecord =
  | { t: 'accepted'; at: string; lead: JournalLead }
  | { t: 'refused'; at: string; lead: JournalLead }
  | {
      t: 'attempt'
      at: string
      id: string
      n: number
      result: 'delivered' | 'retry' | 'rejected'
      status?: number
      error?: string
      messageId?: number
      retryAt?: string
    }
  | { t: 'requeued'; at: string; id: string }

interface LegacyState {
  lead: JournalLead
  status: 'pending' | 'delivered' | 'failed' | 'refused'
  attempts: number
  nextAttemptAt: string
  lastStatus?: number
  lastError?: string
  deliveredAt?: string
  messageId?: number
}

/** The states the journal's records add up to (a damaged line, left by a crash, is skipped). */
export function replayJournal(text: string): LegacyState[] {
  const states = new Map<string, LegacyState>()
  for (const line of text.split('\n')) {
    let record: JournalRecord
    try {
      record = JSON.parse(line) as JournalRecord
    } catch {
      continue
    }
    if (record.t === 'accepted' || record.t === 'refused') {
      if (!states.has(record.lead.id))
        states.set(record.lead.id, {
          lead: record.lead,
          status: record.t === 'accepted' ? 'pending' : 'refused',
          attempts: 0,
          nextAttemptAt: record.at,
        })
      continue
    }
    const state = states.get(record.id)
    if (!state || state.status === 'delivered') continue
    if (record.t === 'requeued') {
      if (state.status !== 'pending') Object.assign(state, { status: 'pending', nextAttemptAt: record.at })
      continue
    }
    if (record.n <= state.attempts) continue
    Object.assign(state, { attempts: record.n, lastStatus: record.status, lastError: record.error })
    if (record.result === 'delivered')
      Object.assign(state, { status: 'delivered', deliveredAt: record.at, messageId: record.messageId })
    else if (record.result === 'rejected') state.status = 'failed'
    else Object.assign(state, { status: 'pending', nextAttemptAt: record.retryAt ?? record.at })
  }
  return [...states.values()]
}

/** Moves the leads of DATA_DIR/outbox.jsonl into the database; returns how many (0: no journal). */
export function importLegacyJournal(db: Database.Database, dataDir: string): number {
  const file = path.join(dataDir, 'outbox.jsonl')
  if (!existsSync(file)) return 0
  const leads = replayJournal(readFileSync(file, 'utf8')).filter((state) => state.status !== 'refused')
  const insert = db.prepare(
    `INSERT INTO leads (id, idempotency_key, body_hash, fingerprint, received_at, submission, message, status,
       attempts, next_attempt_at, last_status, last_error, delivered_at, message_id, failed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  )
  const time = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso))
  db.transaction(() => {
    for (const { lead, ...state } of leads)
      insert.run(
        lead.id,
        lead.key,
        submissionHash(lead.submission),
        lead.fingerprint,
        time(lead.receivedAt),
        JSON.stringify(lead.submission),
        lead.text,
        state.status,
        state.attempts,
        time(state.nextAttemptAt),
        state.lastStatus ?? null,
        state.lastError ?? null,
        time(state.deliveredAt),
        state.messageId ?? null,
        state.status === 'failed' ? time(state.nextAttemptAt) : null,
      )
  })()
  rmSync(file)
  rmSync(path.join(dataDir, 'outbox.lock'), { force: true })
  return leads.length
}
