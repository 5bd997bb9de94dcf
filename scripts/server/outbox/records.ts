/**
 * The outbox's journal records and the state they add up to. Replaying the journal from the start
 * rebuilds every lead's state; applying a record twice changes nothing.
 */
import type { SpamReason } from '@/features/contact/relay/intake'
import type { ContactSubmission } from '@/features/contact/schema'

export interface StoredLead {
  id: string
  /** The browser's idempotency key. */
  key: string
  receivedAt: string
  fingerprint: string
  submission: ContactSubmission
  /** The chat message, formatted once when the lead arrived, so every attempt sends the same text. */
  text: string
}

export type AttemptResult = 'delivered' | 'retry' | 'rejected'

export type JournalRecord =
  | { t: 'accepted'; at: string; lead: StoredLead }
  /** Spam kept for review: never delivered unless an operator re-sends it. */
  | { t: 'refused'; at: string; lead: StoredLead; reason: SpamReason }
  | {
      t: 'attempt'
      at: string
      id: string
      /** 1 for the first attempt, then 2, 3 ... (also after a re-send). */
      n: number
      result: AttemptResult
      status?: number
      error?: string
      messageId?: number
      /** When the next attempt is due (result retry). */
      retryAt?: string
    }
  /** An operator asked for another try of a failed or refused lead. */
  | { t: 'requeued'; at: string; id: string }

export type LeadStatus = 'pending' | 'delivered' | 'failed' | 'refused'

export interface LeadState {
  lead: StoredLead
  status: LeadStatus
  attempts: number
  /** When the courier may try next (pending leads). */
  nextAttemptAt: string
  lastError?: string
  lastStatus?: number
  deliveredAt?: string
  messageId?: number
  refusedFor?: SpamReason
}

/** Applies one record to the states (idempotent: a replayed record is ignored). */
export function applyRecord(states: Map<string, LeadState>, record: JournalRecord): void {
  switch (record.t) {
    case 'accepted':
    case 'refused': {
      if (states.has(record.lead.id)) return
      states.set(record.lead.id, {
        lead: record.lead,
        status: record.t === 'accepted' ? 'pending' : 'refused',
        attempts: 0,
        nextAttemptAt: record.at,
        ...(record.t === 'refused' ? { refusedFor: record.reason } : {}),
      })
      return
    }
    case 'attempt': {
      const state = states.get(record.id)
      if (!state || record.n <= state.attempts || state.status === 'delivered') return
      state.attempts = record.n
      state.lastStatus = record.status
      state.lastError = record.error
      if (record.result === 'delivered') {
        state.status = 'delivered'
        state.deliveredAt = record.at
        state.messageId = record.messageId
        state.lastError = undefined
      } else if (record.result === 'rejected') {
        state.status = 'failed'
      } else {
        state.status = 'pending'
        state.nextAttemptAt = record.retryAt ?? record.at
      }
      return
    }
    case 'requeued': {
      const state = states.get(record.id)
      if (!state || state.status === 'delivered' || state.status === 'pending') return
      state.status = 'pending'
      state.nextAttemptAt = record.at
      return
    }
  }
}

/** The fewest records that rebuild the same states (for compaction). */
export function recordsOf(state: LeadState): JournalRecord[] {
  const records: JournalRecord[] = [
    state.refusedFor
      ? { t: 'refused', at: state.lead.receivedAt, lead: state.lead, reason: state.refusedFor }
      : { t: 'accepted', at: state.lead.receivedAt, lead: state.lead },
  ]
  if (state.refusedFor && state.status !== 'refused')
    records.push({ t: 'requeued', at: state.lead.receivedAt, id: state.lead.id })
  if (state.attempts > 0) {
    const at = state.deliveredAt ?? state.nextAttemptAt
    const result: AttemptResult =
      state.status === 'delivered' ? 'delivered' : state.status === 'failed' ? 'rejected' : 'retry'
    records.push({
      t: 'attempt',
      at,
      id: state.lead.id,
      n: state.attempts,
      result,
      ...(state.lastStatus !== undefined ? { status: state.lastStatus } : {}),
      ...(state.lastError !== undefined ? { error: state.lastError } : {}),
      ...(state.messageId !== undefined ? { messageId: state.messageId } : {}),
      ...(result === 'retry' ? { retryAt: state.nextAttemptAt } : {}),
    })
  }
  return records
}
