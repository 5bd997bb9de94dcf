/**
 * The leads page's sign-in on the edge (docs/leads.md): the editor's GitHub OAuth app and its
 * signed, use-once states (cmsAuth.ts), with its own callback under the editor's
 * (CMS_CALLBACK_PATH/leads, which GitHub accepts for the same app). Back from GitHub, the account
 * must be one LEADS_GITHUB_USERS names or an active member of LEADS_GITHUB_ORG; only then is a
 * session cookie set (server/front/leadsSession.ts). GitHub's token is used for those two questions
 * and then forgotten.
 */
import { CMS_CALLBACK_PATH } from '../src/admin/cmsAuthPaths'
import { escapeHtml } from '../server/front/leadsPage'
import { LEADS_PATH, SESSION_SECRET_MIN, sessionCookie } from '../server/front/leadsSession'
import { SHARED_HEADERS } from '../server/front/securityHeaders'
import {
  cookie,
  exchangeCode,
  GITHUB_ORIGIN,
  signedState,
  STATE_MAX_AGE_S,
  takeState,
  type Fetch,
  type SignInStates,
} from './cmsAuth'

export const LEADS_SIGN_IN_PATH = `${LEADS_PATH}/sign-in`
export const LEADS_CALLBACK_PATH = `${CMS_CALLBACK_PATH}/leads`
const STATE_COOKIE = 'leads_oauth_state'
export const GITHUB_API = 'https://api.github.com'

export interface LeadsSignInEnv {
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
  LEADS_SESSION_SECRET?: string
  /** Comma-separated GitHub logins allowed to see leads. */
  LEADS_GITHUB_USERS?: string
  /** A GitHub organisation whose active members may see leads. */
  LEADS_GITHUB_ORG?: string
  /**
   * GitHub's sign-in and API addresses, https://github.com and https://api.github.com unless set: a
   * GitHub Enterprise Server's, or the end-to-end tests' loopback stand-in.
   */
  GITHUB_OAUTH_ORIGIN?: string
  GITHUB_OAUTH_API?: string
}

export interface LeadsSignInOptions {
  states: SignInStates
  fetch?: Fetch
  now?: () => number
}

function refused(status: number, message: string, setCookie?: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign in · Leads</title></head><body><p>${escapeHtml(message)}</p><p><a href="${LEADS_PATH}">Back to the leads page</a></p></body></html>`
  return new Response(body, {
    status,
    headers: {
      ...SHARED_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      'X-Robots-Tag': 'noindex, nofollow',
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
    },
  })
}

const allowedUsers = (env: LeadsSignInEnv) =>
  (env.LEADS_GITHUB_USERS ?? '')
    .split(',')
    .map((login) => login.trim().toLowerCase())
    .filter(Boolean)

/** The account's login if the settings allow it, else why not. */
async function allowedLogin(
  token: string,
  env: LeadsSignInEnv,
  fetchFn: Fetch,
): Promise<{ login: string } | { problem: string }> {
  const ask = (path: string) =>
    fetchFn(new URL(path, env.GITHUB_OAUTH_API || GITHUB_API).href, {
      method: 'GET',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'User-Agent': 'bandera-site leads sign-in',
      },
    })
  let login: string
  try {
    const user = await ask('/user')
    if (!user.ok) return { problem: `GitHub did not say who you are (HTTP ${user.status}).` }
    login = String(((await user.json()) as { login?: unknown }).login ?? '')
    if (!/^[A-Za-z0-9-]{1,39}$/.test(login)) return { problem: 'GitHub gave no account name.' }
    if (allowedUsers(env).includes(login.toLowerCase())) return { login }
    const org = env.LEADS_GITHUB_ORG?.trim()
    if (org) {
      const membership = await ask(`/user/memberships/orgs/${encodeURIComponent(org)}`)
      if (membership.ok && ((await membership.json()) as { state?: unknown }).state === 'active')
        return { login }
    }
  } catch {
    return { problem: 'GitHub could not be reached: try again in a moment.' }
  }
  return { problem: `The GitHub account ${login} may not see leads: ask whoever runs the site to add it.` }
}

/** The sign-in's two addresses, or undefined for any other. */
export async function leadsSignIn(
  request: Request,
  env: LeadsSignInEnv,
  { states, fetch: fetchFn = fetch, now = Date.now }: LeadsSignInOptions,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (url.pathname !== LEADS_SIGN_IN_PATH && url.pathname !== LEADS_CALLBACK_PATH) return undefined
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
  const { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: clientSecret } = env
  const sessionSecret = env.LEADS_SESSION_SECRET
  if (!clientId || !clientSecret || !sessionSecret || sessionSecret.length < SESSION_SECRET_MIN)
    return refused(
      503,
      'The leads page is not set up on this site: set GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET and LEADS_SESSION_SECRET (docs/leads.md).',
    )
  const callback = new URL(LEADS_CALLBACK_PATH, url.origin).href
  if (url.pathname === LEADS_SIGN_IN_PATH) {
    const state = await signedState(clientSecret, now())
    const authorize = new URL('/login/oauth/authorize', env.GITHUB_OAUTH_ORIGIN || GITHUB_ORIGIN)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callback,
      // Who the account is, and its organisations' memberships; nothing of its repositories.
      scope: 'read:org',
      state,
    }).toString()
    return new Response(null, {
      status: 302,
      headers: {
        Location: authorize.href,
        'Cache-Control': 'no-store',
        // Lax: GitHub's redirect back is a top-level navigation from another site.
        'Set-Cookie': `${STATE_COOKIE}=${state}; Path=${LEADS_CALLBACK_PATH}; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
      },
    })
  }
  const ended = `${STATE_COOKIE}=; Path=${LEADS_CALLBACK_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
  if (url.searchParams.get('error'))
    return refused(403, url.searchParams.get('error_description') ?? 'GitHub refused the sign-in.', ended)
  const problem = await takeState(
    url.searchParams.get('state'),
    cookie(request, STATE_COOKIE),
    clientSecret,
    states,
    now(),
  )
  if (problem) return refused(400, `${problem}: sign in again.`, ended)
  const code = url.searchParams.get('code')
  if (!code) return refused(400, 'GitHub sent no code: sign in again.', ended)
  const token = await exchangeCode(
    { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: clientSecret },
    code,
    callback,
    fetchFn,
    env.GITHUB_OAUTH_ORIGIN || GITHUB_ORIGIN,
  )
  if ('problem' in token) return refused(400, token.problem, ended)
  const allowed = await allowedLogin(token.accessToken, env, fetchFn)
  if ('problem' in allowed) return refused(403, allowed.problem, ended)
  // A page, not a redirect: the session's cookie is SameSite=Strict, so a browser sends it on the
  // navigation this page of the site starts, not on a redirect of one GitHub started.
  const response = refused(200, `Signed in as ${allowed.login}.`, ended)
  response.headers.append('Set-Cookie', await sessionCookie(sessionSecret, `github:${allowed.login}`, now()))
  response.headers.set('Refresh', `0; url=${LEADS_PATH}`)
  return response
}
