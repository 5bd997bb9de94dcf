import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../scripts/build/inlineScripts'
import { prerenderedPaths } from '../../scripts/build/pages'
import { robotsTxt, sitemapXml } from '../../scripts/build/seoFiles'
import { createServer } from '../../scripts/server/createServer'
import { runtimeConfigFromEnv } from '../../scripts/server/runtimeConfig'

const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'))
let base = ''
let close: () => void = () => {}

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
  writeFileSync(path.join(clientDir, file), content)
}

beforeAll(async () => {
  write(
    'index.html',
    '<!doctype html><script>boot()</script><script type="application/ld+json">{}</script>home',
  )
  write('blog/index.html', 'blog list')
  write('rss.xml', '<rss version="2.0"></rss>')
  write('404/index.html', 'not found page')
  writeFileSync(path.join(clientDir, '404/index.html.gz'), gzipSync('not found page'))
  write('assets/entries/app.abc123.js', 'console.log(1)')
  const server = createServer({
    clientDir,
    runtimeConfig: runtimeConfigFromEnv({
      TELEGRAM_BOT_TOKEN: '1:x',
      TELEGRAM_CHAT_ID: '-5',
      TELEGRAM_API_BASE: 'http://127.0.0.1:9999/',
    }),
    csp: { scriptHashes: ["'sha256-abc'"], frameOrigins: ['https://reviews.example'] },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => {
  close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('the production server', () => {
  it('serves prerendered pages with security headers and a CSP that allows only what the site uses', async () => {
    const response = await fetch(`${base}/blog`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('blog list')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self' 'sha256-abc'")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9999")
    expect(csp).toContain('frame-src https://reviews.example')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('sends the feed as RSS', async () => {
    const response = await fetch(`${base}/rss.xml`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  })

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/entries/app.abc123.js`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('hands the Telegram settings to the browser, never cached', async () => {
    const response = await fetch(`${base}/runtime-config.json`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      telegramBotToken: '1:x',
      telegramChatId: '-5',
      telegramTopicId: '',
      telegramApiBase: 'http://127.0.0.1:9999',
    })
  })

  it('answers an unknown path with the not-found page and status 404, compressed when asked', async () => {
    const response = await fetch(`${base}/nowhere`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('not found page')
  })

  it('redirects unknown case studies and articles to their lists', async () => {
    const study = await fetch(`${base}/case-studies/unknown`, { redirect: 'manual' })
    expect([study.status, study.headers.get('location')]).toEqual([302, '/case-studies'])
    const article = await fetch(`${base}/blog/unknown`, { redirect: 'manual' })
    expect([article.status, article.headers.get('location')]).toEqual([302, '/blog'])
  })

  it('does not redirect the client router’s data requests', async () => {
    const response = await fetch(`${base}/blog/unknown/index.pageContext.json`, { redirect: 'manual' })
    expect(response.status).toBe(404)
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })
})

describe('build outputs', () => {
  it('hashes executable inline scripts only', () => {
    const expected = createHash('sha256').update('boot()').digest('base64')
    expect(inlineScriptHashes(clientDir)).toEqual([`'sha256-${expected}'`])
  })

  it('lists the prerendered pages without the not-found page or assets', () => {
    expect(prerenderedPaths(clientDir)).toEqual(['/', '/blog'])
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
