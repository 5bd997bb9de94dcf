/**
 * A server for the end-to-end tests on an empty outbox (DATA_DIR is cleared first): the Node server,
 * or with --edge the edge Worker on workerd, over a copy of a migrated local D1 database (a start on
 * an empty DATA_DIR, which migrates, is tested in tests/unit/process/edge-process.test.ts).
 */
import { rmSync } from 'node:fs'
import { copyMigratedEdgeState } from '../../support/migratedEdgeState'

// The folder cleared is the one the server then reads.
const dataDir = (process.env.DATA_DIR ??= 'var-e2e')
rmSync(dataDir, { recursive: true, force: true })
if (process.argv.includes('--edge')) {
  await copyMigratedEdgeState(dataDir)
  await import('../../../scripts/serve-edge')
} else await import('../../../scripts/serve')
