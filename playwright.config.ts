import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { PLAYWRIGHT_CHROMIUM_FLAGS, testBrowserPath } from './scripts/chromium'
import {
  EDGE_SITE_PORT,
  EDGE_SITE_URL,
  SITE_PORT,
  SITE_URL,
  TELEGRAM_STAND_IN_URL,
  TEST_BOT_TOKEN,
  TEST_CHAT_ID,
} from './tests/e2e/support/ports'

/** Both servers get the same settings (docs/hosting.md, "Configuration"), each its own port and DATA_DIR. */
function siteEnv(port: number, name: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmpdir(), `bandera-e2e-${name}-${port}`),
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_CHAT_ID: TEST_CHAT_ID,
    TELEGRAM_TOPIC_ID: '',
    TELEGRAM_API_BASE: TELEGRAM_STAND_IN_URL,
    // Every test sends from 127.0.0.1: the limits themselves are tested in tests/unit/relay.test.ts.
    RATE_LIMIT_PER_ADDRESS: '1000/10',
    RATE_LIMIT_GLOBAL: '1000/10',
    RETRY_BASE_MS: '200',
    RETRY_MAX_MS: '1000',
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A suite that cannot pass by accident: a stray test.only fails the CI run, and a flaky test is
  // fixed, not retried until it happens to pass.
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: SITE_URL,
    // A failed test keeps its trace (every step with its timing, the console and the network) and
    // Playwright's error context (the page's accessibility tree at the failure), without a screencast
    // or a DOM snapshot of every step: filming the page while axe walks a long one tripled the test's
    // time, and the snapshots cost 7% of the sweep and home specs' time (123.7 s against 133.6 s).
    // Their time also hid a bug: every step came late enough for the page's code to have
    // started, and a visitor's scroll before it did went unseen (home.spec.ts, "anchors").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's headless shell where it exists (scripts/chromium.ts); Playwright's own browser only
      // as a fallback.
      ...(testBrowserPath ? { executablePath: testBrowserPath } : {}),
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The editor's, the analytics' and the leads page's specs have configs of their own
    // (playwright.cms.config.ts, playwright.analytics.config.ts, playwright.leads.config.ts).
    { name: 'node', testIgnore: ['cms*.spec.ts', 'analytics.spec.ts', 'leads.spec.ts'] },
    // The lead path and the headers again, through the edge Worker: the CDN deployment. Only the tests
    // whose outcome depends on the server (tagged @server); what the browser does alone runs on node.
    {
      name: 'edge',
      use: { baseURL: EDGE_SITE_URL },
      testMatch: ['contact.spec.ts', 'headers.spec.ts'],
      grep: /@server/,
    },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/telegram-stand-in.ts',
      url: `${TELEGRAM_STAND_IN_URL}/__requests`,
      reuseExistingServer: false,
    },
    {
      command: 'tsx tests/e2e/support/serve-fresh.ts',
      url: SITE_URL,
      reuseExistingServer: false,
      env: siteEnv(SITE_PORT, 'node'),
    },
    {
      command: 'tsx tests/e2e/support/serve-fresh.ts --edge',
      url: `${EDGE_SITE_URL}/healthz`,
      reuseExistingServer: false,
      // wrangler and workerd take seconds to start, a minute on a busy machine.
      timeout: 180_000,
      env: siteEnv(EDGE_SITE_PORT, 'edge'),
    },
  ],
})
