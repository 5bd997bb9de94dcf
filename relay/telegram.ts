/**
 * The Telegram Bot API's sendMessage call (an HTML-formatted message to the configured chat and topic),
 * made by the relay only: the token never leaves the server. Runtime-agnostic (fetch and AbortSignal), so the Node server and the edge function share it.
 */
import { escapeHtml } from '@/lib/text'
import type { ContactSubmission } from '@/features/contact/schema'

const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org'
/** How long one sendMessage call may take, answer included. */
const SEND_TIMEOUT_MS = 10_000

export interface TelegramConfig {
  botToken: string
  chatId: string
  /** A forum topic (message_thread_id), or empty. */
  topicId: string
  apiBase: string
}

/** Values that stand in for a real setting: empty, or a template's "YOUR_BOT_TOKEN", "<chat id>" ... */
export function isPlaceholder(value: string | undefined | null): boolean {
  const text = (value ?? '').trim()
  return text === '' || /^(?:your|<|\{\{|\$\{|changeme|xxx|todo)/i.test(text) || /placeholder/i.test(text)
}

/** The relay's Telegram settings from TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID, TELEGRAM_TOPIC_ID, TELEGRAM_API_BASE. */
export function telegramConfigFromEnv(env: Record<string, string | undefined>): TelegramConfig {
  const value = (name: string) => (env[name] ?? '').trim()
  const apiBase = value('TELEGRAM_API_BASE')
  return {
    botToken: value('TELEGRAM_BOT_TOKEN'),
    chatId: value('TELEGRAM_CHAT_ID'),
    topicId: value('TELEGRAM_TOPIC_ID'),
    apiBase: (isPlaceholder(apiBase) ? DEFAULT_TELEGRAM_API_BASE : apiBase).replace(/\/+$/, ''),
  }
}

export function isTelegramConfigured(config: TelegramConfig): boolean {
  return !isPlaceholder(config.botToken) && !isPlaceholder(config.chatId)
}

/** The submission time as the agency reads it: its own time zone, named. */
export function formatSubmissionTime(at: Date, timeZone: string): string {
  const local = at.toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  return `${local} (${timeZone})`
}

/** The chat message: one labelled line per field, user input escaped for HTML parse mode. */
export function formatContactMessage(
  submission: ContactSubmission,
  submittedAt: string,
  brand: string,
): string {
  const line = (label: string, value: string) => `<b>${label}:</b> ${escapeHtml(value)}`
  return [
    `<b>New contact form submission from the ${escapeHtml(brand)} website</b>`,
    '',
    line('Name', submission.name),
    line('Email', submission.email),
    line('Phone', submission.phone),
    line('Company', submission.company),
    line('Industry', submission.industry),
    '',
    `<b>Message:</b>`,
    escapeHtml(submission.message),
    '',
    line('Submitted', submittedAt),
  ].join('\n')
}

export interface SendMessageRequest {
  url: string
  body: {
    chat_id: string
    text: string
    parse_mode: 'HTML'
    message_thread_id?: number
  }
}

/** The sendMessage call; message_thread_id only when a topic is configured. */
export function buildSendMessageRequest(config: TelegramConfig, text: string): SendMessageRequest {
  const topic = config.topicId
  return {
    url: `${config.apiBase}/bot${config.botToken}/sendMessage`,
    body: {
      chat_id: config.chatId,
      text,
      parse_mode: 'HTML',
      ...(!isPlaceholder(topic) && /^\d+$/.test(topic) ? { message_thread_id: Number(topic) } : {}),
    },
  }
}

export type DeliveryResult =
  | { outcome: 'delivered'; messageId?: number }
  /** Worth trying again: no answer, a timeout, a 5xx, a 429, an unreadable answer. */
  | { outcome: 'retry'; error: string; status?: number; retryAfterMs?: number }
  /** Telegram refused it for good (bad token, unknown chat, bot removed): the operator must act. */
  | { outcome: 'rejected'; error: string; status: number }

interface BotApiReply {
  ok?: unknown
  description?: unknown
  parameters?: { retry_after?: unknown }
  result?: { message_id?: unknown }
}

/** One sendMessage attempt, classified. Never throws. */
export async function sendMessage(
  config: TelegramConfig,
  text: string,
  {
    fetch: fetchImpl = fetch,
    timeoutMs = SEND_TIMEOUT_MS,
  }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<DeliveryResult> {
  const request = buildSendMessageRequest(config, text)
  let status: number | undefined
  try {
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = response.status
    const raw = await response.text()
    let reply: BotApiReply
    try {
      reply = JSON.parse(raw) as BotApiReply
    } catch {
      return { outcome: 'retry', status, error: `unreadable answer (HTTP ${status})` }
    }
    const description = typeof reply.description === 'string' ? reply.description : `HTTP ${status}`
    if (response.ok && reply.ok === true) {
      const id = reply.result?.message_id
      return { outcome: 'delivered', ...(typeof id === 'number' ? { messageId: id } : {}) }
    }
    if (status === 429) {
      const seconds = Number(reply.parameters?.retry_after)
      return {
        outcome: 'retry',
        status,
        error: description,
        ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
      }
    }
    if (status >= 500 || status === 408) return { outcome: 'retry', status, error: description }
    return { outcome: 'rejected', status, error: description }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    const message = timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? error.cause instanceof Error
          ? `${error.message}: ${error.cause.message}`
          : error.message
        : String(error)
    return { outcome: 'retry', ...(status ? { status } : {}), error: message }
  }
}
