import { describe, expect, it, vi } from 'vitest'
import { BodyTooLargeError, clientAddress, readStreamWithin, requestOrigin } from '../../relay/contactHttp'
import { relaySettingsFromEnv } from '../../relay/settings'
import {
  CONTACT_FIELD_MAX,
  MIN_FILL_TIME_MS,
  STORAGE_KEYS,
  TELEGRAM_MESSAGE_MAX_CHARS,
} from '@/config/constants'
import { CONTACT_API_PATH, type ContactResult } from '@/features/contact/api'
import { newLeadKey } from '@/features/contact/leadKey'
import {
  buildSendMessageRequest,
  formatContactMessage,
  formatSubmissionTime,
  isPlaceholder,
  isTelegramConfigured,
  telegramConfigFromEnv,
  type TelegramConfig,
} from '../../relay/telegram'
import { MAX_RESEND_ATTEMPTS, resendSavedForms } from '@/features/contact/resendSaved'
import { dropExpiredForms, hasSavedForms, isExpired, readSavedForms } from '@/features/contact/savedForms'
import { contactSchema, emptySubmission, type ContactSubmission } from '@/features/contact/schema'
import {
  FAILURE_REASONS,
  NOT_CONFIGURED_MESSAGE,
  submitContact,
  suggestsEmailInstead,
} from '@/features/contact/submitContact'
import { memoryStorage } from '../support/memoryStorage'

const valid: ContactSubmission = {
  name: 'Olha Shevchenko',
  email: 'olha@fintech.example',
  phone: '+48 600 000 000',
  company: 'Ledgerline',
  industry: 'Finance',
  message: 'We need 20 qualified demos a month with CFOs.',
}

const config: TelegramConfig = {
  botToken: '123:abc',
  chatId: '-100200',
  topicId: '',
  apiBase: 'http://127.0.0.1:9',
}

function errorsOf(values: Partial<ContactSubmission>) {
  const result = contactSchema.safeParse({ ...emptySubmission, ...values })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('contact form rules', () => {
  it('shows every message of the spec for an empty form', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Phone number is required.',
      company: 'Company name is required.',
      industry: 'Please select an industry.',
      message: 'Message must be at least 10 characters.',
    })
  })
  it('accepts the minimum lengths exactly', () => {
    expect(errorsOf({ ...valid, name: 'Al', message: '0123456789' })).toEqual({})
  })
  it('rejects one character under each minimum', () => {
    expect(errorsOf({ ...valid, name: 'A', message: '012345678' })).toEqual({
      name: 'Name must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    })
  })
  it('rejects an invalid e-mail address', () => {
    expect(errorsOf({ ...valid, email: 'olha@' }).email).toBe('Please enter a valid email address.')
  })
  it('caps lengths with a clear message', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(CONTACT_FIELD_MAX.message + 1) }).message).toBe(
      `Message must be at most ${CONTACT_FIELD_MAX.message} characters.`,
    )
    expect(errorsOf({ ...valid, company: 'x'.repeat(CONTACT_FIELD_MAX.company + 1) }).company).toBe(
      `Company name must be at most ${CONTACT_FIELD_MAX.company} characters.`,
    )
  })
})

