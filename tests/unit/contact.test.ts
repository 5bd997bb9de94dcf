import { describe, expect, it, vi } from 'vitest'
import { CONTACT_FIELD_MAX, STORAGE_KEYS, TELEGRAM_MESSAGE_MAX_CHARS } from '@/config/constants'
import {
  isPlaceholder,
  isTelegramConfigured,
  normaliseRuntimeConfig,
  type RuntimeConfig,
} from '@/features/contact/runtimeConfig'
import { contactSchema, emptySubmission, type ContactSubmission } from '@/features/contact/schema'
import { submitContact, suggestsEmailInstead } from '@/features/contact/submitContact'
import {
  buildSendMessageRequest,
  formatContactMessage,
  NOT_CONFIGURED_MESSAGE,
  sendToTelegram,
} from '@/features/contact/telegram'

const valid: ContactSubmission = {
  name: 'Olha Shevchenko',
  email: 'olha@fintech.example',
  phone: '+48 600 000 000',
  company: 'Ledgerline',
  industry: 'Finance',
  message: 'We need 20 qualified demos a month with CFOs.',
}

const config: RuntimeConfig = {
  telegramBotToken: '123:abc',
  telegramChatId: '-100200',
  telegramTopicId: '',
  telegramApiBase: 'http://127.0.0.1:9',
}

function errorsOf(values: Partial<ContactSubmission>) {
  const result = contactSchema.safeParse({ ...emptySubmission, ...values })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('contact form rules (spec section 5)', () => {
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
  const at = new Date('2026-03-04T10:20:00Z')

  it('has one labelled line per field and the submission time', () => {
    const text = formatContactMessage(valid, at, 'Bandera')
    for (const value of Object.values(valid)) expect(text).toContain(value)
    expect(text).toContain(`<b>Submitted:</b> ${at.toLocaleString()}`)
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
    const text = formatContactMessage(longest, at, 'Bandera')
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
    expect(buildSendMessageRequest({ ...config, telegramTopicId: '42' }, 'hi').body.message_thread_id).toBe(
      42,
    )
    expect(
      buildSendMessageRequest({ ...config, telegramTopicId: 'YOUR_TOPIC_ID' }, 'hi').body,
    ).not.toHaveProperty('message_thread_id')
  })
})

describe('runtime configuration', () => {
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
    ]) {
      expect(isPlaceholder(value)).toBe(true)
    }
    expect(isPlaceholder('123456:AAH-real')).toBe(false)
    expect(isTelegramConfigured({ ...config, telegramChatId: 'YOUR_CHAT_ID' })).toBe(false)
    expect(isTelegramConfigured(config)).toBe(true)
  })
  it('defaults the API base to Telegram and drops a trailing slash', () => {
    expect(normaliseRuntimeConfig({}).telegramApiBase).toBe('https://api.telegram.org')
    expect(normaliseRuntimeConfig({ telegramApiBase: 'http://127.0.0.1:8081/' }).telegramApiBase).toBe(
      'http://127.0.0.1:8081',
    )
  })
})

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

function fakeFetch(telegram: () => Response | Promise<Response>, runtime: Partial<RuntimeConfig> = config) {
  return vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/runtime-config.json') return Response.json(runtime)
    return telegram()
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>
}

const now = () => new Date('2026-03-04T10:20:00.000Z')

describe('submitContact (spec sections 7 and 8)', () => {
  it('succeeds on ok: true and stores nothing', async () => {
    const storage = memoryStorage()
    const fetchStub = fakeFetch(() => Response.json({ ok: true }))
    await expect(submitContact(valid, { fetch: fetchStub, storage, now, brand: 'Bandera' })).resolves.toEqual(
      {
        kind: 'success',
      },
    )
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).toBeNull()
    const [url, init] = fetchStub.mock.calls[1]!
    expect(url).toBe('http://127.0.0.1:9/bot123:abc/sendMessage')
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      chat_id: '-100200',
      parse_mode: 'HTML',
    })
  })

  it('keeps the submission with a timestamp when Telegram refuses', async () => {
    const storage = memoryStorage()
    const fetchStub = fakeFetch(() =>
      Response.json({ ok: false, description: 'Bad Request: chat not found' }, { status: 400 }),
    )
    await expect(submitContact(valid, { fetch: fetchStub, storage, now, brand: 'Bandera' })).resolves.toEqual(
      {
        kind: 'failed',
        reason: 'Bad Request: chat not found',
        offerEmail: false,
      },
    )
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.savedContactForms)!)).toEqual([
      { ...valid, timestamp: '2026-03-04T10:20:00.000Z' },
    ])
  })

  it('appends to what is already saved', async () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.savedContactForms, JSON.stringify([{ ...valid, timestamp: 'earlier' }]))
    const fetchStub = fakeFetch(() => Response.json({ ok: false }, { status: 500 }))
    await submitContact(valid, { fetch: fetchStub, storage, now, brand: 'Bandera' })
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.savedContactForms)!)).toHaveLength(2)
  })

  it('offers e-mail when the failure mentions technical difficulties or the e-mail server', async () => {
    const fetchStub = fakeFetch(() =>
      Response.json(
        { ok: false, description: 'Service is experiencing technical difficulties' },
        { status: 503 },
      ),
    )
    const outcome = await submitContact(valid, {
      fetch: fetchStub,
      storage: memoryStorage(),
      now,
      brand: 'Bandera',
    })
    expect(outcome).toMatchObject({ kind: 'failed', offerEmail: true })
    expect(suggestsEmailInstead('Email server unavailable')).toBe(true)
    expect(suggestsEmailInstead('chat not found')).toBe(false)
  })

  it('treats a network failure as a failed send and keeps the data', async () => {
    const storage = memoryStorage()
    const fetchStub = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(
      submitContact(valid, { fetch: fetchStub, storage, now, brand: 'Bandera' }),
    ).resolves.toMatchObject({
      kind: 'failed',
      reason: 'Failed to fetch',
    })
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).not.toBeNull()
  })

  it('reports the not-configured message without calling Telegram', async () => {
    const fetchStub = fakeFetch(() => Response.json({ ok: true }), { telegramBotToken: 'YOUR_BOT_TOKEN' })
    const outcome = await submitContact(valid, {
      fetch: fetchStub,
      storage: memoryStorage(),
      now,
      brand: 'Bandera',
    })
    expect(outcome).toEqual({ kind: 'failed', reason: NOT_CONFIGURED_MESSAGE, offerEmail: false })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('turns an exception in the flow into the unexpected error and still keeps the data', async () => {
    const storage = memoryStorage()
    const fetchStub = vi.fn(async () => {
      throw new Error('boom')
    }) as unknown as typeof fetch
    await expect(submitContact(valid, { fetch: fetchStub, storage, now, brand: 'Bandera' })).resolves.toEqual(
      {
        kind: 'unexpected',
      },
    )
    expect(storage.getItem(STORAGE_KEYS.savedContactForms)).not.toBeNull()
  })
})

describe('sendToTelegram', () => {
  it('reads the ok flag, not only the HTTP status', async () => {
    const fetchStub = vi.fn(async () =>
      Response.json({ ok: false, description: 'Forbidden' }),
    ) as unknown as typeof fetch
    await expect(sendToTelegram(config, 'hi', fetchStub)).resolves.toEqual({ ok: false, error: 'Forbidden' })
  })
})
