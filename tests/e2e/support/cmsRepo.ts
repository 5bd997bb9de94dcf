import { tmpdir } from 'node:os'
import path from 'node:path'
import { CMS_SITE_PORT } from './ports'

/** The checkout `npm run cms` runs in for tests/e2e/cms.spec.ts: a copy of this one (support/cms-fresh.ts). */
export const CMS_REPO_DIR = path.join(tmpdir(), `bandera-e2e-cms-${CMS_SITE_PORT}`)
