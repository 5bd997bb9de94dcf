/** Settings the server (or a static deployment's runtime-config.json) hands to the browser. */
export interface RuntimeConfig {
  telegramBotToken: string
  telegramChatId: string
  telegramTopicId: string
  telegramApiBase: string
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json'
export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org'

/** Values that stand in for a real setting: empty, or a template's "YOUR_BOT_TOKEN", "<chat id>" ... */
export function isPlaceholder(value: string | undefined | null): boolean {
  const text = (value ?? '').trim()
  return (
    text === '' ||
    /^(?:your|<|\{\{|\$\{|changeme|placeholder|xxx|todo)/i.test(text) ||
    /placeholder/i.test(text)
  )
}

export function normaliseRuntimeConfig(raw: Partial<Record<keyof RuntimeConfig, unknown>>): RuntimeConfig {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const apiBase = text(raw.telegramApiBase)
  return {
    telegramBotToken: text(raw.telegramBotToken),
    telegramChatId: text(raw.telegramChatId),
    telegramTopicId: text(raw.telegramTopicId),
    telegramApiBase: (isPlaceholder(apiBase) ? DEFAULT_TELEGRAM_API_BASE : apiBase).replace(/\/+$/, ''),
  }
}

export function isTelegramConfigured(config: RuntimeConfig): boolean {
  return !isPlaceholder(config.telegramBotToken) && !isPlaceholder(config.telegramChatId)
}

/** Read when the visitor sends, never baked into the bundle. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' })
  if (!response.ok) return normaliseRuntimeConfig({})
  return normaliseRuntimeConfig((await response.json()) as Record<string, unknown>)
}
