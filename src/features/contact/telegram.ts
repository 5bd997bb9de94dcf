import { escapeHtml } from '@/lib/text'
import type { ContactSubmission } from './schema'
import { isPlaceholder, isTelegramConfigured, type RuntimeConfig } from './runtimeConfig'

export const NOT_CONFIGURED_MESSAGE = 'Telegram bot not configured. Please contact the administrator.'

/** The chat message: one labelled line per field, user input escaped for HTML parse mode. */
export function formatContactMessage(
  submission: ContactSubmission,
  submittedAt: Date,
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
    line('Submitted', submittedAt.toLocaleString()),
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

/** The Bot API sendMessage call; message_thread_id only when a topic is configured. */
export function buildSendMessageRequest(config: RuntimeConfig, text: string): SendMessageRequest {
  const topic = config.telegramTopicId
  return {
    url: `${config.telegramApiBase}/bot${config.telegramBotToken}/sendMessage`,
    body: {
      chat_id: config.telegramChatId,
      text,
      parse_mode: 'HTML',
      ...(!isPlaceholder(topic) && /^\d+$/.test(topic) ? { message_thread_id: Number(topic) } : {}),
    },
  }
}

export type SendResult = { ok: true } | { ok: false; error: string }

/** Sends the submission. Resolves with the provider's refusal or the network failure, never throws. */
export async function sendToTelegram(
  config: RuntimeConfig,
  text: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  if (!isTelegramConfigured(config)) return { ok: false, error: NOT_CONFIGURED_MESSAGE }
  const request = buildSendMessageRequest(config, text)
  try {
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
    })
    const reply = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string }
    if (response.ok && reply.ok) return { ok: true }
    return { ok: false, error: reply.description || `The message service answered ${response.status}.` }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
