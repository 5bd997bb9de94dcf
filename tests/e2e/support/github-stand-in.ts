/**
 * GitHub's OAuth sign-in and the two API calls the leads page's sign-in makes (worker/leadsSignIn.ts),
 * on loopback for tests/e2e/leads.spec.ts, as strict as GitHub:
 *
 * - GET /__signed-in-as/<login> stands for being signed in to GitHub as that account in this browser
 *   (a cookie of the stand-in's own origin);
 * - /login/oauth/authorize needs the app's client id and a redirect_uri under the app's callback
 *   URL, and sends the browser back with a new code and the state it was given, unchanged;
 * - /login/oauth/access_token needs the app's id and secret and the same redirect_uri, and takes a
 *   code once, within ten minutes (then `bad_verification_code`, as GitHub answers);
 * - /user and /user/memberships/orgs/<org> need a token it issued and a User-Agent (401 "Bad
 *   credentials", 403 otherwise); a membership is 404 for an account not in the organisation, and
 *   says `pending` for an invitation not yet accepted.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { GITHUB_STAND_IN_PORT, LEADS_GITHUB } from './ports'

interface Grant {
  login: string
  redirectUri: string
  issuedAt: number
}

const codes = new Map<string, Grant>()
const tokens = new Map<string, string>()
const CODE_LIFETIME_MS = 10 * 60_000

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

async function form(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return (request.headers['content-type'] ?? '').includes('json')
    ? (JSON.parse(text || '{}') as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(text))
}

const signedInAs = (request: IncomingMessage) =>
  /(?:^|;\s*)github_user=([A-Za-z0-9-]+)/.exec(request.headers.cookie ?? '')?.[1]

/** GitHub accepts a redirect_uri on the callback URL's host whose path is under the callback's. */
function underCallback(redirectUri: string): boolean {
  try {
    const given = new URL(redirectUri)
    const registered = new URL(LEADS_GITHUB.callbackUrl)
    return given.origin === registered.origin && given.pathname.startsWith(registered.pathname)
  } catch {
    return false
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const signedIn = /^\/__signed-in-as\/([A-Za-z0-9-]+)$/.exec(url.pathname)
  if (signedIn) {
    response.writeHead(200, {
      'content-type': 'text/plain',
      'set-cookie': `github_user=${signedIn[1]}; Path=/; HttpOnly; SameSite=Lax`,
    })
    return response.end(`Signed in to GitHub as ${signedIn[1]}.`)
  }

  if (url.pathname === '/login/oauth/authorize' && request.method === 'GET') {
    const redirectUri = url.searchParams.get('redirect_uri') ?? ''
    if (url.searchParams.get('client_id') !== LEADS_GITHUB.clientId) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      return response.end('Not Found')
    }
    if (!underCallback(redirectUri)) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      return response.end('The redirect_uri is not associated with this application.')
    }
    const login = signedInAs(request)
    if (!login) {
      response.writeHead(200, { 'content-type': 'text/plain' })
      return response.end('Sign in to GitHub to continue.')
    }
    const code = randomBytes(10).toString('hex')
    codes.set(code, { login, redirectUri, issuedAt: Date.now() })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    const state = url.searchParams.get('state')
    if (state !== null) back.searchParams.set('state', state)
    response.writeHead(302, { location: back.href })
    return response.end()
  }

  if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
    const body = await form(request)
    if (body.client_id !== LEADS_GITHUB.clientId || body.client_secret !== LEADS_GITHUB.clientSecret)
      return json(response, 200, {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
      })
    const grant = codes.get(body.code ?? '')
    codes.delete(body.code ?? '')
    if (!grant || Date.now() - grant.issuedAt > CODE_LIFETIME_MS)
      return json(response, 200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      })
    if (body.redirect_uri !== undefined && body.redirect_uri !== grant.redirectUri)
      return json(response, 200, {
        error: 'redirect_uri_mismatch',
        error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
      })
    const token = `gho_${randomBytes(18).toString('hex')}`
    tokens.set(token, grant.login)
    return json(response, 200, { access_token: token, token_type: 'bearer', scope: 'read:org' })
  }

  if (
    request.method === 'GET' &&
    (url.pathname === '/user' || url.pathname.startsWith('/user/memberships/orgs/'))
  ) {
    if (!request.headers['user-agent'])
      return json(response, 403, {
        message:
          'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
      })
    const token = /^(?:Bearer|token) (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const login = token ? tokens.get(token) : undefined
    if (!login)
      return json(response, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
      })
    if (url.pathname === '/user') return json(response, 200, { login, id: login.length, type: 'User' })
    const org = decodeURIComponent(url.pathname.slice('/user/memberships/orgs/'.length))
    const state =
      org.toLowerCase() === LEADS_GITHUB.org.toLowerCase() ? LEADS_GITHUB.members[login] : undefined
    if (!state)
      return json(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' })
    return json(response, 200, {
      state,
      role: 'member',
      organization: { login: LEADS_GITHUB.org },
      user: { login },
    })
  }

  json(response, 404, { message: 'Not Found' })
})

server.listen(GITHUB_STAND_IN_PORT, '127.0.0.1')
