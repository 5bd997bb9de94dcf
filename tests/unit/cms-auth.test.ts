import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { CMS_AUTH_PATH, CMS_CALLBACK_PATH } from '@/admin/cmsAuthPaths'
import { cmsAuth, d1SignInStates, GITHUB_ORIGIN, type CmsAuthOptions } from '../../worker/cmsAuth'
import { d1Shim } from '../support/d1Shim'

const SITE = 'https://bandera.example'
const env = { GITHUB_OAUTH_CLIENT_ID: 'client-1', GITHUB_OAUTH_CLIENT_SECRET: 'secret-1' }
const db = d1Shim()
const states = d1SignInStates(db)
let clock = Date.now()
const signIn = (request: Request, fetch?: CmsAuthOptions['fetch'], useEnv: object = env) =>
  cmsAuth(request, useEnv, { states, now: () => clock, ...(fetch ? { fetch } : {}) })

const get = (path: string, cookie?: string) =>
  new Request(new URL(path, SITE), { headers: cookie ? { cookie } : {} })

/** Leaves for GitHub and returns the state it left with and the cookie the browser keeps. */
async function signInStarted() {
  const response = (await signIn(get(`${CMS_AUTH_PATH}?provider=github&scope=repo`)))!
  const location = new URL(response.headers.get('location')!)
  const setCookie = response.headers.get('set-cookie')!
  return { response, location, state: location.searchParams.get('state')!, cookie: setCookie.split(';')[0]! }
}

/**
 * Runs the sign-in window's page as a browser would, with the editor as its opener: what it posts to
 * the editor, to which origin, before and after the editor answers "authorizing:github".
 */
async function handshake(page: Response, answerFrom = SITE) {
  const html = await page.text()
  const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)![1]
  const script = new RegExp(`<script nonce="${nonce}">([\\s\\S]*?)</script>`).exec(html)![1]!
  const posted: { data: string; origin: string }[] = []
  let listener: ((event: { origin: string; data: string }) => void) | undefined
  const window = {
    opener: { postMessage: (data: string, origin: string) => posted.push({ data, origin }) },
    addEventListener: (_type: string, handler: typeof listener) => (listener = handler),
    setTimeout: () => 0,
    close: vi.fn(),
  }
  runInNewContext(script, { window, document: { body: {} } })
  const first = [...posted]
  listener!({ origin: answerFrom, data: 'authorizing:github' })
  return { first, afterAnswer: posted.slice(first.length), html }
}

