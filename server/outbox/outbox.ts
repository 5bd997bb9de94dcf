/**
 * The Node server's outbox put together: the SQLite database of DATA_DIR, the relay over it, and the
 * courier that retries and keeps the retention period.
 */
import type { Dispatcher } from '../../relay/dispatcher'
import type { LeadStore } from '../../relay/leadStore'
import { createRelay, type Relay, type RelayOptions } from '../../relay/relay'
import { whatToCheck, type Refusal } from '../../relay/telegram'
import { Courier } from './courier'
import { openOutboxDatabase, type OpenOutbox } from './sqlite'
import { watchWrites } from './writeWatch'

export interface OutboxOptions extends Omit<RelayOptions, 'database' | 'operatorHint' | 'now'> {
  dataDir: string
  now?: () => number
  busyTimeoutMs?: number
  /** How often the courier runs the upkeep (retention, stuck leads). */
  upkeepEveryMs?: number
}

export interface Outbox {
  dataDir: string
  database: OpenOutbox
  relay: Relay
  store: LeadStore
  dispatcher: Dispatcher
  courier: Courier
  /** Retention and stuck leads, now (the courier runs it every minute). */
  upkeep(): Promise<void>
  /** Stops the courier, lets attempts in flight record their outcome, and closes the database. */
  close(): Promise<void>
}

function resendHint(id: string, refusal?: Refusal): string {
  return refusal === 'message'
    ? `${whatToCheck(refusal)}: npm run leads -- show ${id}`
    : `${whatToCheck(refusal)}, then run: npm run leads -- resend ${id}`
}

/**
 * Opens the outbox for this process alone. Attempts a crashed process left in flight are over: their
 * leads are due again at once.
 */
export async function openOutbox(options: OutboxOptions): Promise<Outbox> {
  const { dataDir, busyTimeoutMs, upkeepEveryMs, ...relayOptions } = options
  const { log } = options
  const now = options.now ?? Date.now
  const database = openOutboxDatabase(dataDir, { busyTimeoutMs })
  const writes = watchWrites(database.db, database.sql, dataDir, now)
  const relay = createRelay({
    ...relayOptions,
    database: writes.sql,
    writeProblem: writes.problem,
    now,
    operatorHint: resendHint,
  })
  const { store, dispatcher } = relay
  try {
    const released = await store.releaseLeases(now())
    if (released > 0) log('warn', 'outbox.interrupted-attempts', { leads: released })
  } catch (error) {
    database.close()
    throw error
  }
  const upkeep = async () => {
    const purged = await relay.upkeep()
    // Give the pages of deleted leads back to the disk (no VACUUM: this is incremental).
    if (purged.leads > 0) {
      database.db.pragma('incremental_vacuum')
      database.db.pragma('wal_checkpoint(TRUNCATE)')
    }
  }
  const courier = new Courier({
    dispatcher,
    store,
    retry: options.settings.retry,
    log,
    now,
    upkeep,
    ...(upkeepEveryMs ? { upkeepEveryMs } : {}),
  })
  return {
    dataDir,
    database,
    relay,
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
