import CMS from 'decap-cms-app'
import type { InitOptions } from 'decap-cms-core'
import { refuseInvalidEntry } from './refuseInvalidEntry'

/**
 * Starts Decap CMS on /admin with the config build:data wrote beside the page (/admin/config.yml).
 * Under `npm run cms` (VITE_CMS_LOCAL_BACKEND set) it edits this checkout through decap-server, and
 * every save is first checked by build:data's rules; a hosted editor signs in with GitHub.
 */
export function startCms(): void {
  const localBackend = import.meta.env.VITE_CMS_LOCAL_BACKEND as string | undefined
  if (localBackend) CMS.registerEventListener({ name: 'preSave', handler: refuseInvalidEntry })
  // Decap merges this into the loaded config.yml: only what differs from the file.
  const config = localBackend ? { local_backend: { url: localBackend } } : {}
  CMS.init({ config } as unknown as InitOptions)
}
