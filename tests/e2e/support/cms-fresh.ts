/**
 * `npm run cms` for the end-to-end tests, on a fresh copy of data/ and public/ (CMS_REPO_DIR): the
 * editor's saves never reach the checkout's own files.
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { CMS_REPO_DIR } from './cmsRepo'

rmSync(CMS_REPO_DIR, { recursive: true, force: true })
for (const folder of ['data', 'public']) {
  cpSync(path.resolve(folder), path.join(CMS_REPO_DIR, folder), { recursive: true })
}
process.env.CMS_REPO_DIR = CMS_REPO_DIR
await import('../../../scripts/cms')
