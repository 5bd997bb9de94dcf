/** The editor has no SEO description and no page data: the site's onBeforeRender does not apply. */
export function onBeforeRender() {
  return { pageContext: { headTags: [] } }
}
