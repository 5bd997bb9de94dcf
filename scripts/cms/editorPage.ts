import { GITHUB_REPO_META } from '@/admin/pageMeta'
import { EDITOR_PATH } from '../../server/front/addresses'

/** Where the built editor's files go, under the client folder: apart from the site's /assets/. */
export const EDITOR_ASSETS_DIR = `${EDITOR_PATH.slice(1)}/assets`

/**
 * The editor's page: no site layout, styles or islands, only Decap CMS (`script`), kept out of
 * search results (the server also sends X-Robots-Tag), with the config build:data wrote beside it.
 */
/** Without `githubRepo` (CMS_GITHUB_REPO) a built editor says how to set one up (src/admin/main.ts). */
export function editorPageHtml(script: string, brand: string, githubRepo?: string): string {
  const repo = githubRepo ? `\n    <meta name="${GITHUB_REPO_META}" content="${githubRepo}">` : ''
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor | ${brand}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link href="${EDITOR_PATH}/config.yml" type="text/yaml" rel="cms-config-url">${repo}
    <script type="module" src="${script}"></script>
  </head>
  <body></body>
</html>
`
}
