/** The production server for the end-to-end tests, on an empty outbox (DATA_DIR is cleared first). */
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? 'var-e2e', { recursive: true, force: true })
await import('../../../scripts/serve')