describe('the Telegram message', () => {
  const at = 'Mar 4, 2026, 12:20 (Europe/Kyiv)'

  it('has one labelled line per field and the submission time', () => {
    const text = formatContactMessage(valid, at, 'Bandera')
    for (const value of Object.values(valid)) expect(text).toContain(value)
    expect(text).toContain(`<b>Submitted:</b> ${at}`)
    expect(text.split('\n')[0]).toBe('<b>New contact form submission from the Bandera website</b>')
  })

  it("gives the submission time in the agency's time zone, named", () => {
    expect(formatSubmissionTime(new Date('2026-03-04T10:20:00Z'), 'Europe/Kyiv')).toBe(
      '4 Mar 2026, 12:20 (Europe/Kyiv)',
    )
  })

  it('escapes user input for HTML parse mode', () => {
    const text = formatContactMessage({ ...valid, company: '<script>&"x"</script>' }, at, 'Bandera')
    expect(text).toContain('<b>Company:</b> &lt;script&gt;&amp;&quot;x&quot;&lt;/script&gt;')
    expect(text).not.toContain('<script>')
  })

  it('stays under 4096 characters at every field cap, even when every character needs escaping', () => {
    const longest: ContactSubmission = {
      name: '&'.repeat(CONTACT_FIELD_MAX.name),
      email: `${'a'.repeat(CONTACT_FIELD_MAX.email - 12)}@example.com`,
      phone: '<'.repeat(CONTACT_FIELD_MAX.phone),
      company: '>'.repeat(CONTACT_FIELD_MAX.company),
      industry: 'Real Estate',
      message: '"'.repeat(CONTACT_FIELD_MAX.message),
    }
    expect(contactSchema.safeParse(longest).success).toBe(true)
    const text = formatContactMessage(longest, formatSubmissionTime(new Date(), 'Pacific/Chatham'), 'Bandera')
    // Telegram counts the text after parsing entities: tags vanish, each &xx; counts as one character.
    const visible = text.replace(/<\/?b>/g, '').replace(/&(?:amp|lt|gt|quot);/g, '_')
    expect(visible.length).toBeLessThanOrEqual(TELEGRAM_MESSAGE_MAX_CHARS)
  })

  it('builds the sendMessage call with the token in the path and HTML parse mode', () => {
    expect(buildSendMessageRequest(config, 'hi')).toEqual({
      url: 'http://127.0.0.1:9/bot123:abc/sendMessage',
      body: { chat_id: '-100200', text: 'hi', parse_mode: 'HTML' },
    })
  })

  it('adds message_thread_id only when a topic is configured', () => {
    expect(buildSendMessageRequest({ ...config, topicId: '42' }, 'hi').body.message_thread_id).toBe(42)
    expect(buildSendMessageRequest({ ...config, topicId: 'YOUR_TOPIC_ID' }, 'hi').body).not.toHaveProperty(
      'message_thread_id',
    )
  })
})

describe('one-line fields', () => {
  it.each([
    ['name', 'Name'],
    ['phone', 'Phone number'],
    ['company', 'Company name'],
  ] as const)('refuse line breaks, tabs and control characters in %s', (field, what) => {
    for (const value of ['Acme\nEmail: ceo@bank.example', 'Acme\tLtd', 'Acme\u2028Ltd', 'Acme\u0000Ltd'])
      expect(errorsOf({ ...valid, [field]: value })[field]).toBe(`${what} must be a single line of text.`)
  })
  it('keep a message’s lines and tabs, but refuse its other control characters', () => {
    expect(errorsOf({ ...valid, message: 'First line of the brief,\r\n\tsecond line.' })).toEqual({})
    expect(errorsOf({ ...valid, message: 'A brief with a bell\u0007 in it.' }).message).toBe(
      'Message must not contain control characters.',
    )
  })
})

describe("the relay's settings", () => {
  it('refuse a Bot API address without a scheme, which would put the token in a path', () => {
    for (const base of ['api.telegram.org', 'ftp://api.telegram.org', 'https://'])
      expect(() => relaySettingsFromEnv({ TELEGRAM_API_BASE: base })).toThrow(
        /TELEGRAM_API_BASE must be an http\(s\) address/,
      )
    expect(relaySettingsFromEnv({ TELEGRAM_API_BASE: 'http://127.0.0.1:8081' }).telegram.apiBase).toBe(
      'http://127.0.0.1:8081',
    )
  })
  it('read the rest with their defaults, and name a variable that cannot be right', () => {
    expect(relaySettingsFromEnv({})).toMatchObject({
      timeZone: 'Europe/Kyiv',
      rateLimits: { perAddress: { limit: 5, windowMs: 600_000 }, global: { limit: 60, windowMs: 3_600_000 } },
      retry: { baseMs: 1000, maxMs: 60_000 },
      stuckAfterMs: 30 * 60_000,
      trustProxyHops: 0,
    })
    expect(() => relaySettingsFromEnv({ LEAD_STUCK_AFTER_MINUTES: '0' })).toThrow(
      'LEAD_STUCK_AFTER_MINUTES must be a whole number >= 1, not "0".',
    )
    expect(() => relaySettingsFromEnv({ LEAD_TIME_ZONE: 'Mars/Olympus' })).toThrow(/LEAD_TIME_ZONE/)
  })
})

