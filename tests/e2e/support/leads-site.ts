/**
 * A server for tests/e2e/leads.spec.ts (playwright.leads.config.ts): an outbox of E2E_SEED_LEADS
 * seeded leads (tests/support/leadSeed.ts, 300 unless said) over the last 28 days, inside the
 * retention period so that the courier deletes none of them while the tests read, and the operator
 * password LEADS_E2E_PASSWORD; then the Node server, or with --edge the edge Worker on workerd.
 */
import { rmSync } from 'node:fs'
import { d1Database } from '../../../relay/d1Database'
import { edgeStateDir } from '../../../server/edge/localD1'
import { hashPassword } from '../../../server/front/leadsSession'
import { openOutboxDatabase } from '../../../server/outbox/sqlite'
import { seededLeads, seedLeads } from '../../support/leadSeed'
import { openLocalD1 } from '../../support/localD1'
import { copyMigratedEdgeState } from '../../support/migratedEdgeState'

const dataDir = process.env.DATA_DIR!
const edge = process.argv.includes('--edge')
const leads = seededLeads(Number(process.env.E2E_SEED_LEADS ?? 300), Date.now(), 28)
rmSync(dataDir, { recursive: true, force: true })
if (edge) {
  // The local D1 database where serve:edge keeps it: a copy of a state wrangler migrated.
  await copyMigratedEdgeState(dataDir)
  const local = await openLocalD1(edgeStateDir(dataDir))
  await seedLeads(d1Database(local.db), leads)
  await local.dispose()
} else {
  const outbox = openOutboxDatabase(dataDir)
  await seedLeads(outbox.sql, leads)
  outbox.close()
}
process.env.LEADS_OPERATOR_PASSWORD_HASH = await hashPassword(process.env.LEADS_E2E_PASSWORD!)
if (edge) await import('../../../scripts/serve-edge')
else await import('../../../scripts/serve')
