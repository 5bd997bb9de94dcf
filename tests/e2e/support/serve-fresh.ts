/**
 * A server for the end-to-end tests on an empty outbox (DATA_DIR is cleared first): the Node server,
 * or with --edge the edge Worker on workerd.
 */
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? 'var-e2e', { recursive: true, force: true })
if (process.argv.includes('--edge')) await import('../../../scripts/serve-edge')
else await import('../../../scripts/serve')
