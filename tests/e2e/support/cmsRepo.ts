import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The checkout `npm run cms` on `sitePort` runs in for tests/e2e/cms.spec.ts: a copy of this one
 * (support/cms-fresh.ts).
 */
export const cmsRepoDir = (sitePort: number) => path.join(tmpdir(), `bandera-e2e-cms-${sitePort}`)
/** What support/cms-fresh.ts prints once every copy's server answers (playwright.cms.config.ts waits for it). */
export const CMS_READY_LINE = 'cms e2e: every copy is served'
