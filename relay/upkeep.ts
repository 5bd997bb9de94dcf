/**
 * What the relay does on a timer, on both targets (the Node server's courier, the Worker's cron):
 * retention (delete what the privacy policy says is deleted), and telling the operator about leads
 * that are stuck. And the health check an uptime monitor reads: GET /healthz.
 */
import type { LeadStore, OutboxSummary } from './leadStore'
import type { Logger } from './log'
import type { RelaySettings } from './settings'

export interface UpkeepOptions {
  store: LeadStore
  now: () => number
  log: Logger
  /** Delivered and failed leads are deleted this many days after they arrived. */
  retentionDays: number
  settings: Pick<RelaySettings, 'rateLimits' | 'stuckAfterMs'>
  /** What to do about a stuck lead, for the log line. */
  operatorHint: (id: string) => string
}

/** Purges expired data and logs one error line for each lead that has just become stuck. */
export async function runUpkeep({ store, now, log, retentionDays, settings, operatorHint }: UpkeepOptions) {
  const at = now()
  const { perAddress, global } = settings.rateLimits
  const purged = await store.purge(at, retentionDays, Math.max(perAddress.windowMs, global.windowMs))
  if (purged.leads > 0) log('info', 'outbox.purged', { leads: purged.leads, retentionDays })
  for (const lead of await store.takeNewlyStuck(at, at - settings.stuckAfterMs))
    log('error', 'lead.stuck', {
      lead: lead.id,
      waitingMinutes: Math.floor((at - lead.receivedAt) / 60_000),
      attempts: lead.attempts,
      lastError: lead.lastError ?? null,
      action: operatorHint(lead.id),
    })
  return purged
}

/** Where both targets answer with the health report. */
export const HEALTH_PATH = '/healthz'

export interface HealthReport {
  /** 200 while leads flow, 503 when one is stuck or the outbox cannot be read or written. */
  httpStatus: 200 | 503
  body: {
    status: 'ok' | 'stuck' | 'unavailable'
    telegram: 'configured' | 'not configured'
    leads?: OutboxSummary & { oldestPendingMinutes: number | null }
    error?: string
  }
}

/**
 * The outbox's counts (no personal data), and whether a lead waits too long or was refused, or the
 * outbox cannot be written (`writeProblem`, when the host knows).
 */
export async function healthReport(
  store: LeadStore,
  now: number,
  stuckAfterMs: number,
  configured: boolean,
  writeProblem?: string,
): Promise<HealthReport> {
  const telegram = configured ? 'configured' : 'not configured'
  let summary: OutboxSummary
  try {
    summary = await store.summary(now, now - stuckAfterMs)
  } catch (error) {
    return { httpStatus: 503, body: { status: 'unavailable', telegram, error: String(error) } }
  }
  const stuck = summary.waitingTooLong > 0 || summary.failed > 0
  const { oldestPendingAt, ...counts } = summary
  return {
    httpStatus: stuck || writeProblem ? 503 : 200,
    body: {
      status: writeProblem ? 'unavailable' : stuck ? 'stuck' : 'ok',
      ...(writeProblem ? { error: writeProblem } : {}),
      telegram,
      leads: {
        ...counts,
        oldestPendingMinutes:
          oldestPendingAt === undefined ? null : Math.floor((now - oldestPendingAt) / 60_000),
      },
    },
  }
}

/**
 * The one-line summary that `npm run leads` starts with. Read from the terminal (`--remote`), the
 * deployed Worker's Telegram settings are not known, so `telegram: false` leaves them out.
 */
export function summaryLine(report: HealthReport, { telegram = true } = {}): string {
  const { leads } = report.body
  if (!leads) return `Outbox unavailable: ${report.body.error}`
  const verdict =
    report.body.status === 'ok'
      ? 'healthy'
      : report.body.status === 'unavailable'
        ? `UNAVAILABLE: ${report.body.error}`
        : `STUCK: ${leads.waitingTooLong} waiting too long, ${leads.failed} refused by Telegram`
  return (
    `${leads.pending} pending, ${leads.delivered} delivered, ${leads.failed} failed; ` +
    `${leads.spamRefused24h} spam refused in 24 h; ${telegram ? `Telegram ${report.body.telegram}; ` : ''}${verdict}`
  )
}
