/**
 * The Telegram Bot API's sendMessage call (an HTML-formatted message to the configured chat and topic),
 * made by the relay only: the token never leaves the server. Runtime-agnostic (fetch and AbortSignal), so the Node server and the edge function share it.
 */
import { TELEGRAM_MESSAGE_MAX_CHARS } from '@/config/constants'
import { escapeHtml } from '@/lib/text'
import type { ContactSubmission } from '@/features/contact/schema'
import { CAMPAIGN_PARAMETERS, type LeadSource } from '@/lib/leadSource'

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

/** A half of a surrogate pair without its other half: text with no UTF-8 form, which Telegram refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as it can be sent: a lone surrogate half (a JSON body can hold one) becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/**
 * Text for HTML parse mode: every `<`, `>`, `&` and `"` as an entity. Every word of the message goes
 * through it, the relay's own included, so no text can open a tag Telegram does not know.
 */
const chatText = (text: string) => escapeHtml(wellFormed(text))

const line = (label: string, value: string) => `<b>${chatText(label)}:</b> ${chatText(value)}`

/**
 * The "Source" block: the page it was sent from, where the visit landed, the referring site
 * ("none" when the visit came straight in) and each campaign parameter and click id it had.
 */
export function formatSourceBlock(source: LeadSource): string[] {
  return [
    '<b>Source</b>',
    ...(source.page ? [line('Sent from', source.page)] : []),
    ...(source.landingPage ? [line('Landing page', source.landingPage)] : []),
    line('Referrer', source.referrer ?? 'none'),
    ...CAMPAIGN_PARAMETERS.flatMap((name) => (source[name] ? [line(name, source[name])] : [])),
    ...(source.clickIds ? [line('Click ids present', source.clickIds.join(', '))] : []),
  ]
}

/**
 * The message's words without its markup: the text Telegram shows for it (tags vanish, each entity
 * is its character), and what is sent as plain text when Telegram refuses the markup.
 */
