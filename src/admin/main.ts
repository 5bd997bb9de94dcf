/**
 * The editor's entry: built apart from the site (scripts/build/editor.ts), served at /admin. Decap
 * CMS loads only where it can work: under `npm run cms` (decap-server on this checkout), or on a
 * hosted site built with the GitHub repository its editors commit to. Elsewhere the page says what
 * is missing.
 */
import { GITHUB_REPO_META } from './pageMeta'

const localBackend = import.meta.env.VITE_CMS_LOCAL_BACKEND as string | undefined
const githubRepo = document.querySelector<HTMLMetaElement>(`meta[name="${GITHUB_REPO_META}"]`)?.content

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
    'GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET of a GitHub OAuth app (README, ' +
    '"Editing in the browser"). On your own checkout, npm run cms edits data/ with no account.'
  main.append(heading, text)
  document.body.append(main)
}
