/** Loopback ports of the servers the end-to-end tests start (see playwright.config.ts). */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173)
export const TELEGRAM_STAND_IN_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? 4174)
/** The same build served through the edge Worker on workerd (`npm run serve:edge`). */
export const EDGE_SITE_PORT = Number(process.env.E2E_EDGE_PORT ?? SITE_PORT + 2)
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
export const EDGE_SITE_URL = `http://127.0.0.1:${EDGE_SITE_PORT}`
export const TELEGRAM_STAND_IN_URL = `http://127.0.0.1:${TELEGRAM_STAND_IN_PORT}`
export const TEST_BOT_TOKEN = '123456:test-token'
export const TEST_CHAT_ID = '-1001234567890'
/**
 * `npm run cms` for tests/e2e/cms.spec.ts (playwright.cms.config.ts), one for each worker: the site
 * and decap-server, each on a copy of the checkout of its own.
 */
export const CMS_SITE_PORT = Number(process.env.E2E_CMS_PORT ?? SITE_PORT + 3)
export const CMS_SERVERS = [CMS_SITE_PORT, CMS_SITE_PORT + 6].map((site) => ({
  site,
  backend: site + 1,
  url: `http://127.0.0.1:${site}`,
}))
/**
 * The reviews platform's stand-in for the award badges' pictures (tests/e2e/award-badges.spec.ts):
 * it answers each way a platform fails, on loopback.
 */
export const BADGE_STAND_IN_PORT = Number(process.env.E2E_BADGE_PORT ?? SITE_PORT + 5)
/**
 * `vike dev` on a copy of the checkout whose data/ holds fixture content the real data does not (a
 * client logo): tests/e2e/client-logos.spec.ts starts and stops it.
 */
export const FIXTURE_SITE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? SITE_PORT + 6)
export const FIXTURE_SITE_URL = `http://127.0.0.1:${FIXTURE_SITE_PORT}`
/**
 * A build with every analytics provider configured (playwright.analytics.config.ts), served by the
 * Node server and through the edge Worker.
 */
export const ANALYTICS_SITE_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? SITE_PORT + 7)
export const ANALYTICS_EDGE_PORT = ANALYTICS_SITE_PORT + 1
export const ANALYTICS_SITE_URL = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`
export const ANALYTICS_EDGE_URL = `http://127.0.0.1:${ANALYTICS_EDGE_PORT}`
/**
 * The leads page's servers (playwright.leads.config.ts), seeded outboxes on the Node server and the
 * edge: the analytics servers' ports, since the two configs run one after the other.
 */
export const LEADS_SITE_PORT = ANALYTICS_SITE_PORT
export const LEADS_EDGE_PORT = ANALYTICS_EDGE_PORT
export const LEADS_SITE_URL = ANALYTICS_SITE_URL
export const LEADS_EDGE_URL = ANALYTICS_EDGE_URL
export const LEADS_PASSWORD = 'e2e operator password'
export const LEADS_SESSION_SECRET = 'e2e-session-secret-of-at-least-32-characters'
/**
 * GitHub's stand-in for the leads page's sign-in on the edge (tests/e2e/support/github-stand-in.ts),
 * the OAuth app it knows and its accounts: one LEADS_GITHUB_USERS names, an active member of the
 * organisation, an invited (pending) one, and an outsider.
 */
export const GITHUB_STAND_IN_PORT = ANALYTICS_SITE_PORT + 2
export const GITHUB_STAND_IN_URL = `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`
export const LEADS_GITHUB = {
  clientId: 'Iv1.e2e0leads0app',
  clientSecret: 'e2e-github-oauth-client-secret',
  /** The app's callback URL: the editor's, under which the leads page's lies. */
  callbackUrl: `${LEADS_EDGE_URL}/api/cms/callback`,
  users: 'Ana-At-Bandera, someone-else',
  org: 'bandera-agency',
  members: { 'ops-member': 'active', 'invited-member': 'pending' } as Record<string, 'active' | 'pending'>,
}