describe('where a request came from', () => {
  it('believes X-Forwarded-For, -Proto and -Host only behind trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.5, 10.0.0.9', 0)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.5', 1)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.5', 2)).toBe('198.51.100.1')
    const connection = { scheme: 'http', host: 'internal:3000' }
    const forwarded = { proto: 'https', host: 'bandera.example, proxy.internal' }
    expect(requestOrigin(connection, forwarded, 0)).toBe('http://internal:3000')
    expect(requestOrigin(connection, forwarded, 1)).toBe('https://bandera.example')
    expect(requestOrigin(connection, { proto: undefined, host: undefined }, 1)).toBe('http://internal:3000')
    // A scheme no proxy sends is not believed; default ports are the origin without one.
    expect(requestOrigin(connection, { proto: 'gopher', host: 'bandera.example:80' }, 1)).toBe(
      'http://bandera.example',
    )
    expect(requestOrigin({ scheme: 'https', host: 'Bandera.example:443' }, forwarded, 0)).toBe(
      'https://bandera.example',
    )
    expect(requestOrigin({ scheme: 'http', host: 'bad host/' }, forwarded, 0)).toBe('')
  })
})

describe('a request body read within its cap', () => {
  const streamOf = (parts: string[], pulled: string[]) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift()
        if (part === undefined) return controller.close()
        pulled.push(part)
        controller.enqueue(new TextEncoder().encode(part))
      },
    })

  it('is the text of its chunks when its bytes (é is two) reach the cap exactly', async () => {
    expect(await readStreamWithin(streamOf(['{"a":', '"é"}'], []), 10)).toBe('{"a":"é"}')
    expect(await readStreamWithin(null, 9)).toBe('')
  })

  it('refuses past the cap, after reading the rest to its end, so a proxy still carries the 413 back', async () => {
    const pulled: string[] = []
    const parts = ['12345', '67890', 'abcde', 'fghij']
    await expect(readStreamWithin(streamOf([...parts], pulled), 8)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(pulled).toEqual(parts)
  })
})

describe("the relay's Telegram settings", () => {
  it('treats empty and template values as not configured', () => {
    for (const value of [
      '',
      '  ',
      'YOUR_BOT_TOKEN',
      'your-chat-id',
      '<chat id>',
      '{{TOKEN}}',
      '${TOKEN}',
      'placeholder',
    ])
      expect(isPlaceholder(value)).toBe(true)
    expect(isPlaceholder('123456:AAH-real')).toBe(false)
    expect(isTelegramConfigured({ ...config, chatId: 'YOUR_CHAT_ID' })).toBe(false)
    expect(isTelegramConfigured(config)).toBe(true)
  })
  it('reads the environment, defaults the API base to Telegram and drops a trailing slash', () => {
    expect(telegramConfigFromEnv({}).apiBase).toBe('https://api.telegram.org')
    expect(
      telegramConfigFromEnv({
        TELEGRAM_BOT_TOKEN: ' 1:x ',
        TELEGRAM_CHAT_ID: '-5',
        TELEGRAM_TOPIC_ID: '7',
        TELEGRAM_API_BASE: 'http://127.0.0.1:8081/',
      }),
    ).toEqual({ botToken: '1:x', chatId: '-5', topicId: '7', apiBase: 'http://127.0.0.1:8081' })
  })
})

const now = () => new Date('2026-03-04T10:20:00.000Z')
const request = { ...valid, key: 'k'.repeat(32), fillMs: 8000 }

