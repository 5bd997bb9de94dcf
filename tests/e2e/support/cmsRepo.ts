import { tmpdir } from 'node:os'
import path from 'node:path'
import { CMS_SITE_PORT } from './ports'

/** The folder the editor writes in tests/e2e/cms.spec.ts: a copy of data/ and public/, never the checkout's. */
export const CMS_REPO_DIR = path.join(tmpdir(), `bandera-e2e-cms-${CMS_SITE_PORT}`)
