/**
 * Delivery attempts, on either target: claim a due lead in the store (at most `maxInFlight` attempts
 * in flight in all, none while Telegram asked to wait), send it, record the outcome. A failure is
 * tried again after a doubling delay, or after the wait a 429 names; Telegram's refusals (400, 401,
 * 403) mark the lead failed for the operator.
 *
 * The guarantee is at least once: a lead is sent again only if its attempt's outcome was never
 * recorded (the process died, or the disk was full, between Telegram's answer and the commit), and
 * at most `maxInFlight` attempts are ever in that window at once. An outcome that cannot be written
 * is kept in memory and written later, so this process never sends that lead again.
 */
import type { Logger } from './log'
import type { AttemptOutcome, Claim, LeadStore } from './leadStore'
import type { RetryPolicy } from './settings'
import type { DeliveryResult, Refusal } from './telegram'

/** How long a claimed attempt holds its lead: longer than one sendMessage call may take. */
export const LEASE_MS = 30_000
/** Telegram calls in flight at once, request-triggered and background alike. */
export const MAX_IN_FLIGHT = 4

/** The delay before attempt `failedAttempts + 1`. */
export function retryDelayMs(failedAttempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1))
}

export interface DispatcherOptions {
  store: LeadStore
  /** Sends one chat message; undefined when no chat is configured. */
  send: ((text: string) => Promise<DeliveryResult>) | undefined
  retry: RetryPolicy
  log: Logger
  now: () => number
  /** What the operator should do about a lead Telegram refused (for what the refusal names). */
  operatorHint: (id: string, refusal?: Refusal) => string
  maxInFlight?: number
  leaseMs?: number
}

export type AttemptResult = AttemptOutcome['kind'] | 'not-claimed'

export class Dispatcher {
  /** Outcomes that could not be written yet, by lead id. */
  private readonly unrecorded = new Map<string, { claim: Claim; outcome: AttemptOutcome }>()
  private readonly settledListeners = new Set<() => void>()
  private readonly inFlight = new Set<Promise<AttemptResult>>()
  private readonly maxInFlight: number
  private readonly leaseMs: number

  constructor(private readonly options: DispatcherOptions) {
    this.maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT
    this.leaseMs = options.leaseMs ?? LEASE_MS
  }

  get configured(): boolean {
    return this.options.send !== undefined
  }

  /** Called whenever an attempt ends (so a waiting courier can take the next lead). */
  onSettled(listener: () => void): () => void {
    this.settledListeners.add(listener)
    return () => this.settledListeners.delete(listener)
  }

  /**
   * One attempt at a lead, if it can be claimed now. Rejects only when the store cannot be read or
   * written before anything was sent.
   */
  attempt(id: string): Promise<AttemptResult> {
    const running = this.tryOnce(id)
    this.inFlight.add(running)
    void running.then(
      () => this.inFlight.delete(running),
      () => this.inFlight.delete(running),
    )
    return running
  }

  /** Resolves once every attempt started so far has ended (before closing the store). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight])
  }

  private async tryOnce(id: string): Promise<AttemptResult> {
    const { store, send, now } = this.options
    if (!send || this.unrecorded.has(id)) return 'not-claimed'
    const claim = await store.claim(id, now(), this.leaseMs, this.maxInFlight)
    if (!claim) return 'not-claimed'
    try {
      const result = await send(claim.message)
      // One clock reading: the log says the delay that was decided, not one a millisecond later.
      const decidedAt = now()
      const outcome = this.outcomeOf(claim, result, decidedAt)
      this.report(claim, result, outcome, decidedAt)
      try {
        await store.finish(claim, outcome, now())
      } catch (error) {
        this.unrecorded.set(id, { claim, outcome })
        this.options.log('error', 'outbox.write-failed', {
          lead: id,
          outcome: outcome.kind,
          error: String(error),
          action: 'free space or fix DATA_DIR; the outcome is written once the outbox can be written',
        })
      }
      return outcome.kind
    } finally {
      for (const listener of this.settledListeners) listener()
    }
  }

  /** Attempts every due lead it can claim, up to the cap; resolves when those attempts have ended. */
  async deliverDue(): Promise<number> {
    if (!this.configured) return 0
    await this.writeUnrecorded()
    const ids = (await this.options.store.dueLeadIds(this.options.now(), this.maxInFlight)).filter(
      (id) => !this.unrecorded.has(id),
    )
    const results = await Promise.all(ids.map((id) => this.attempt(id)))
    return results.filter((result) => result !== 'not-claimed').length
  }

  /** Writes the outcomes that could not be written before; rejects if the store still fails. */
  async writeUnrecorded(): Promise<void> {
    for (const [id, { claim, outcome }] of this.unrecorded) {
      await this.options.store.finish(claim, outcome, this.options.now())
      this.unrecorded.delete(id)
      this.options.log('info', 'outbox.write-recovered', { lead: id, outcome: outcome.kind })
    }
  }

  private outcomeOf(claim: Claim, result: DeliveryResult, now: number): AttemptOutcome {
    if (result.outcome === 'delivered')
      return { kind: 'delivered', ...(result.messageId !== undefined ? { messageId: result.messageId } : {}) }
    if (result.outcome === 'rejected')
      return { kind: 'rejected', httpStatus: result.status, error: result.error }
    const delay = result.retryAfterMs ?? retryDelayMs(claim.failuresSoFar + 1, this.options.retry)
    return {
      kind: 'retry',
      error: result.error,
      nextAttemptAt: now + delay,
      ...(result.status !== undefined ? { httpStatus: result.status } : {}),
      ...(result.retryAfterMs !== undefined ? { pauseUntil: now + result.retryAfterMs } : {}),
    }
  }

  private report(claim: Claim, result: DeliveryResult, outcome: AttemptOutcome, now: number): void {
    const { log } = this.options
    const fields = { lead: claim.id, attempt: claim.n }
    if (result.outcome === 'delivered' && result.plainAfter)
      log('warn', 'lead.sent-as-plain-text', {
        ...fields,
        htmlRefused: result.plainAfter,
        action:
          'none for this lead (its words arrived, without bold labels); the refusal names what the relay wrote wrong',
      })
    if (outcome.kind === 'delivered') log('info', 'lead.delivered', fields)
    else if (outcome.kind === 'rejected')
      log('error', 'lead.rejected', {
        ...fields,
        status: outcome.httpStatus,
        error: outcome.error,
        action: this.options.operatorHint(
          claim.id,
          result.outcome === 'rejected' ? result.refusal : undefined,
        ),
      })
    else
      log('warn', 'lead.retry', {
        ...fields,
        status: outcome.httpStatus ?? null,
        error: outcome.error,
        retryInMs: outcome.nextAttemptAt - now,
      })
  }
}
