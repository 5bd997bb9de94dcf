/** The production relay put together in-process (SQLite outbox, dispatcher, courier, lead handler) for tests. */
import type { RelaySettings } from '../../relay/settings'
import { sendLeadMessage, type TelegramConfig } from '../../relay/telegram'
import { memoryLogger } from '../../server/log'
import { openOutbox, type OutboxOptions } from '../../server/outbox/outbox'
import { STAND_IN_BOT } from './telegramStandIn'

/** The bot the Telegram stand-in knows. */
export const TEST_TOKEN = STAND_IN_BOT.token

/** A server's Telegram settings for the stand-in at `url`: its bot and chat. */
export function standInEnv(url: string): Record<string, string> {
  return { TELEGRAM_BOT_TOKEN: TEST_TOKEN, TELEGRAM_CHAT_ID: STAND_IN_BOT.chatId, TELEGRAM_API_BASE: url }
}

export interface RelayStackOptions {
  dataDir: string
  /** The stand-in's address; undefined runs the relay with no chat configured. */
  telegramUrl: string | undefined
  /** Settings other than the stand-in's bot and chat (a wrong token, another chat). */
  telegram?: Partial<TelegramConfig>
  perAddress?: number
  global?: number
  timeoutMs?: number
  retentionDays?: number
  stuckAfterMs?: number
  now?: () => number
  upkeepEveryMs?: number
  answerWithinMs?: number
}

export function testSettings(
  telegramUrl: string | undefined,
  overrides: Partial<RelaySettings> = {},
): RelaySettings {
  return {
    telegram: telegramUrl
      ? { botToken: TEST_TOKEN, chatId: STAND_IN_BOT.chatId, topicId: '', apiBase: telegramUrl }
      : { botToken: '', chatId: '', topicId: '', apiBase: 'https://api.telegram.org' },
    timeZone: 'Europe/Kyiv',
    rateLimits: {
      perAddress: { limit: 100, windowMs: 60_000 },
      global: { limit: 1000, windowMs: 60_000 },
    },
    retry: { baseMs: 50, maxMs: 200 },
    stuckAfterMs: 30 * 60_000,
    trustProxyHops: 0,
    ...overrides,
  }
}

export async function relayStack({
  dataDir,
  telegramUrl,
  perAddress = 100,
  global = 1000,
  timeoutMs = 3000,
  retentionDays = 30,
  stuckAfterMs = 30 * 60_000,
  now = Date.now,
  upkeepEveryMs,
  answerWithinMs,
  telegram,
}: RelayStackOptions) {
  const log = memoryLogger()
  const base = testSettings(telegramUrl)
  const settings = testSettings(telegramUrl, {
    telegram: { ...base.telegram, ...telegram },
    rateLimits: {
      perAddress: { limit: perAddress, windowMs: 60_000 },
      global: { limit: global, windowMs: 60_000 },
    },
    stuckAfterMs,
  })
  const options: OutboxOptions = {
    dataDir,
    settings,
    site: () => ({ brand: 'Bandera', leadRetentionDays: retentionDays }),
    log,
    now,
    send: (text) => sendLeadMessage(settings.telegram, text, { timeoutMs }),
    ...(upkeepEveryMs ? { upkeepEveryMs } : {}),
    ...(answerWithinMs ? { answerWithinMs } : {}),
  }
  const outbox = await openOutbox(options)
  const answer = outbox.relay.handleLead
  outbox.courier.start()
  return {
    outbox,
    store: outbox.store,
    settings,
    /** The relay's answer (its body) to one POSTed lead. */
    handle: async (body: unknown, address: string) => (await answer(body, address)).result,
    /** The answer with its HTTP status. */
    answer,
    log,
    close: () => outbox.close(),
  }
}

let counter = 0

/** A valid request body, unique per call unless `key` and `message` are given. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  counter++
  return {
    name: 'Olha Shevchenko',
    email: `olha${counter}@ledgerline.example`,
    phone: '+48 600 000 000',
    company: `Ledgerline ${counter}`,
    industry: 'Finance',
    message: `We want 20 qualified demos a month with CFOs in Poland (${counter}).`,
    key: `test-key-${Date.now()}-${counter}`.padEnd(20, '0'),
    fillMs: 9000,
    website: '',
    ...overrides,
  }
}
