/** The production relay put together in-process (outbox, courier, lead handler) for tests. */
import { RateLimiter } from '@/features/contact/relay/rateLimiter'
import { sendMessage, type TelegramConfig } from '@/features/contact/relay/telegram'
import { createLeadHandler } from '../../scripts/server/contactRelay'
import { memoryLogger } from '../../scripts/server/log'
import { Courier } from '../../scripts/server/outbox/courier'
import { Outbox } from '../../scripts/server/outbox/outbox'

export const TEST_TOKEN = '123456:relay-test-token'

export interface RelayStackOptions {
  dataDir: string
  /** The stand-in's address; undefined runs the relay with no chat configured. */
  telegramUrl: string | undefined
  perAddress?: number
  global?: number
  timeoutMs?: number
}

export function relayStack({
  dataDir,
  telegramUrl,
  perAddress = 100,
  global = 1000,
  timeoutMs = 3000,
}: RelayStackOptions) {
  const log = memoryLogger()
  const outbox = Outbox.open({ dataDir, log, retentionDays: 30 })
  const telegram: TelegramConfig | undefined = telegramUrl
    ? { botToken: TEST_TOKEN, chatId: '-1001', topicId: '', apiBase: telegramUrl }
    : undefined
  const courier = new Courier({
    outbox,
    send: telegram ? (text) => sendMessage(telegram, text, { timeoutMs }) : undefined,
    retry: { baseMs: 50, maxMs: 200 },
    concurrency: 2,
    log,
  })
  const handle = createLeadHandler({
    outbox,
    courier,
    brand: () => 'Bandera',
    timeZone: 'Europe/Kyiv',
    limits: { perAddress: new RateLimiter(perAddress, 60_000), global: new RateLimiter(global, 60_000) },
    log,
  })
  courier.start()
  return {
    outbox,
    courier,
    handle,
    log,
    async close() {
      await courier.stop()
      outbox.close()
    },
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