describe("the hosted editor's GitHub sign-in on the Worker", () => {
  it('answers only its own two addresses', async () => {
    expect(await signIn(get('/api/contact'))).toBeUndefined()
    expect(await signIn(get('/api/cms'))).toBeUndefined()
  })

  it('says which secrets are missing, when the site has no OAuth app', async () => {
    const response = (await signIn(get(CMS_AUTH_PATH), undefined, {}))!
    expect(response.status).toBe(503)
    expect(await response.text()).toMatch(/GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET/)
  })

  it('sends the editor to GitHub with the client id, its callback, the repo scope and a fresh signed state kept in an HttpOnly cookie', async () => {
    const { response, location, state, cookie } = await signInStarted()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB_ORIGIN}/login/oauth/authorize`)
    expect(location.searchParams.get('client_id')).toBe('client-1')
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}${CMS_CALLBACK_PATH}`)
    expect(location.searchParams.get('scope')).toBe('repo')
    // When it was issued, a random nonce, and the signature of both with the OAuth app's secret.
    expect(state).toMatch(new RegExp(`^${clock}\\.[0-9a-f-]{36}\\.[\\w-]{43}$`))
    expect(cookie).toBe(`cms_oauth_state=${state}`)
    const attributes = response.headers.get('set-cookie')!
    for (const attribute of [
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
      `Path=${CMS_CALLBACK_PATH}`,
      'Max-Age=600',
    ])
      expect(attributes).toContain(attribute)
    expect((await signInStarted()).state).not.toBe(state)
  })

  it('back from GitHub, exchanges the code with the secret and hands the token to the editor that opened the window, on the site’s origin only', async () => {
    const { state, cookie } = await signInStarted()
    const github = vi.fn(async () => Response.json({ access_token: 'gho_token', token_type: 'bearer' }))
    const page = (await signIn(get(`${CMS_CALLBACK_PATH}?code=code-1&state=${state}`, cookie), github))!
    expect(page.status).toBe(200)
    expect(github).toHaveBeenCalledOnce()
    const [url, init] = github.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${GITHUB_ORIGIN}/login/oauth/access_token`)
    expect(JSON.parse(init.body as string)).toMatchObject({
      client_id: 'client-1',
      client_secret: 'secret-1',
      code: 'code-1',
    })
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('set-cookie')).toContain('Max-Age=0')

    const { first, afterAnswer } = await handshake(page)
    expect(first).toEqual([{ data: 'authorizing:github', origin: SITE }])
    expect(afterAnswer).toEqual([
      {
        data: `authorization:github:success:${JSON.stringify({ token: 'gho_token', provider: 'github' })}`,
        origin: SITE,
      },
    ])
    // A message from another origin gets nothing.
    const again = await signInStarted()
    const page2 = (await signIn(
      get(`${CMS_CALLBACK_PATH}?code=code-1&state=${again.state}`, again.cookie),
      github,
    ))!
    expect((await handshake(page2, 'https://evil.example')).afterAnswer).toEqual([])
  })

  it('refuses a callback whose state is not the one this browser left with, without asking GitHub', async () => {
    const { state } = await signInStarted()
    const github = vi.fn(async () => Response.json({ access_token: 'gho_token' }))
    for (const cookie of [undefined, 'cms_oauth_state=another-state']) {
      const page = (await signIn(get(`${CMS_CALLBACK_PATH}?code=c&state=${state}`, cookie), github))!
      expect(page.status).toBe(400)
      const { afterAnswer } = await handshake(page)
      expect(afterAnswer[0]!.data).toMatch(/^authorization:github:error:.*sign-in expired/)
    }
    expect(github).not.toHaveBeenCalled()
  })

  it("passes GitHub's refusal on to the editor, and a token or message cannot end the page's script", async () => {
    const { state, cookie } = await signInStarted()
    const refusing = async () =>
      Response.json({ error: 'bad_verification_code', error_description: 'The code </script><b>x is wrong.' })
    const page = (await signIn(get(`${CMS_CALLBACK_PATH}?code=c&state=${state}`, cookie), refusing))!
    expect(page.status).toBe(400)
    const { afterAnswer, html } = await handshake(page)
    expect(html).not.toContain('</script><b>')
    expect(JSON.parse(afterAnswer[0]!.data.replace('authorization:github:error:', ''))).toEqual({
      message: 'The code </script><b>x is wrong.',
    })
  })

  it('tells the editor when GitHub cannot be reached', async () => {
    const { state, cookie } = await signInStarted()
    const offline = async (): Promise<Response> => {
      throw new TypeError('fetch failed')
    }
    const page = (await signIn(get(`${CMS_CALLBACK_PATH}?code=c&state=${state}`, cookie), offline))!
    expect((await handshake(page)).afterAnswer[0]!.data).toMatch(/GitHub could not be reached/)
  })

  it('refuses a state used before, one older than ten minutes, and one not signed with the secret: 400, and GitHub is not asked', async () => {
    const github = vi.fn(async () => Response.json({ access_token: 'gho_token' }))
    const callback = (state: string, cookie: string) =>
      signIn(get(`${CMS_CALLBACK_PATH}?code=c&state=${encodeURIComponent(state)}`, cookie), github)
    const error = async (page: Response | undefined) => {
      expect(page!.status).toBe(400)
      return (await handshake(page!)).afterAnswer[0]!.data
    }

    const used = await signInStarted()
    expect((await callback(used.state, used.cookie))!.status).toBe(200)
    expect(github).toHaveBeenCalledOnce()
    expect(await error(await callback(used.state, used.cookie))).toMatch(/already used/)

    const late = await signInStarted()
    clock += 600_001
    try {
      expect(await error(await callback(late.state, late.cookie))).toMatch(/took longer than ten minutes/)
    } finally {
      clock -= 600_001
    }

    // Another secret's state, or this one's with its time moved back, in the cookie as well.
    const [issued, nonce, signature] = (await signInStarted()).state.split('.') as [string, string, string]
    for (const forged of [
      `${Number(issued) - 1}.${nonce}.${signature}`,
      `${issued}.${nonce}.${'A'.repeat(43)}`,
    ])
      expect(await error(await callback(forged, `cms_oauth_state=${forged}`))).toMatch(
        /expired or was started elsewhere/,
      )
    expect(github).toHaveBeenCalledOnce()
  })

  it("forgets used states once they have expired (the Worker's cron)", async () => {
    const started = await signInStarted()
    const github = async () => Response.json({ access_token: 'gho_token' })
    await signIn(get(`${CMS_CALLBACK_PATH}?code=c&state=${started.state}`, started.cookie), github)
    const rows = () => db.sqlite.prepare('SELECT count(*) AS n FROM cms_sign_in_states').get()
    expect(await states.forgetExpired(clock + 600_000)).toBe(0)
    expect(await states.forgetExpired(clock + 600_001)).toBeGreaterThan(0)
    expect(rows()).toEqual({ n: 0 })
  })
})
