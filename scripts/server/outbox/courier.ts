/**
 * Delivers the outbox's pending leads: at once when a lead arrives, then again after a failure that
 * is worth retrying (no answer, a timeout, a 5xx) with a doubling delay, or after the time a 429 asks
 * for, during which no other lead is sent either. A lead is never in flight twice, and once delivered
 * it is never sent again.
 */
import type { DeliveryResult } from '@/features/contact/relay/telegram'
import type { Logger } from '../log'
import type { Outbox } from './outbox'
import type { LeadState } from './records'

export interface RetryPolicy {
  /** Delay after the first failed attempt; it doubles with each further one. */
  baseMs: number
  /** The longest delay between two attempts. */
  maxMs: number
}

export interface CourierOptions {
  outbox: Outbox
  /** Sends one chat message; undefined when the relay has no chat configured. */
  send: ((text: string) => Promise<DeliveryResult>) | undefined
  retry: RetryPolicy
  /** Background retries in flight at once. */
  concurrency: number
  log: Logger
  now?: () => number
}

/** The delay before attempt `failedAttempts + 1`. */
export function retryDelayMs(failedAttempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1))
}

const MAX_TIMER_MS = 2 ** 31 - 1

export class Courier {
  private readonly inFlight = new Map<string, Promise<LeadState | undefined>>()
  private timer: NodeJS.Timeout | undefined
  private pausedUntil = 0
  private stopped = false
  private readonly now: () => number

  constructor(private readonly options: CourierOptions) {
    this.now = options.now ?? Date.now
  }

  get configured(): boolean {
    return this.options.send !== undefined
  }

  /** Starts sending what is pending (after a restart, what the journal holds). */
  start(): void {
    const pending = this.options.outbox.pending().length
    if (pending > 0)
      this.options.log('info', 'outbox.pending', { leads: pending, configured: this.configured })
    this.schedule()
  }

  /** One attempt now, unless the lead is in flight or Telegram asked us to wait. */
  deliverNow(id: string): Promise<LeadState | undefined> {
    const running = this.inFlight.get(id)
    if (running) return running
    if (!this.configured || this.now() < this.pausedUntil) return Promise.resolve(this.options.outbox.get(id))
    return this.attempt(id)
  }

  /** Stops scheduling; resolves when the attempts in flight have ended. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await Promise.allSettled(this.inFlight.values())
  }

  private attempt(id: string): Promise<LeadState | undefined> {
    const { outbox, send, log, retry } = this.options
    const state = outbox.get(id)
    if (!send || !state || state.status !== 'pending') return Promise.resolve(state)
    const attempt = (async () => {
      const result = await send(state.lead.text)
      const n = state.attempts + 1
      try {
        if (result.outcome === 'delivered') {
          const done = outbox.recordAttempt(id, { result: 'delivered', messageId: result.messageId })
          log('info', 'lead.delivered', { lead: id, attempt: n })
          return done
        }
        if (result.outcome === 'rejected') {
          const failed = outbox.recordAttempt(id, {
            result: 'rejected',
            status: result.status,
            error: result.error,
          })
          log('error', 'lead.rejected', {
            lead: id,
            attempt: n,
            status: result.status,
            error: result.error,
            action: `check TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID, then run: npm run leads -- resend ${id}`,
          })
          return failed
        }
        const delay = result.retryAfterMs ?? retryDelayMs(n, retry)
        if (result.retryAfterMs)
          this.pausedUntil = Math.max(this.pausedUntil, this.now() + result.retryAfterMs)
        const waiting = outbox.recordAttempt(id, {
          result: 'retry',
          status: result.status,
          error: result.error,
          retryAt: this.now() + delay,
        })
        log('warn', 'lead.retry', {
          lead: id,
          attempt: n,
          status: result.status,
          error: result.error,
          retryInMs: delay,
        })
        return waiting
      } catch (error) {
        // The outcome could not be written (disk full?): the lead stays pending and is tried again.
        log('error', 'outbox.write-failed', { lead: id, error: String(error) })
        return outbox.get(id)
      }
    })().finally(() => {
      this.inFlight.delete(id)
      this.schedule()
    })
    this.inFlight.set(id, attempt)
    return attempt
  }

  private schedule(): void {
    clearTimeout(this.timer)
    // A full courier is rescheduled when one of its attempts ends.
    if (this.stopped || !this.configured || this.inFlight.size >= this.options.concurrency) return
    const waiting = this.options.outbox.pending().filter((state) => !this.inFlight.has(state.lead.id))
    if (waiting.length === 0) return
    const due = Math.min(...waiting.map((state) => Date.parse(state.nextAttemptAt)))
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, due - this.now(), this.pausedUntil - this.now()))
    this.timer = setTimeout(() => this.tick(), delay)
    this.timer.unref()
  }

  private tick(): void {
    if (this.stopped) return
    const now = this.now()
    if (now >= this.pausedUntil) {
      const due = this.options.outbox
        .pending()
        .filter((state) => !this.inFlight.has(state.lead.id) && Date.parse(state.nextAttemptAt) <= now)
        .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt))
      for (const state of due.slice(0, Math.max(0, this.options.concurrency - this.inFlight.size)))
        void this.attempt(state.lead.id)
    }
    this.schedule()
  }
}
