import { normaliseRuntimeConfig, type RuntimeConfig } from '@/features/contact/runtimeConfig'

/** The browser's runtime configuration, from TELEGRAM_* environment variables. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  return normaliseRuntimeConfig({
    telegramBotToken: env.TELEGRAM_BOT_TOKEN,
    telegramChatId: env.TELEGRAM_CHAT_ID,
    telegramTopicId: env.TELEGRAM_TOPIC_ID,
    telegramApiBase: env.TELEGRAM_API_BASE,
  })
}