function relayAnswering(result: ContactResult | string, status = 200) {
  return vi.fn(async () =>
    typeof result === 'string' ? new Response(result, { status }) : Response.json(result, { status }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>
}

describe("submitContact: the browser's side of the relay", () => {
  it("posts the lead, its key and fill time to the site's own relay, and keeps nothing on success", async () => {
    const storage = memoryStorage()
    const fetchStub = relayAnswering({ status: 'sent' })
    await expect(submitContact(request, { fetch: fetchStub, storage, now })).resolves.toEqual({
      kind: 'success',
    })
    const [url, init] = fetchStub.mock.calls[0]!
    expect(url).toBe(CONTACT_API_PATH)
    expect(JSON.parse(String((init as RequestInit).body))).toEqual(request)
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).toBeNull()
  })

  it('counts a lead the relay keeps for later delivery as sent', async () => {
    await expect(
      submitContact(request, {
        fetch: relayAnswering({ status: 'queued' }, 202),
        storage: memoryStorage(),
        now,
      }),
    ).resolves.toEqual({ kind: 'success' })
  })

  it("passes the relay's field messages on, keeping nothing", async () => {
    const storage = memoryStorage()
    const errors = { email: 'Please enter a valid email address.' }
    await expect(
      submitContact(request, { fetch: relayAnswering({ status: 'invalid', errors }, 422), storage, now }),
    ).resolves.toEqual({ kind: 'invalid', errors })
    expect(hasSavedForms(storage)).toBe(false)
  })

  it('keeps the lead with its timestamp and key when the relay cannot be reached, and says so plainly', async () => {
    const storage = memoryStorage()
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(submitContact(request, { fetch: offline, storage, now })).resolves.toEqual({
      kind: 'failed',
      reason: FAILURE_REASONS.unreachable,
      offerEmail: false,
    })
    expect(readSavedForms(storage)).toEqual([
      { ...valid, timestamp: '2026-03-04T10:20:00.000Z', key: request.key, fillMs: 8000 },
    ])
  })

  it('offers e-mail when the relay itself is in trouble (the catalogue\'s "technical difficulties")', async () => {
    const outcome = await submitContact(request, {
      fetch: relayAnswering('<html>Bad Gateway</html>', 502),
      storage: memoryStorage(),
      now,
    })
    expect(outcome).toEqual({ kind: 'failed', reason: FAILURE_REASONS.serverError, offerEmail: true })
    expect(suggestsEmailInstead('Email server unavailable')).toBe(true)
    expect(suggestsEmailInstead('chat not found')).toBe(false)
  })

  it("says the bot is not configured in the catalogue's words, and keeps the lead", async () => {
    const storage = memoryStorage()
    const outcome = await submitContact(request, {
      fetch: relayAnswering({ status: 'not-configured' }, 503),
      storage,
      now,
    })
    expect(outcome).toMatchObject({ kind: 'failed', offerEmail: false })
    expect(outcome.kind === 'failed' && outcome.reason.startsWith(NOT_CONFIGURED_MESSAGE)).toBe(true)
    expect(readSavedForms(storage)).toHaveLength(1)
  })

  it('tells a rate-limited visitor when to try again, in minutes', async () => {
    const outcome = await submitContact(request, {
      fetch: relayAnswering({ status: 'rate-limited', retryAfterSeconds: 130 }, 429),
      storage: memoryStorage(),
      now,
    })
    expect(outcome).toEqual({ kind: 'failed', reason: FAILURE_REASONS.rateLimited(3), offerEmail: false })
  })

  it("never shows a provider's words: only the reasons of this site", async () => {
    const answers = [
      relayAnswering('{"ok":false,"description":"Bad Request: chat not found"}', 502),
      relayAnswering({ status: 'rate-limited', retryAfterSeconds: 60 }, 429),
    ]
    for (const fetchStub of answers) {
      const outcome = await submitContact(request, { fetch: fetchStub, storage: memoryStorage(), now })
      expect(JSON.stringify(outcome)).not.toMatch(/chat not found|Failed to fetch/)
    }
  })

  it('turns an answer outside the contract into the unexpected error and still keeps the data', async () => {
    const storage = memoryStorage()
    await expect(
      submitContact(request, { fetch: relayAnswering('not json'), storage, now }),
    ).resolves.toEqual({
      kind: 'unexpected',
    })
    expect(readSavedForms(storage)).toHaveLength(1)
  })

  it('keeps the same message once however often it fails, and appends other messages', async () => {
    const storage = memoryStorage()
    storage.setItem(
      STORAGE_KEYS.savedContactForms,
      JSON.stringify([{ ...valid, timestamp: '2026-03-03T09:00:00.000Z' }]),
    )
    const failing = relayAnswering('down', 503)
    await submitContact(request, { fetch: failing, storage, now })
    await submitContact(request, { fetch: failing, storage, now })
    expect(readSavedForms(storage).map((saved) => saved.key)).toEqual([undefined, request.key])
  })
})

describe('the next visit re-sends what was kept', () => {
  /** The visit's clock and the retention period of data/site.yaml. */
  const DAYS = 14
  const visit = { now: now(), days: DAYS }
  const daysBefore = (days: number) => new Date(now().getTime() - days * 86_400_000).toISOString()

  function keep(storage: Storage, ...forms: object[]) {
    storage.setItem(STORAGE_KEYS.savedContactForms, JSON.stringify(forms))
  }

  it('sends each kept lead with its own key and drops it once the relay has it', async () => {
    const storage = memoryStorage()
    keep(storage, { ...valid, timestamp: daysBefore(1), key: request.key, fillMs: 9000 })
    const fetchStub = relayAnswering({ status: 'queued' }, 202)
    await expect(resendSavedForms(storage, fetchStub, visit)).resolves.toEqual({
      sent: 1,
      kept: 0,
      dropped: 0,
    })
    expect(JSON.parse(String((fetchStub.mock.calls[0]![1] as RequestInit).body))).toEqual({
      ...request,
      fillMs: 9000,
    })
    expect(hasSavedForms(storage)).toBe(false)
  })

  it('gives a kept lead from before keys existed a key, and the minimum fill time', async () => {
    const storage = memoryStorage()
    keep(storage, { ...valid, timestamp: daysBefore(2) })
    const fetchStub = relayAnswering('down', 503)
    await expect(resendSavedForms(storage, fetchStub, visit)).resolves.toEqual({
      sent: 0,
      kept: 1,
      dropped: 0,
    })
    const sent = JSON.parse(String((fetchStub.mock.calls[0]![1] as RequestInit).body)) as {
      key: string
      fillMs: number
    }
    expect(sent.key).toMatch(/^[0-9a-f]{32}$/)
    expect(sent.fillMs).toBe(MIN_FILL_TIME_MS)
    expect(readSavedForms(storage)[0]).toMatchObject({ key: sent.key, resendAttempts: 1 })
  })

  it('keeps a lead that still fails, and stops re-sending it after a few visits', async () => {
    const storage = memoryStorage()
    keep(storage, { ...valid, timestamp: daysBefore(1), key: request.key })
    const failing = relayAnswering('down', 503)
    for (let attempt = 0; attempt < MAX_RESEND_ATTEMPTS + 2; attempt++)
      await resendSavedForms(storage, failing, visit)
    expect(failing).toHaveBeenCalledTimes(MAX_RESEND_ATTEMPTS)
    expect(readSavedForms(storage)).toHaveLength(1)
  })

  it(`deletes a kept lead older than the retention period unsent, and keeps the others`, async () => {
    const storage = memoryStorage()
    keep(
      storage,
      { ...valid, timestamp: daysBefore(DAYS + 1), key: 'a'.repeat(32) },
      { ...valid, timestamp: daysBefore(DAYS - 1), key: 'b'.repeat(32) },
    )
    const failing = relayAnswering('down', 503)
    await expect(resendSavedForms(storage, failing, visit)).resolves.toEqual({
      sent: 0,
      kept: 1,
      dropped: 1,
    })
    expect(failing).toHaveBeenCalledTimes(1)
    expect(readSavedForms(storage).map((saved) => saved.key)).toEqual(['b'.repeat(32)])
  })

  it('deletes a lead that was no longer re-sent once it expires, and leaves nothing behind', async () => {
    const storage = memoryStorage()
    keep(storage, { ...valid, timestamp: daysBefore(DAYS + 3), key: request.key, resendAttempts: 5 })
    await expect(resendSavedForms(storage, relayAnswering('down', 503), visit)).resolves.toEqual({
      sent: 0,
      kept: 0,
      dropped: 1,
    })
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).toBeNull()
  })
})

