/**
 * One sendMessage call, classified, and a lead's message sent as Telegram takes it: against the
 * strict Telegram stand-in (tests/support/telegramStandIn.ts), which knows one bot and one chat and
 * parses the text as Telegram does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TELEGRAM_MESSAGE_MAX_CHARS } from '@/config/constants'
import { plainTextOf, sendLeadMessage, sendMessage, type TelegramConfig } from '../../relay/telegram'
import {
  STAND_IN_BOT,
  startTelegramStandIn,
  TELEGRAM_ERRORS,
  type TelegramStandIn,
} from '../support/telegramStandIn'

let standIn: TelegramStandIn
let config: TelegramConfig

beforeAll(async () => {
  standIn = await startTelegramStandIn()
  config = { botToken: STAND_IN_BOT.token, chatId: STAND_IN_BOT.chatId, topicId: '', apiBase: standIn.url }
})
beforeEach(async () => {
  await standIn.up()
  standIn.behave({ kind: 'ok' })
  standIn.received.length = 0
})
afterAll(() => standIn.close())

/** The message the relay sent when a lead's Source block had to be cut (before the fix). */
const CUT_SOURCE_MESSAGE = [
  '<b>New contact form submission from the Bandera website</b>',
  '',
  '<b>Company:</b> Ledgerline &amp; Sons',
  '',
  '<b>Source</b>',
  '<b>Sent from:</b> /contact',
  '(more of the source is kept with the lead: npm run leads -- show <id>)',
].join('\n')

describe('one sendMessage attempt, classified', () => {
  it('is delivered on ok: true, with the message id', async () => {
    await expect(sendMessage(config, '<b>Company:</b> Acme')).resolves.toEqual({
      outcome: 'delivered',
      messageId: 1,
    })
    expect(standIn.delivered('Acme')[0]!.shown).toEqual({
      text: 'Company: Acme',
      entities: [{ type: 'bold', offset: 0, length: 8 }],
    })
  })

  it.each([
    ['a token Telegram does not know', { botToken: '123456:another-token' }, 401, 'Unauthorized', 'token'],
    ['a chat the bot is not in', { chatId: '-100999' }, 400, 'Bad Request: chat not found', 'chat'],
    [
      'a topic the chat does not have',
      { topicId: '77' },
      400,
      'Bad Request: message thread not found',
      'chat',
    ],
  ] as const)('refuses %s for good, naming what to fix', async (_, change, status, error, refusal) => {
    await expect(sendMessage({ ...config, ...change }, 'hi')).resolves.toEqual({
      outcome: 'rejected',
      status,
      error,
      refusal,
    })
  })

  it('refuses a bot the chat blocked or removed, as the chat’s refusal', async () => {
    standIn.behave(TELEGRAM_ERRORS.blocked)
    await expect(sendMessage(config, 'hi')).resolves.toEqual({
      outcome: 'rejected',
      status: 403,
      error: 'Forbidden: bot was blocked by the user',
      refusal: 'chat',
    })
  })

  it('retries a 429 after the retry_after it names', async () => {
    standIn.behave(TELEGRAM_ERRORS.floodWait(7))
    await expect(sendMessage(config, 'hi')).resolves.toEqual({
      outcome: 'retry',
      status: 429,
      error: 'Too Many Requests: retry after 7',
      retryAfterMs: 7000,
    })
  })

  it('retries a 5xx, an unreadable answer and a failed connection', async () => {
    standIn.behave({ kind: 'error', status: 502, description: 'Bad Gateway' })
    await expect(sendMessage(config, 'hi')).resolves.toMatchObject({ outcome: 'retry', status: 502 })
    standIn.behave({ kind: 'malformed', status: 200 })
    await expect(sendMessage(config, 'hi')).resolves.toMatchObject({
      outcome: 'retry',
      error: 'unreadable answer (HTTP 200)',
    })
    await standIn.down()
    await expect(sendMessage(config, 'hi')).resolves.toMatchObject({
      outcome: 'retry',
      // A closed kept-alive connection, or a refused new one.
      error: expect.stringMatching(/^fetch failed: (connect ECONNREFUSED|other side closed)/),
    })
  })

  it('gives up on an attempt that gets no answer within the timeout', async () => {
    standIn.behave({ kind: 'hang' })
    await expect(sendMessage(config, 'hi', { timeoutMs: 50 })).resolves.toEqual({
      outcome: 'retry',
      error: 'no answer within 0.05 s',
    })
  })
})

describe("a lead's message", () => {
  it('that Telegram cannot parse arrives as plain text, the same words, with the reason it gives', async () => {
    const result = await sendLeadMessage(config, CUT_SOURCE_MESSAGE)
    const refusal = `Bad Request: can't parse entities: Unsupported start tag "id" at byte offset ${Buffer.byteLength(
      CUT_SOURCE_MESSAGE.split('<id>')[0]!,
    )}`
    expect(result).toEqual({ outcome: 'delivered', messageId: 2, plainAfter: refusal })
    const [html, plain] = standIn.received
    expect([html!.answered, html!.description]).toEqual(['refused', refusal])
    expect(plain!.body).not.toHaveProperty('parse_mode')
    expect(plain!.shown!.text).toBe(plainTextOf(CUT_SOURCE_MESSAGE))
    expect(plain!.shown!.text).toContain('Company: Ledgerline & Sons\n')
    expect(plain!.shown!.text).toContain('npm run leads -- show <id>)')
  })

  it('too long for Telegram arrives as plain text cut to its limit, saying so', async () => {
    const long = `<b>Message:</b>\n${'&lt;'.repeat(TELEGRAM_MESSAGE_MAX_CHARS)}`
    await expect(sendLeadMessage(config, long)).resolves.toMatchObject({
      outcome: 'delivered',
      plainAfter: 'Bad Request: message is too long',
    })
    const shown = standIn.delivered()[0]!.shown!.text
    expect(shown).toHaveLength(TELEGRAM_MESSAGE_MAX_CHARS)
    expect(shown).toMatch(/^Message:\n<<<[\s\S]*<\n\(cut here: the whole lead is kept in the outbox\)$/)
  })

  it('is not sent again as plain text when Telegram refuses the token or the chat', async () => {
    await expect(
      sendLeadMessage({ ...config, chatId: '-100999' }, CUT_SOURCE_MESSAGE),
    ).resolves.toMatchObject({
      outcome: 'rejected',
      refusal: 'chat',
    })
    await expect(
      sendLeadMessage({ ...config, botToken: '123456:another-token' }, CUT_SOURCE_MESSAGE),
    ).resolves.toMatchObject({ outcome: 'rejected', refusal: 'token' })
    expect(standIn.received).toHaveLength(2)
  })

  it('refused as plain text too names both refusals', async () => {
    // A chat that takes no text at all, whatever its form.
    standIn.behave({ kind: 'error', status: 400, description: 'Bad Request: message text is empty' })
    await expect(sendLeadMessage(config, '<b>Company:</b> Acme')).resolves.toEqual({
      outcome: 'rejected',
      status: 400,
      refusal: 'message',
      error:
        'Bad Request: message text is empty (as plain text; as HTML: Bad Request: message text is empty)',
    })
  })
})
