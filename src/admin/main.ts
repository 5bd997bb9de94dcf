/**
 * The editor's entry: built apart from the site (scripts/site/editor.ts), served at /admin. Decap
 * CMS loads only where it can work: under `npm run cms` (decap-server on this checkout), or on a
 * hosted site built with the GitHub repository its editors commit to. Elsewhere the page says what
 * is missing.
 */
import { BUILD_DATA_PLUGIN, DATA_CHANGED_EVENT } from './dataChangedEvent'
import { GITHUB_REPO_META } from './pageMeta'

const localBackend = import.meta.env.VITE_CMS_LOCAL_BACKEND as string | undefined
const githubRepo = document.querySelector<HTMLMetaElement>(`meta[name="${GITHUB_REPO_META}"]`)?.content

/**
 * Under `npm run cms` a save changes data/, build:data runs, and the dev server reloads every open
 * page so that the site shows the change: build:data's reload (scripts/data/devPlugin.ts), Vite's
 * for the generated JSON the previews import, Vike's for modules only the server runs. The editor
 * reads data/ through its backend: it keeps its place (the entry, its open lists, what it loaded)
 * instead of starting over after each save. Vite's client reloads a page a reload message names
 * once its listeners have run: those are made to name another page. Any other reload (the editor's
 * own code, dependencies Vite bundled anew) still happens.
 */
function keepPlaceAfterSaves(hot: NonNullable<ImportMeta['hot']>) {
  let dataChanged = false
  let dataErrorShown = false
  hot.on(DATA_CHANGED_EVENT, () => {
    dataChanged = true
  })
  hot.on('vite:error', (payload: { err: { plugin?: string } }) => {
    dataErrorShown = payload.err.plugin === BUILD_DATA_PLUGIN
  })
  hot.on('vite:beforeFullReload', (payload: { path?: string; triggeredBy?: string }) => {
    const serverOnly = payload.path === undefined && !payload.triggeredBy
    const generated = payload.triggeredBy !== undefined && /[\\/]generated[\\/]/.test(payload.triggeredBy)
    const dataBuilt = dataChanged && payload.path === '*' && !payload.triggeredBy
    if (dataBuilt) dataChanged = false
    if (serverOnly || generated || dataBuilt) payload.path = `${location.pathname}.after-save.html`
    // data/ is valid again (a run that found problems, say one that read data/ halfway through a
    // save, is followed by one that did not): its overlay goes, as the reload would have taken it.
    if (dataBuilt && dataErrorShown) {
      dataErrorShown = false
      for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay'))
        overlay.close()
    }
  })
}
if (import.meta.hot) keepPlaceAfterSaves(import.meta.hot)

if (localBackend || githubRepo) {
  void import('./startCms').then(({ startCms }) => startCms())
} else {
  const main = document.createElement('main')
  main.style.cssText =
    'max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 16px/1.6 system-ui, sans-serif'
  const heading = document.createElement('h1')
  heading.textContent = 'Editing in the browser is not set up on this site'
  const text = document.createElement('p')
  text.textContent =
    'The editor commits to the GitHub repository the site is built from: build the site with ' +
    'CMS_GITHUB_REPO=<owner>/<name>, and give its Cloudflare Worker the secrets ' +
    'GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET of a GitHub OAuth app (docs/editor.md, ' +
    '"Hosted editing"). On your own checkout, npm run cms edits data/ with no account.'
  main.append(heading, text)
  document.body.append(main)
}