describe('how long the browser keeps a message', () => {
  const at = new Date('2026-03-15T12:00:00.000Z')

  it('counts whole days from the moment the visitor tried to send it', () => {
    expect(isExpired({ timestamp: '2026-03-01T12:00:00.000Z' }, at, 14)).toBe(false)
    expect(isExpired({ timestamp: '2026-03-01T11:59:59.000Z' }, at, 14)).toBe(true)
    expect(isExpired({ timestamp: '2026-03-15T11:00:00.000Z' }, at, 1)).toBe(false)
  })

  it('treats a message whose time cannot be read as expired: its age cannot be vouched for', () => {
    expect(isExpired({ timestamp: 'earlier' }, at, 14)).toBe(true)
  })

  it('rewrites the storage only when something expired', () => {
    const storage = memoryStorage()
    const fresh = JSON.stringify([{ ...valid, timestamp: '2026-03-14T12:00:00.000Z' }])
    storage.setItem(STORAGE_KEYS.savedContactForms, fresh)
    const setItem = vi.spyOn(storage, 'setItem')
    expect(dropExpiredForms(storage, at, 14)).toBe(0)
    expect(setItem).not.toHaveBeenCalled()
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).toBe(fresh)
  })
})

describe('lead keys', () => {
  it('are 128 random bits, never the same twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, newLeadKey))
    expect(keys.size).toBe(1000)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })
})
