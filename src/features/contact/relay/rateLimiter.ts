/**
 * Sliding-window limits kept in memory: at most `limit` events per `windowMs` for each key. Used per
 * visitor address and once for the whole relay, so a script cannot flood the leads chat.
 */
const MAX_TRACKED_KEYS = 10_000

export class RateLimiter {
  private readonly events = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may act again; 0 when it may act now. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now)
    return recent.length < this.limit ? 0 : recent[0]! + this.windowMs - now
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now)
    recent.push(now)
    this.events.set(key, recent)
    if (this.events.size > MAX_TRACKED_KEYS) this.prune(now)
  }

  /** Forgets keys with no event inside the window, so many one-off addresses cost no memory. */
  prune(now: number): void {
    for (const key of [...this.events.keys()]) this.recent(key, now)
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.events.get(key) ?? []).filter((at) => at > now - this.windowMs)
    if (recent.length === 0) this.events.delete(key)
    else this.events.set(key, recent)
    return recent
  }
}
