/**
 * A server for tests/e2e/leads.spec.ts (playwright.leads.config.ts): an outbox of E2E_SEED_LEADS
 * seeded leads (tests/support/leadSeed.ts, 300 unless said) over the last 28 days, inside the
 * retention period so that the courier deletes none of them while the tests read, and the operator
 * password LEADS_E2E_PASSWORD; then the Node server, or with --edge the edge Worker on workerd.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import type { D1Database } from '../../../relay/d1Database'
import { d1Database } from '../../../relay/d1Database'
import { applyD1Migrations } from '../../../server/edge/d1Migrations'
import { d1PersistDir } from '../../../server/edge/localD1'
import { hashPassword } from '../../../server/front/leadsSession'
import { openOutboxDatabase } from '../../../server/outbox/sqlite'
import { seededLeads, seedLeads } from '../../support/leadSeed'

const dataDir = process.env.DATA_DIR!
const edge = process.argv.includes('--edge')
const leads = seededLeads(Number(process.env.E2E_SEED_LEADS ?? 300), Date.now(), 28)
rmSync(dataDir, { recursive: true, force: true })
if (edge) {
  // The local D1 database where serve:edge keeps it, as the d1-migrations test opens it.
  const miniflare = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response() }',
    d1Databases: { LEADS_DB: 'LEADS_DB' },
    d1Persist: d1PersistDir(path.join(dataDir, 'edge', 'state')),
    cf: false,
  })
  const binding = (await miniflare.getD1Database('LEADS_DB')) as unknown as D1Database
  await applyD1Migrations(binding)
  await seedLeads(d1Database(binding), leads)
  await miniflare.dispose()
} else {
  const outbox = openOutboxDatabase(dataDir)
  await seedLeads(outbox.sql, leads)
  outbox.close()
}
process.env.LEADS_OPERATOR_PASSWORD_HASH = await hashPassword(process.env.LEADS_E2E_PASSWORD!)
if (edge) await import('../../../scripts/serve-edge')
else await import('../../../scripts/serve')
