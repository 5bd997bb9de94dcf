import { startCms } from '@/admin/startCms'

/** The editor is the page: none of the site's islands, only Decap CMS. */
export function onRenderClient() {
  startCms()
}
