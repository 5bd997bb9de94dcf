import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The checkout `npm run cms` on `sitePort` runs in for tests/e2e/cms.spec.ts: a copy of this one
 * (support/cms-fresh.ts).
 */
export const cmsRepoDir = (sitePort: number) => path.join(tmpdir(), `bandera-e2e-cms-${sitePort}`)