export function plainTextOf(html: string): string {
  return wellFormed(
    html
      .replace(/<\/?b>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  )
}

/** The length Telegram counts: the text it shows, in UTF-16 code units. */
export function visibleLength(html: string): number {
  return plainTextOf(html).length
}

/** Shown instead of the Source lines that did not fit beside a message at its longest. */
export const SOURCE_CUT_NOTE = '(the rest of the source is kept with the lead in the outbox)'

/**
 * The chat message: one labelled line per field, user input escaped for HTML parse mode, then where
 * the lead came from. The fields' caps keep the message under Telegram's limit; beside a message at
 * its longest the Source block loses its last lines (the whole source stays with the lead).
 */
export function formatContactMessage(
  submission: ContactSubmission,
  submittedAt: string,
  brand: string,
  source?: LeadSource,
): string {
  const compose = (sourceLines: string[]) =>
    [
      `<b>New contact form submission from the ${chatText(brand)} website</b>`,
      '',
      line('Name', submission.name),
      line('Email', submission.email),
      line('Phone', submission.phone),
      line('Company', submission.company),
      line('Industry', submission.industry),
      '',
      `<b>Message:</b>`,
      chatText(submission.message),
      '',
      ...(sourceLines.length > 0 ? [...sourceLines, ''] : []),
      line('Submitted', submittedAt),
    ].join('\n')
  if (!source) return compose([])
  const block = formatSourceBlock(source)
  let text = compose(block)
  for (let kept = block.length - 1; kept > 1 && visibleLength(text) > TELEGRAM_MESSAGE_MAX_CHARS; kept--)
    text = compose([...block.slice(0, kept), chatText(SOURCE_CUT_NOTE)])
  return text
}

export interface SendMessageRequest {
  url: string
  body: {
    chat_id: string
    text: string
    parse_mode?: 'HTML'
    message_thread_id?: number
  }
}

/** The sendMessage call, in HTML parse mode unless `plain`; message_thread_id only when a topic is configured. */
export function buildSendMessageRequest(
  config: TelegramConfig,
  text: string,
  { plain = false }: { plain?: boolean } = {},
): SendMessageRequest {
  const topic = config.topicId
  return {
    url: `${config.apiBase}/bot${config.botToken}/sendMessage`,
    body: {
      chat_id: config.chatId,
      text,
      ...(plain ? {} : { parse_mode: 'HTML' as const }),
      ...(!isPlaceholder(topic) && /^\d+$/.test(topic) ? { message_thread_id: Number(topic) } : {}),
    },
  }
}

/**
 * What a refusal says must change: the bot's token, the chat (or topic) it sends to and the bot's
 * place in it, or the message itself (its markup, length or encoding).
 */
export type Refusal = 'token' | 'chat' | 'message'

/** The Bot API's descriptions of a 400 for the message's text rather than for where it goes. */
const REFUSED_TEXT =
  /can't parse entities|message is too long|message text is empty|text must be (?:encoded in )?UTF-8|strings must be encoded in UTF-8/i

/** What the operator must look at for a refusal (each host adds how it re-sends or shows a lead). */
export function whatToCheck(refusal: Refusal | undefined): string {
  switch (refusal) {
    case 'token':
      return 'Telegram does not know the bot token: check TELEGRAM_BOT_TOKEN'
    case 'chat':
      return 'check TELEGRAM_CHAT_ID and TELEGRAM_TOPIC_ID, and that the bot is still a member of that chat'
    case 'message':
      return 'Telegram refused the words of this lead, as HTML and as plain text: pass it on by hand'
    default:
      return 'check TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID'
  }
}

export function refusalOf(status: number, description: string): Refusal {
  if (status === 401 || status === 404) return 'token'
  if (status === 400 && REFUSED_TEXT.test(description)) return 'message'
  return 'chat'
}

export type DeliveryResult =
  /** `plainAfter`: Telegram refused the markup for this reason, and the words went as plain text. */
  | { outcome: 'delivered'; messageId?: number; plainAfter?: string }
  /** Worth trying again: no answer, a timeout, a 5xx, a 429, an unreadable answer. */
  | { outcome: 'retry'; error: string; status?: number; retryAfterMs?: number }
  /** Telegram refused it for good (bad token, unknown chat, bot removed): the operator must act. */
  | { outcome: 'rejected'; error: string; status: number; refusal: Refusal }

interface BotApiReply {
  ok?: unknown
  description?: unknown
  parameters?: { retry_after?: unknown }
  result?: { message_id?: unknown }
}

export interface SendOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  /** No parse mode: the text is shown as it is. */
  plain?: boolean
}

/** One sendMessage attempt, classified. Never throws. */
export async function sendMessage(
  config: TelegramConfig,
  text: string,
  { fetch: fetchImpl = fetch, timeoutMs = SEND_TIMEOUT_MS, plain = false }: SendOptions = {},
): Promise<DeliveryResult> {
  const request = buildSendMessageRequest(config, text, { plain })
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
    return { outcome: 'rejected', status, error: description, refusal: refusalOf(status, description) }
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

/** Written after a plain-text message that had to be cut to Telegram's limit. */
const PLAIN_CUT_NOTE = '\n(cut here: the whole lead is kept in the outbox)'

/** The words of `html` as plain text, cut to Telegram's limit (never inside a surrogate pair). */
function plainMessage(html: string): string {
  const text = plainTextOf(html)
  if (text.length <= TELEGRAM_MESSAGE_MAX_CHARS) return text
  let end = TELEGRAM_MESSAGE_MAX_CHARS - PLAIN_CUT_NOTE.length
  if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end--
  return text.slice(0, end) + PLAIN_CUT_NOTE
}

/**
 * A lead's message: in HTML parse mode, and when Telegram refuses it for its text (markup it cannot
 * parse, its length, its encoding) once more as plain text, the same words without markup, so the
 * lead still arrives. A refusal of the token or the chat is not tried again: the operator must act.
 */
export async function sendLeadMessage(
  config: TelegramConfig,
  html: string,
  options: Omit<SendOptions, 'plain'> = {},
): Promise<DeliveryResult> {
  const first = await sendMessage(config, html, options)
  if (first.outcome !== 'rejected' || first.refusal !== 'message') return first
  const plain = await sendMessage(config, plainMessage(html), { ...options, plain: true })
  if (plain.outcome === 'delivered') return { ...plain, plainAfter: first.error }
  return { ...plain, error: `${plain.error} (as plain text; as HTML: ${first.error})` }
}
