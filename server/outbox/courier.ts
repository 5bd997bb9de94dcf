/**
 * The Node server's background work on the outbox: it delivers due leads whenever one is due (woken
 * early when an attempt ends), and runs the upkeep (retention, stuck leads) every minute. Every
 * failure backs off: an outbox that cannot be read or written is tried again after a doubling delay,
 * never in a tight loop.
 */
import { retryDelayMs, type Dispatcher } from '../../relay/dispatcher'
import type { LeadStore } from '../../relay/leadStore'
import type { Logger } from '../../relay/log'
import type { RetryPolicy } from '../../relay/settings'

/** The shortest pause between two rounds, whatever is due. */
const MIN_PAUSE_MS = 50
/** The longest sleep while nothing is due. */
const MAX_SLEEP_MS = 60_000
const UPKEEP_EVERY_MS = 60_000

export interface CourierOptions {
  dispatcher: Dispatcher
  store: LeadStore
  /** Retention and stuck leads (runUpkeep, and whatever the database needs after it). */
  upkeep: () => Promise<unknown>
  /** Backoff for an outbox that fails. */
  retry: RetryPolicy
  log: Logger
  now: () => number
  upkeepEveryMs?: number
}

export class Courier {
  private timer: NodeJS.Timeout | undefined
  private upkeepTimer: NodeJS.Timeout | undefined
  private round: Promise<void> | undefined
  private again = false
  private failures = 0
  private stopped = false
  private readonly unsubscribe: () => void

  constructor(private readonly options: CourierOptions) {
    this.unsubscribe = options.dispatcher.onSettled(() => this.wake())
  }

  start(): void {
    this.wake()
    const upkeep = () => {
      this.options
        .upkeep()
        .catch((error: unknown) =>
          this.options.log('error', 'outbox.upkeep-failed', { error: String(error) }),
        )
    }
    upkeep()
    this.upkeepTimer = setInterval(upkeep, this.options.upkeepEveryMs ?? UPKEEP_EVERY_MS)
    this.upkeepTimer.unref()
  }

  /** Looks for due leads soon (an attempt ended, or an operator re-sent a lead). */
  wake(): void {
    this.schedule(MIN_PAUSE_MS)
  }

  /** Stops both timers; resolves once the round and the attempts in flight have ended. */
  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe()
    clearTimeout(this.timer)
    clearInterval(this.upkeepTimer)
    await this.round
    await this.options.dispatcher.idle()
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    if (this.round) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.run(), Math.max(MIN_PAUSE_MS, delayMs))
    this.timer.unref()
  }

  private run(): void {
    this.round = this.deliver().finally(() => {
      this.round = undefined
    })
  }

  private async deliver(): Promise<void> {
    const { dispatcher, store, log, now, retry } = this.options
    let pause: number
    try {
      await dispatcher.deliverDue()
      const next = await store.nextAttemptAt()
      if (this.failures > 0) log('info', 'outbox.recovered', { after: this.failures })
      this.failures = 0
      pause = next === undefined ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, next - now())
    } catch (error) {
      this.failures++
      pause = retryDelayMs(this.failures, retry)
      log('error', 'outbox.unavailable', { error: String(error), retryInMs: pause })
    }
    if (this.again) {
      this.again = false
      pause = Math.min(pause, MIN_PAUSE_MS)
    }
    this.round = undefined
    this.schedule(pause)
  }
}
