/**
 * The Telegram stand-in as a process for the end-to-end tests (see playwright.config.ts), knowing the
 * bot and chat the servers are given. Messages are answered ok after 400 ms (so the sending state can
 * be seen), unless a test set another behaviour for its company through POST /__behave.
 */
import { startTelegramStandIn } from '../../support/telegramStandIn'
import { TELEGRAM_STAND_IN_PORT, TEST_BOT_TOKEN, TEST_CHAT_ID } from './ports'

const standIn = await startTelegramStandIn({
  port: TELEGRAM_STAND_IN_PORT,
  token: TEST_BOT_TOKEN,
  chatId: TEST_CHAT_ID,
})
standIn.behave({ kind: 'ok', delayMs: 400 })
console.log(`Telegram stand-in on ${standIn.url}`)
