import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import { CMS_READY_LINE } from './tests/e2e/support/cmsRepo'
import { CMS_SERVERS } from './tests/e2e/support/ports'

/**
 * tests/e2e/cms*.spec.ts against `npm run cms` (vike dev and decap-server) on a copy of the checkout:
 * the editor at /admin, apart from the built site the other end-to-end tests run against. Each
 * worker has a server and a copy of its own (the spec picks them by the worker's index), since a
 * test saves files one after the other and reads what git says of them.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['cms*.spec.ts'],
  fullyParallel: true,
  workers: CMS_SERVERS.length,
  // vike dev bundles Decap's dependencies on the first visit (a minute on a busy machine), and a
  // test saves a few times, each checked by build:data.
  timeout: 240_000,
  use: { ...baseConfig.use, baseURL: CMS_SERVERS[0]!.url },
  projects: [{ name: 'cms' }],
  // One process makes every copy and starts its server at once (Playwright starts the servers of a
  // config one after the other), and says when they all answer.
  webServer: {
    command: 'tsx tests/e2e/support/cms-fresh.ts',
    wait: { stdout: new RegExp(CMS_READY_LINE) },
    timeout: 180_000,
  },
})
