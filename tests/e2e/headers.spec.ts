/**
 * What the host sends with the site, on both targets (the Node server, and the edge Worker with the
 * build's _headers and _redirects): a CSP that lets exactly this build's inline scripts run, the
 * other security headers, the cache rules, the not-found page and the redirects of unknown addresses.
 */
import { createHash } from 'node:crypto'
import { expect, test, visit } from './support/fixtures'

/** The CSP source of every executable inline script of a page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
}

test('every page’s inline scripts are allowed by the CSP sent with it, and its islands start @server', async ({
  page,
  request,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  for (const path of ['/', '/blog', '/privacy-policy']) {
    const response = await request.get(path)
    const csp = response.headers()['content-security-policy'] ?? ''
    const hashes = inlineScriptHashes(await response.text())
    expect(hashes.length, path).toBeGreaterThan(0)
    for (const hash of hashes) expect(csp, `${path}: ${hash}`).toContain(hash)
    await visit(page, path)
  }
  expect(violations).toEqual([])
})

test('pages come with the security headers, and hashed assets are kept for a year @server', async ({
  request,
}) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['strict-transport-security']).toContain('max-age=31536000')
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  // The page's client code: the entry its inline starter imports after the first paint (src/islands/).
  const script = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1]
  expect(script).toBeDefined()
  const asset = await request.get(script!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await request.get('/rss.xml')).headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
})

test('an unknown address gets the not-found page with status 404; an unknown case study, its list @server', async ({
  request,
}) => {
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  const notFoundPage = await missing.text()
  expect(notFoundPage).toContain('Page Not Found')
  const csp = missing.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  // The page's own policy (the build's _headers), not a stricter one that would block its theme script.
  for (const hash of inlineScriptHashes(notFoundPage)) expect(csp, hash).toContain(hash)
  const study = await request.get('/case-studies/no-such-study', { maxRedirects: 0 })
  expect([study.status(), study.headers().location]).toEqual([302, '/case-studies'])
  const article = await request.get('/blog/no-such-article', { maxRedirects: 0 })
  expect([article.status(), article.headers().location]).toEqual([302, '/blog'])
  expect((await request.get('/_headers')).status()).toBe(404)
})

test('the health check answers with the outbox’s counts, no personal data, and the security headers @server', async ({
  request,
}) => {
  const response = await request.get('/healthz')
  expect(response.headers()['cache-control']).toBe('no-store')
  // The site's security headers, on the Worker's own answers too.
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['x-frame-options']).toBe('DENY')
  expect(response.headers()['strict-transport-security']).toContain('max-age=31536000')
  const body = (await response.json()) as { telegram: string; leads: Record<string, number> }
  expect(body.telegram).toBe('configured')
  expect(Object.keys(body.leads).sort()).toEqual(
    ['delivered', 'failed', 'oldestPendingMinutes', 'pending', 'spamRefused24h', 'waitingTooLong'].sort(),
  )
})

test('the content editor at /admin has a CSP of its own and noindex; Decap starts under it; pages keep theirs @server', async ({
  page,
  request,
}) => {
  const editor = (await request.get('/admin')).headers()
  expect(editor['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'")
  // The site's policy (its inline-script hashes) is not sent beside it: the editor's alone applies.
  expect(editor['content-security-policy']).not.toContain('sha256-')
  expect(editor['x-robots-tag']).toBe('noindex, nofollow')
  const home = (await request.get('/')).headers()
  expect(home['content-security-policy']).not.toContain('unsafe-eval')
  expect(home['x-robots-tag']).toBeUndefined()

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  // Built without CMS_GITHUB_REPO (as in the tests): the page says what is missing, and loads no Decap.
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto('/admin')
  await expect(
    page.getByRole('heading', { name: 'Editing in the browser is not set up on this site' }),
  ).toBeVisible()
  await expect(page.getByText(/CMS_GITHUB_REPO=<owner>\/<name>.*GITHUB_OAUTH_CLIENT_ID/)).toBeVisible()
  expect(scripts).toHaveLength(1)

  // Built with it (the page and the config name the repository): Decap starts, at its GitHub sign-in.
  const withRepo = (pattern: string, edit: (text: string) => string) =>
    page.route(pattern, async (route) => {
      const response = await route.fetch()
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
      await route.fulfill({ status: response.status(), headers, body: edit(await response.text()) })
    })
  await withRepo('**/admin', (html) =>
    html.replace('</head>', '<meta name="cms-github-repo" content="bandera/site"></head>'),
  )
  await withRepo('**/admin/config.yml', (yaml) =>
    yaml.replace(/^(\s+)name: github$/m, '$1name: github\n$1repo: bandera/site'),
  )
  await page.goto('/admin')
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 })
  expect(scripts.length).toBeGreaterThan(2)
  expect(violations).toEqual([])
})
