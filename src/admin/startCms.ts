import CMS from 'decap-cms-app'
import type { InitOptions } from 'decap-cms-core'
import previewStyles from './preview.css?url'
import { ArticlePreview, CaseStudyPreview } from './previews'
import { LIST_FILE_FORMAT, listFileFromText, listFileToText } from './listFile'
import { refuseInvalidEntry } from './refuseInvalidEntry'

/**
 * Starts Decap CMS on /admin with the config build:data wrote beside the page (/admin/config.yml).
 * Under `npm run cms` (VITE_CMS_LOCAL_BACKEND set) it edits this checkout through decap-server, and
 * every save is first checked by build:data's rules; a hosted editor signs in with GitHub.
 */
export function startCms(): void {
  const localBackend = import.meta.env.VITE_CMS_LOCAL_BACKEND as string | undefined
  CMS.registerCustomFormat(LIST_FILE_FORMAT, 'yaml', {
    fromFile: listFileFromText,
    toFile: (data) => listFileToText(data as Record<string, unknown>),
  })
  CMS.registerPreviewStyle(previewStyles)
  CMS.registerPreviewTemplate('case-studies', CaseStudyPreview)
  CMS.registerPreviewTemplate('blog', ArticlePreview)
  if (localBackend) CMS.registerEventListener({ name: 'preSave', handler: refuseInvalidEntry })
  // Decap merges this into the loaded config.yml: only what differs from the file.
  const config = localBackend ? { local_backend: { url: localBackend } } : {}
  CMS.init({ config } as unknown as InitOptions)
}
