/**
 * The editor is the page: none of the site's islands, only Decap CMS. Imported on demand, so no
 * build rule groups it with what the site's pages load (the islands entry's chunk takes every
 * module an entry imports statically: scripts/build/islandsEntry.ts).
 */
export async function onRenderClient() {
  const { startCms } = await import('@/admin/startCms')
  startCms()
}
