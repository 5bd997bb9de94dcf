import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import { CMS_BACKEND_PORT, CMS_SITE_PORT, CMS_SITE_URL } from './tests/e2e/support/ports'

/**
 * tests/e2e/cms.spec.ts against `npm run cms` (vike dev and decap-server) on a copy of data/: the
 * editor at /admin, apart from the built site the other end-to-end tests run against.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['cms.spec.ts'],
  // One editor, one folder: the tests save files one after the other.
  fullyParallel: false,
  workers: 1,
  // vike dev bundles Decap's dependencies on the first visit (a minute on a busy machine), and a
  // test saves a few times, each checked by build:data.
  timeout: 240_000,
  use: { ...baseConfig.use, baseURL: CMS_SITE_URL },
  projects: [{ name: 'cms' }],
  webServer: {
    command: 'tsx tests/e2e/support/cms-fresh.ts',
    url: `${CMS_SITE_URL}/admin/config.yml`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(CMS_SITE_PORT), CMS_BACKEND_PORT: String(CMS_BACKEND_PORT) },
  },
})
