/**
 * The GitHub sign-in of the hosted editor (Decap CMS's GitHub backend), served by the site's Worker
 * so that a hosted site needs no third service. Decap opens CMS_AUTH_PATH in a window; it is sent
 * to GitHub with a random state, kept in a short-lived HttpOnly cookie; GitHub sends it back to
 * CMS_CALLBACK_PATH, which checks the state, exchanges the code for a token with the OAuth app's
 * secret, and hands the token to the editor that opened the window with Decap's handshake
 * ("authorizing:github", answered by the editor, then "authorization:github:success:{...}"),
 * posted only to the site's own origin.
 */
import { CMS_AUTH_PATH, CMS_CALLBACK_PATH } from '../src/admin/cmsAuthPaths'

export const GITHUB_ORIGIN = 'https://github.com'
const STATE_COOKIE = 'cms_oauth_state'
/** How long the sign-in may take between leaving for GitHub and coming back. */
const STATE_MAX_AGE_S = 600
/** What Decap's GitHub backend needs: to read and commit to the repository, and open pull requests. */
const SCOPE = 'repo'

export interface CmsAuthEnv {
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>

function isCmsAuthPath(pathname: string): boolean {
  return pathname === CMS_AUTH_PATH || pathname === CMS_CALLBACK_PATH
}

/** The page the sign-in window shows: it tells the editor the outcome, then closes. */
function handshakePage(origin: string, outcome: 'success' | 'error', content: object): Response {
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`
  // Inside a <script>: no "</script>" or "<!--" can come out of the token or an error text.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const nonce = crypto.randomUUID()
  const script = `
const origin = ${literal(origin)}
const message = ${literal(message)}
window.addEventListener('message', (event) => {
  if (event.origin !== origin || event.data !== 'authorizing:github') return
  window.opener.postMessage(message, origin)
  window.setTimeout(() => window.close(), 100)
})
if (window.opener) window.opener.postMessage('authorizing:github', origin)
else document.body.textContent = 'Open this window from the editor at /admin.'`
  const text = outcome === 'success' ? 'Signed in. Back to the editor…' : 'Sign-in failed.'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign in</title></head><body><p>${text}</p><script nonce="${nonce}">${script}</script></body></html>`
  return new Response(html, {
    status: outcome === 'success' ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      // The state is used once.
      'Set-Cookie': `${STATE_COOKIE}=; Path=${CMS_CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
    },
  })
}

function notSetUp(): Response {
  return new Response(
    'Sign-in with GitHub is not set up on this site: set the Worker secrets GITHUB_OAUTH_CLIENT_ID and ' +
      'GITHUB_OAUTH_CLIENT_SECRET (README, "Editing in the browser").\n',
    { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } },
  )
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** Leaves for GitHub's consent page with a fresh state. */
function start(url: URL, clientId: string): Response {
  const state = crypto.randomUUID()
  const authorize = new URL('/login/oauth/authorize', GITHUB_ORIGIN)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: new URL(CMS_CALLBACK_PATH, url.origin).href,
    scope: SCOPE,
    state,
  }).toString()
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      'Cache-Control': 'no-store',
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=${CMS_CALLBACK_PATH}; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    },
  })
}

/** Back from GitHub: the state must be the one this browser left with. */
async function finish(request: Request, url: URL, env: Required<CmsAuthEnv>, fetchFn: Fetch) {
  const fail = (message: string) => handshakePage(url.origin, 'error', { message })
  const state = url.searchParams.get('state')
  const code = url.searchParams.get('code')
  if (url.searchParams.get('error'))
    return fail(url.searchParams.get('error_description') ?? 'GitHub refused the sign-in.')
  if (!state || state !== cookie(request, STATE_COOKIE))
    return fail('The sign-in expired or was started elsewhere: close this window and sign in again.')
  if (!code) return fail('GitHub sent no code: close this window and sign in again.')
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetchFn(new URL('/login/oauth/access_token', GITHUB_ORIGIN).href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_OAUTH_CLIENT_ID,
        client_secret: env.GITHUB_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: new URL(CMS_CALLBACK_PATH, url.origin).href,
      }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return fail('GitHub could not be reached: close this window and try again.')
  }
  if (!answer.access_token) return fail(answer.error_description ?? answer.error ?? 'GitHub gave no token.')
  return handshakePage(url.origin, 'success', { token: answer.access_token, provider: 'github' })
}

/** The editor's sign-in, or undefined when the request is for another address. */
export async function cmsAuth(
  request: Request,
  env: CmsAuthEnv,
  fetchFn: Fetch = fetch,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (!isCmsAuthPath(url.pathname)) return undefined
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
  const { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: secret } = env
  if (!clientId || !secret) return notSetUp()
  if (url.pathname === CMS_AUTH_PATH) return start(url, clientId)
  return finish(
    request,
    url,
    { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: secret },
    fetchFn,
  )
}
