/**
 * The Node server's outbox put together: the SQLite database of DATA_DIR, the lead store, the
 * dispatcher that sends to Telegram, and the courier that retries and keeps the retention period.
 */
import { Dispatcher } from '../../../relay/dispatcher'
import { LeadStore } from '../../../relay/leadStore'
import type { Logger } from '../../../relay/log'
import type { RelaySettings } from '../../../relay/settings'
import { isTelegramConfigured, sendMessage } from '../../../relay/telegram'
import { runUpkeep } from '../../../relay/upkeep'
import { Courier } from './courier'
import { openOutboxDatabase, type OpenOutbox } from './sqlite'

export interface OutboxOptions {
  dataDir: string
  settings: RelaySettings
  /** Delivered and failed leads are deleted this many days after they arrived (read at each upkeep). */
  retentionDays: () => number
  log: Logger
  now?: () => number
  busyTimeoutMs?: number
  /** How often the courier runs the upkeep (retention, stuck leads). */
  upkeepEveryMs?: number
  /** Telegram's sendMessage; tests may shorten its timeout. */
  send?: (text: string) => ReturnType<typeof sendMessage>
}

export interface Outbox {
  database: OpenOutbox
  store: LeadStore
  dispatcher: Dispatcher
  courier: Courier
  /** Retention and stuck leads, now (the courier runs it every minute). */
  upkeep(): Promise<void>
  /** Stops the courier, lets attempts in flight record their outcome, and closes the database. */
  close(): Promise<void>
}

export function resendHint(id: string): string {
  return `check TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID, then run: npm run leads -- resend ${id}`
}

/**
 * Opens the outbox for this process alone. Attempts a crashed process left in flight are over: their
 * leads are due again at once.
 */
export async function openOutbox(options: OutboxOptions): Promise<Outbox> {
  const { settings, log } = options
  const now = options.now ?? Date.now
  const database = openOutboxDatabase(options.dataDir, { busyTimeoutMs: options.busyTimeoutMs })
  const store = new LeadStore(database.sql)
  try {
    const released = await store.releaseLeases(now())
    if (released > 0) log('warn', 'outbox.interrupted-attempts', { leads: released })
  } catch (error) {
    database.close()
    throw error
  }
  const configured = isTelegramConfigured(settings.telegram)
  const dispatcher = new Dispatcher({
    store,
    send: configured ? (options.send ?? ((text) => sendMessage(settings.telegram, text))) : undefined,
    retry: settings.retry,
    log,
    now,
    operatorHint: resendHint,
  })
  const upkeep = async () => {
    const purged = await runUpkeep({
      store,
      now,
      log,
      retentionDays: options.retentionDays(),
      settings,
      operatorHint: resendHint,
    })
    // Give the pages of deleted leads back to the disk (no VACUUM: this is incremental).
    if (purged.leads > 0) {
      database.db.pragma('incremental_vacuum')
      database.db.pragma('wal_checkpoint(TRUNCATE)')
    }
  }
  const courier = new Courier({
    dispatcher,
    store,
    retry: settings.retry,
    log,
    now,
    upkeep,
    ...(options.upkeepEveryMs ? { upkeepEveryMs: options.upkeepEveryMs } : {}),
  })
  return {
    database,
    store,
    dispatcher,
    courier,
    upkeep,
    async close() {
      await courier.stop()
      database.close()
    },
  }
}
