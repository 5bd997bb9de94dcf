import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import {
  GITHUB_STAND_IN_URL,
  LEADS_EDGE_PORT,
  LEADS_GITHUB,
  LEADS_EDGE_URL,
  LEADS_PASSWORD,
  LEADS_SESSION_SECRET,
  LEADS_SITE_PORT,
  LEADS_SITE_URL,
  TELEGRAM_STAND_IN_URL,
  TEST_BOT_TOKEN,
  TEST_CHAT_ID,
} from './tests/e2e/support/ports'

/** The data folder of each leads server: the spec reads the outbox there to check the page. */
export const leadsDataDir = (port: number) => path.join(tmpdir(), `bandera-e2e-leads-${port}`)

function leadsEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: leadsDataDir(port),
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_CHAT_ID: TEST_CHAT_ID,
    TELEGRAM_API_BASE: TELEGRAM_STAND_IN_URL,
    LEADS_E2E_PASSWORD: LEADS_PASSWORD,
    LEADS_SESSION_SECRET,
    ...(process.env.E2E_SEED_LEADS ? { E2E_SEED_LEADS: process.env.E2E_SEED_LEADS } : {}),
  }
}

/**
 * tests/e2e/leads.spec.ts: the leads page on `npm run serve` and `npm run serve:edge`, each over an
 * outbox of a few hundred seeded leads (tests/e2e/support/leads-site.ts). One worker: the spec
 * erases leads and reads the audit log in order. It uses the analytics config's ports, which run
 * after this one, never beside it.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['leads.spec.ts'],
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: 'leads-node', use: { baseURL: LEADS_SITE_URL } },
    { name: 'leads-edge', use: { baseURL: LEADS_EDGE_URL } },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/telegram-stand-in.ts',
      url: `${TELEGRAM_STAND_IN_URL}/__requests`,
      reuseExistingServer: false,
    },
    {
      command: 'tsx tests/e2e/support/github-stand-in.ts',
      url: `${GITHUB_STAND_IN_URL}/__signed-in-as/nobody`,
      reuseExistingServer: false,
    },
    {
      command: 'tsx tests/e2e/support/leads-site.ts',
      url: `${LEADS_SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: leadsEnv(LEADS_SITE_PORT),
    },
    {
      command: 'tsx tests/e2e/support/leads-site.ts --edge',
      // Not /healthz: the seeded outbox holds leads waiting longer than the health check allows.
      url: `${LEADS_EDGE_URL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...leadsEnv(LEADS_EDGE_PORT),
        // The sign-in with GitHub, against its stand-in.
        GITHUB_OAUTH_CLIENT_ID: LEADS_GITHUB.clientId,
        GITHUB_OAUTH_CLIENT_SECRET: LEADS_GITHUB.clientSecret,
        GITHUB_OAUTH_ORIGIN: GITHUB_STAND_IN_URL,
        GITHUB_OAUTH_API: GITHUB_STAND_IN_URL,
        LEADS_GITHUB_USERS: LEADS_GITHUB.users,
        LEADS_GITHUB_ORG: LEADS_GITHUB.org,
      },
    },
  ],
})
