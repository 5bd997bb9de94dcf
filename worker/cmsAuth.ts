/**
 * The GitHub sign-in of the hosted editor (Decap CMS's GitHub backend), served by the site's Worker
 * so that a hosted site needs no third service. Decap opens CMS_AUTH_PATH in a window; it is sent
 * to GitHub with a state, kept in a short-lived HttpOnly cookie; GitHub sends it back to
 * CMS_CALLBACK_PATH, which checks the state, exchanges the code for a token with the OAuth app's
 * secret, and hands the token to the editor that opened the window with Decap's handshake
 * ("authorizing:github", answered by the editor, then "authorization:github:success:{...}"),
 * posted only to the site's own origin.
 *
 * The state is checked on the server, not only by the browser's cookie: it carries when it was
 * issued and a random nonce, signed with the OAuth app's secret (HMAC-SHA-256), so it expires after
 * ten minutes whatever the browser keeps; and its nonce is taken in D1 (cms_sign_in_states) before
 * GitHub is asked for a token, so a state is used once. The Worker's cron deletes expired rows.
 */
import { CMS_AUTH_PATH, CMS_CALLBACK_PATH } from '../src/admin/cmsAuthPaths'
import type { D1Database } from '../relay/d1Database'

export const GITHUB_ORIGIN = 'https://github.com'
const STATE_COOKIE = 'cms_oauth_state'
/** How long the sign-in may take between leaving for GitHub and coming back. */
export const STATE_MAX_AGE_S = 600
/** What Decap's GitHub backend needs: to read and commit to the repository, and open pull requests. */
const SCOPE = 'repo'

export interface CmsAuthEnv {
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** The states used so far: each may be taken once. */
export interface SignInStates {
  /** Takes a state's nonce for good; false when it was taken before (the state is replayed). */
  take(nonce: string, expiresAt: number): Promise<boolean>
}

/** The used states in D1, and the cron's upkeep of them. */
export function d1SignInStates(
  db: D1Database,
): SignInStates & { forgetExpired(now: number): Promise<number> } {
  return {
    take: async (nonce, expiresAt) =>
      (
        await db
          .prepare(
            'INSERT INTO cms_sign_in_states (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING',
          )
          .bind(nonce, expiresAt)
          .run()
      ).meta.changes === 1,
    forgetExpired: async (now) =>
      (await db.prepare('DELETE FROM cms_sign_in_states WHERE expires_at < ?').bind(now).run()).meta.changes,
  }
}

export interface CmsAuthOptions {
  states: SignInStates
  /** GitHub's token endpoint is reached through it (tests give a stand-in). */
  fetch?: Fetch
  now?: () => number
}

const encoder = new TextEncoder()

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** `<issued at, ms>.<nonce>.<signature>`: what the callback can check without keeping anything. */
export async function signedState(secret: string, issuedAt: number): Promise<string> {
  const payload = `${issuedAt}.${crypto.randomUUID()}`
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload))
  return `${payload}.${base64url(signature)}`
}

/** The state's issue time and nonce if this Worker's secret signed it, else undefined. */
export async function readState(
  secret: string,
  state: string,
): Promise<{ issuedAt: number; nonce: string } | undefined> {
  const match = /^(\d{1,15})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(state)
  const signature = match && fromBase64url(match[3]!)
  if (!match || !signature) return undefined
  const payload = `${match[1]}.${match[2]}`
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(payload))
  return valid ? { issuedAt: Number(match[1]), nonce: match[2]! } : undefined
}

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
      'GITHUB_OAUTH_CLIENT_SECRET (docs/editor.md, "Hosted editing").\n',
    { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } },
  )
}

export function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** Leaves for GitHub's consent page with a fresh state. */
async function start(url: URL, clientId: string, secret: string, now: number): Promise<Response> {
  const state = await signedState(secret, now)
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

/**
 * Back from GitHub: the state must be the one this browser left with, signed here, at most ten
 * minutes old, and not used before; only then is GitHub asked for a token.
 */
async function finish(
  request: Request,
  url: URL,
  env: Required<CmsAuthEnv>,
  { states, fetch: fetchFn = fetch, now = Date.now }: CmsAuthOptions,
) {
  const fail = (message: string) => handshakePage(url.origin, 'error', { message })
  const state = url.searchParams.get('state')
  const code = url.searchParams.get('code')
  if (url.searchParams.get('error'))
    return fail(url.searchParams.get('error_description') ?? 'GitHub refused the sign-in.')
  const problem = await takeState(
    state,
    cookie(request, STATE_COOKIE),
    env.GITHUB_OAUTH_CLIENT_SECRET,
    states,
    now(),
  )
  if (problem) return fail(`${problem}: close this window and sign in again.`)
  if (!code) return fail('GitHub sent no code: close this window and sign in again.')
  const token = await exchangeCode(env, code, new URL(CMS_CALLBACK_PATH, url.origin).href, fetchFn)
  if ('problem' in token) return fail(token.problem)
  return handshakePage(url.origin, 'success', { token: token.accessToken, provider: 'github' })
}

/**
 * A state GitHub sent back: it must be the one this browser left with (its cookie), signed with
 * `secret`, at most ten minutes old, and not used before (it is taken now). Undefined when it
 * passes, else what is wrong with it.
 */
export async function takeState(
  state: string | null,
  fromCookie: string | undefined,
  secret: string,
  states: SignInStates,
  now: number,
): Promise<string | undefined> {
  const signed = state && state === fromCookie && (await readState(secret, state))
  if (!signed) return 'The sign-in expired or was started elsewhere'
  const expiresAt = signed.issuedAt + STATE_MAX_AGE_S * 1000
  // A state from the future was not issued by this clock (a minute of skew between Workers allowed).
  if (now > expiresAt || signed.issuedAt > now + 60_000) return 'The sign-in took longer than ten minutes'
  if (!(await states.take(signed.nonce, expiresAt))) return 'This sign-in was already used'
  return undefined
}

/** GitHub's token for the code it sent back, or what went wrong in words. */
export async function exchangeCode(
  env: Required<CmsAuthEnv>,
  code: string,
  redirectUri: string,
  fetchFn: Fetch,
  origin = GITHUB_ORIGIN,
): Promise<{ accessToken: string } | { problem: string }> {
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetchFn(new URL('/login/oauth/access_token', origin).href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_OAUTH_CLIENT_ID,
        client_secret: env.GITHUB_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: redirectUri,
      }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return { problem: 'GitHub could not be reached: close this window and try again.' }
  }
  if (!answer.access_token)
    return { problem: answer.error_description ?? answer.error ?? 'GitHub gave no token.' }
  return { accessToken: answer.access_token }
}

/** The editor's sign-in, or undefined when the request is for another address. */
export async function cmsAuth(
  request: Request,
  env: CmsAuthEnv,
  options: CmsAuthOptions,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (!isCmsAuthPath(url.pathname)) return undefined
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
  const { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: secret } = env
  if (!clientId || !secret) return notSetUp()
  if (url.pathname === CMS_AUTH_PATH) return start(url, clientId, secret, (options.now ?? Date.now)())
  return finish(
    request,
    url,
    { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: secret },
    options,
  )
}
