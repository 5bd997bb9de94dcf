import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import {
  ANALYTICS_EDGE_URL,
  ANALYTICS_SITE_URL,
  TELEGRAM_STAND_IN_URL,
  TEST_BOT_TOKEN,
  TEST_CHAT_ID,
} from './tests/e2e/support/ports'

/**
 * tests/e2e/analytics.spec.ts against a build with every analytics provider configured (a copy of
 * this checkout, tests/e2e/support/analytics-site.ts), on the Node server and through the edge
 * Worker. The providers themselves are stand-ins inside the browser: nothing leaves the machine.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['analytics.spec.ts'],
  projects: [
    { name: 'analytics-node', use: { baseURL: ANALYTICS_SITE_URL } },
    { name: 'analytics-edge', use: { baseURL: ANALYTICS_EDGE_URL } },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/telegram-stand-in.ts',
      url: `${TELEGRAM_STAND_IN_URL}/__requests`,
      reuseExistingServer: false,
    },
    {
      command: 'tsx tests/e2e/support/analytics-site.ts',
      url: `${ANALYTICS_EDGE_URL}/healthz`,
      reuseExistingServer: false,
      // A whole build, then wrangler and workerd: minutes on a busy machine.
      timeout: 900_000,
      env: {
        HOST: '127.0.0.1',
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_CHAT_ID: TEST_CHAT_ID,
        TELEGRAM_API_BASE: TELEGRAM_STAND_IN_URL,
        RATE_LIMIT_PER_ADDRESS: '1000/10',
        RATE_LIMIT_GLOBAL: '1000/10',
      },
    },
  ],
})
