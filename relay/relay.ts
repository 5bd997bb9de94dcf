/**
 * The relay put together, the same for either host: the Node server (server/) gives it
 * SQLite, the Worker (worker/index.ts) D1. What differs between them comes in as options: the
 * database, the clock, how work outlives an answer, what an operator types to re-send a lead, and
 * where the build's facts are read.
 */
import {
  clientAddress,
  handleContactRequest,
  requestOrigin,
  type ContactHttpRequest,
  type ContactHttpResponse,
} from './contactHttp'
import { Dispatcher } from './dispatcher'
import { createLeadHandler, type RelayAnswer } from './leadHandler'
import { LeadStore } from './leadStore'
import type { Logger } from './log'
import type { RelaySettings } from './settings'
import type { SqlDatabase } from './sql'
import { isTelegramConfigured, sendLeadMessage, type DeliveryResult, type Refusal } from './telegram'
import { healthReport, runUpkeep, type HealthReport } from './upkeep'

/** What the relay reads from the build (data/site.yaml): read again at each use, so a rebuild counts. */
export interface RelaySiteFacts {
  /** The agency's name, the first line of every chat message. */
  brand: string
  /** Delivered and failed leads are deleted this many days after they arrived. */
  leadRetentionDays: number
}

export interface RelayOptions {
  /** The outbox: SQLite on the Node server, D1 on the edge. */
  database: SqlDatabase
  settings: RelaySettings
  site: () => RelaySiteFacts
  log: Logger
  now: () => number
  /** What an operator does about a lead Telegram refused or that is stuck, on this host. */
  operatorHint: (id: string, refusal?: Refusal) => string
  /**
   * Keeps an attempt going after the visitor has been answered: the Worker's `waitUntil`. Node
   * needs nothing (the process runs on, and its courier retries what is left).
   */
  keepAlive?: (work: Promise<unknown>) => void
  /**
   * Why the outbox cannot be written now, if the host can tell (the Node server watches its writes):
   * the health check then answers 503.
   */
  writeProblem?: () => Promise<string | undefined>
  /** Telegram's sendMessage with the settings' chat; tests shorten its timeout. */
  send?: (text: string) => Promise<DeliveryResult>
  answerWithinMs?: number
}

/**
 * POST /api/contact as a host sees it: the connection's address, scheme and the host addressed,
 * before the proxies it trusts are taken into account (see requestOrigin and clientAddress).
 */
export type HostRequest = Omit<ContactHttpRequest, 'address' | 'origin'> & {
  connection: string
  scheme: 'http' | 'https'
  host: string
}

export interface Relay {
  store: LeadStore
  dispatcher: Dispatcher
  /** The decision for one POSTed body from `address`. */
  handleLead(body: unknown, address: string): Promise<RelayAnswer>
  /** POST /api/contact, from method and origin checks to the answer. */
  contact(request: HostRequest): Promise<ContactHttpResponse>
  /** GET /healthz. */
  health(): Promise<HealthReport>
  /** Retention and stuck leads; resolves with what was deleted. */
  upkeep(): Promise<{ leads: number }>
}

export function createRelay(options: RelayOptions): Relay {
  const { settings, log, now, operatorHint } = options
  const store = new LeadStore(options.database)
  const dispatcher = new Dispatcher({
    store,
    send: isTelegramConfigured(settings.telegram)
      ? (options.send ?? ((text) => sendLeadMessage(settings.telegram, text)))
      : undefined,
    retry: settings.retry,
    log,
    now,
    operatorHint,
  })
  const handleLead = createLeadHandler({
    store,
    dispatcher,
    brand: () => options.site().brand,
    timeZone: settings.timeZone,
    rateLimits: settings.rateLimits,
    log,
    now,
    ...(options.keepAlive ? { keepAlive: options.keepAlive } : {}),
    ...(options.answerWithinMs ? { answerWithinMs: options.answerWithinMs } : {}),
  })
  const hops = settings.trustProxyHops
  return {
    store,
    dispatcher,
    handleLead,
    contact: (request) =>
      handleContactRequest(
        {
          method: request.method,
          header: (name) => request.header(name),
          origin: requestOrigin(
            request,
            { proto: request.header('x-forwarded-proto'), host: request.header('x-forwarded-host') },
            hops,
          ),
          address: clientAddress(request.connection, request.header('x-forwarded-for'), hops),
          readBody: (maxBytes) => request.readBody(maxBytes),
        },
        handleLead,
        log,
      ),
    health: async () =>
      healthReport(
        store,
        now(),
        settings.stuckAfterMs,
        dispatcher.configured,
        await options.writeProblem?.(),
      ),
    upkeep: () =>
      runUpkeep({
        store,
        now,
        log,
        retentionDays: options.site().leadRetentionDays,
        settings,
        operatorHint,
      }),
  }
}
