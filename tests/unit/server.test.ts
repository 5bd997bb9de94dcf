import { mkdtempSync, readFileSync, rmSync, symlinkSync, renameSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redirectsFile } from '../../scripts/site/edgeFiles'
import { prerenderedPaths } from '../../scripts/site/pages'
import { robotsTxt, sitemapXml } from '../../scripts/site/seoFiles'
import { createServer } from '../../server/createServer'
import { memoryLogger } from '../../server/log'
import { canonicalPath, isServableRange } from '../../server/front/requestGuards'
import { linkedSite } from '../../server/siteBuild'
import { serveBuild, writeFixtureBuild } from '../support/fixtureBuild'

const root = mkdtempSync(path.join(tmpdir(), 'site-'))
const buildDir = writeFixtureBuild(path.join(root, 'one'))
const clientDir = path.join(buildDir, 'client')
const log = memoryLogger()
let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  ;({ url: base, close } = await serveBuild(buildDir, log))
})

afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

describe('the production server', () => {
  it('serves prerendered pages with security headers and a CSP that allows only what the site uses', async () => {
    const response = await fetch(`${base}/blog`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('blog list one')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self' 'sha256-abc'")
    // The award badges' pictures come from the reviews platform (AwardImage.tsx); nothing is framed.
    expect(csp).toContain("img-src 'self' data: https://reviews.example;")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("frame-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    // It would start every first page load in a new renderer process (see securityHeaders.ts).
    expect(response.headers.has('cross-origin-opener-policy')).toBe(false)
  })

  it('sends the content editor its own CSP and noindex, and every other page the site’s CSP', async () => {
    const page = await fetch(`${base}/blog`)
    for (const editorPath of ['/admin', '/admin/config.yml']) {
      const editor = await fetch(`${base}${editorPath}`)
      expect(editor.status, editorPath).toBe(200)
      const csp = editor.headers.get('content-security-policy')!
      expect(csp, editorPath).toContain("script-src 'self' 'unsafe-eval'")
      expect(csp, editorPath).toContain("connect-src 'self' https://api.github.com")
      expect(csp, editorPath).toContain("frame-ancestors 'none'")
      expect(editor.headers.get('x-robots-tag'), editorPath).toBe('noindex, nofollow')
      expect(editor.headers.get('x-frame-options'), editorPath).toBe('DENY')
    }
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-eval')
    expect(page.headers.get('x-robots-tag')).toBeNull()
  })

  it('sends the feed as RSS', async () => {
    const response = await fetch(`${base}/rss.xml`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  })

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/entries/app.abc123.js`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('has no runtime configuration for the browser: the settings stay on the server', async () => {
    expect((await fetch(`${base}/runtime-config.json`)).status).toBe(404)
    const alias = await fetch(`${base}/runtime-config.json/`, { redirect: 'manual' })
    expect([alias.status, alias.headers.get('location')]).toEqual([301, '/runtime-config.json'])
  })

  it('answers an unknown path with the not-found page and status 404, compressed when asked', async () => {
    const response = await fetch(`${base}/nowhere`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('not found page one')
  })

  it('redirects unknown case studies and articles to their lists', async () => {
    const study = await fetch(`${base}/case-studies/unknown`, { redirect: 'manual' })
    expect([study.status, study.headers.get('location')]).toEqual([302, '/case-studies'])
    const article = await fetch(`${base}/blog/unknown`, { redirect: 'manual' })
    expect([article.status, article.headers.get('location')]).toEqual([302, '/blog'])
  })

  it("sends a published address that moved to its page for good, keeping the query (the build's redirects)", async () => {
    const moved = await fetch(`${base}/case-studies/old-address?utm_source=x`, { redirect: 'manual' })
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/blog?utm_source=x'])
  })

  it('sends every other spelling of an address to its one canonical form', async () => {
    for (const [asked, location] of [
      ['/blog/', '/blog'],
      ['//blog', '/blog'],
      ['/blog//?q=1', '/blog?q=1'],
    ]) {
      const response = await fetch(`${base}${asked}`, { redirect: 'manual' })
      expect([response.status, response.headers.get('location')]).toEqual([301, location])
    }
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })

  it('without a relay, does not take posts to the contact address', async () => {
    expect((await fetch(`${base}/api/contact`, { method: 'POST' })).status).toBe(405)
  })
})

describe('Range requests', () => {
  it.each([
    ['GET', 'bytes=50-10'],
    ['HEAD', 'bytes=20-10'],
    ['GET', 'bytes=0-18446744073709551615'],
    ['GET', 'bytes=-5'],
    ['GET', 'bytes=0-1,4-5'],
    ['GET', 'lines=1-2'],
  ])('answers %s with Range: %s 416, and keeps serving', async (method, range) => {
    const response = await fetch(`${base}/big.txt`, { method, headers: { range } })
    expect(response.status).toBe(416)
    expect((await fetch(`${base}/big.txt`)).status).toBe(200)
  })

  it('serves a valid range as partial content', async () => {
    const response = await fetch(`${base}/big.txt`, {
      headers: { range: 'bytes=10-19', 'accept-encoding': 'identity' },
    })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 10-19/100')
    expect(await response.text()).toBe('x'.repeat(10))
  })

  it('accepts exactly the single forward ranges', () => {
    expect(isServableRange('bytes=0-')).toBe(true)
    expect(isServableRange('bytes=5-5')).toBe(true)
    expect(isServableRange('bytes=6-5')).toBe(false)
    expect(isServableRange('bytes=9999999999999999-')).toBe(false)
  })

  it('finds the canonical form of a path', () => {
    expect(canonicalPath('/')).toBeNull()
    expect(canonicalPath('/blog')).toBeNull()
    expect(canonicalPath('/blog/')).toBe('/blog')
    expect(canonicalPath('///')).toBe('/')
  })
})

describe('rebuilds next to the running server', () => {
  it('switches to each new build between two requests, and still serves the assets of every build on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'switch-'))
    const link = path.join(dir, 'dist')
    const build = (name: string) =>
      writeFixtureBuild(path.join(dir, 'dist-builds', name), { name, asset: `app.${name}.js` })
    const repoint = (target: string) => {
      symlinkSync(target, `${link}.next`)
      renameSync(`${link}.next`, link)
    }
    symlinkSync(build('a'), link)
    const switches = memoryLogger()
    const server = createServer({ site: linkedSite(link, switches, 0), log: switches })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect(await (await fetch(`${at}/`)).text()).toContain('home a')
      repoint(build('b'))
      expect(await (await fetch(`${at}/`)).text()).toContain('home b')
      repoint(build('c'))
      expect(await (await fetch(`${at}/`)).text()).toContain('home c')
      // A tab opened on build a, two rebuilds ago, still gets its scripts.
      for (const name of ['a', 'b', 'c'])
        expect(await (await fetch(`${at}/assets/entries/app.${name}.js`)).text()).toBe(
          `console.log("${name}")`,
        )
      expect((await fetch(`${at}/assets/entries/app.none.js`)).status).toBe(404)
      expect(switches.entries.filter((entry) => entry.event === 'build.switched')).toHaveLength(2)
    } finally {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('answers with an error page, not a hanging request, when the served build folder was removed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'removed-'))
    const link = path.join(dir, 'dist')
    symlinkSync(writeFixtureBuild(path.join(dir, 'dist-builds', 'a')), link)
    const log = memoryLogger()
    const server = createServer({ site: linkedSite(link, log, 0), log })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      rmSync(path.join(dir, 'dist-builds'), { recursive: true, force: true })
      const response = await fetch(`${at}/blog`, { signal: AbortSignal.timeout(5000) })
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('The site is being updated')
      expect(log.entries.find((entry) => entry.event === 'build.missing')?.fields.action).toContain(
        'npm run build',
      )
    } finally {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('build outputs', () => {
  it("writes Cloudflare's _headers with the same security headers and cache rules as the Node server", async () => {
    const file = readFileSync(path.join(clientDir, '_headers'), 'utf8')
    const served = await fetch(`${base}/blog`)
    const rules = file.split(/\n(?=\S)/)
    expect(rules[0]).toContain(`Content-Security-Policy: ${served.headers.get('content-security-policy')}`)
    for (const name of ['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy'])
      expect(rules[0]).toContain(`${name}: ${served.headers.get(name)}`)
    const asset = await fetch(`${base}/assets/entries/app.abc123.js`)
    expect(rules[1]).toBe(`/assets/*\n  Cache-Control: ${asset.headers.get('cache-control')}`)
    expect(file).toContain('/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8')
    expect(readFileSync(path.join(clientDir, '.assetsignore'), 'utf8')).toBe('*.gz\n*.br\n')
  })

  it("gives the content editor its own headers in _headers, detaching the site's CSP there only", async () => {
    const rules = readFileSync(path.join(clientDir, '_headers'), 'utf8')
      .trimEnd()
      .split(/\n(?=\S)/)
    const editor = await fetch(`${base}/admin`)
    const csp = editor.headers.get('content-security-policy')
    for (const pattern of ['/admin', '/admin/*']) {
      expect(rules).toContain(
        `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${csp}\n  X-Robots-Tag: noindex, nofollow`,
      )
    }
    expect(rules[0]).not.toContain('unsafe-eval')
  })

  it('writes each moved address as a permanent redirect in _redirects', () => {
    expect(redirectsFile([{ from: '/case-studies/old', to: '/case-studies/new' }])).toBe(
      '/case-studies/old /case-studies/new 301\n',
    )
  })

  it('lists the prerendered pages without the not-found page or assets', () => {
    expect(prerenderedPaths(clientDir)).toEqual(['/', '/blog'])
    expect(readFileSync(path.join(clientDir, 'big.txt'), 'utf8')).toHaveLength(100)
  })

  it('writes a sitemap of absolute addresses with each page’s own date, and a robots.txt pointing to it', () => {
    const xml = sitemapXml('https://bandera.example', [
      { path: '/' },
      { path: '/blog', lastModified: '2025-10-14' },
      { path: '/blog/a', lastModified: '2025-05-02' },
    ])
    expect(xml).toContain('<url><loc>https://bandera.example/</loc></url>')
    expect(xml).toContain('<loc>https://bandera.example/blog</loc><lastmod>2025-10-14</lastmod>')
    expect(xml).toContain('<loc>https://bandera.example/blog/a</loc><lastmod>2025-05-02</lastmod>')
    expect(robotsTxt('https://bandera.example')).toContain('Sitemap: https://bandera.example/sitemap.xml')
  })
})
