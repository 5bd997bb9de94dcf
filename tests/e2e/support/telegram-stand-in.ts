/**
 * The Telegram stand-in as a process for the end-to-end tests (see playwright.config.ts). Messages are
 * answered ok after 400 ms (so the sending state can be seen), unless a test set another behaviour
 * for its company through POST /__behave.
 */
import { startTelegramStandIn } from '../../support/telegramStandIn'
import { TELEGRAM_STAND_IN_PORT } from './ports'

const standIn = await startTelegramStandIn(TELEGRAM_STAND_IN_PORT)
standIn.behave({ kind: 'ok', delayMs: 400 })
console.log(`Telegram stand-in on ${standIn.url}`)
