/**
 * The Node server's files (server/staticFiles.ts) through the production server: the
 * compressed copy a client takes, validators, ranges and HEAD, and a file deleted under the running
 * server, answered at once from another encoding or with the not-found page.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../server/log'
import { serveBuild, writeFixtureBuild } from '../support/fixtureBuild'

const root = mkdtempSync(path.join(tmpdir(), 'files-'))
const log = memoryLogger()
let base = ''
let client = ''
let close: () => void = () => {}

beforeAll(async () => {
  const build = writeFixtureBuild(path.join(root, 'one'))
  client = path.join(build, 'client')
  writeFileSync(path.join(client, '.env'), 'SECRET=1')
  ;({ url: base, close } = await serveBuild(build, log))
})

afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw GET (no decompression, unlike fetch), given up after two seconds. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${pathname}`, { method, headers, timeout: 2000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    sent.on('timeout', () => sent.destroy(new Error(`no answer for ${pathname} within 2 s`)))
    sent.on('error', reject)
    sent.end()
  })
}

describe("the build's files", () => {
  it('sends the compressed copy the client takes, brotli first, with the type of the page', async () => {
    const brotli = await get('/blog', { 'accept-encoding': 'gzip, deflate, br' })
    expect([brotli.status, brotli.headers['content-encoding'], brotli.headers['content-type']]).toEqual([
      200,
      'br',
      'text/html;charset=utf-8',
    ])
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect((await get('/blog', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    const plain = await get('/blog')
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, 'blog list one'])
    expect(plain.headers['content-length']).toBe(String('blog list one'.length))
  })

  it('answers 304 to its own ETag, HEAD without a body, and one byte range', async () => {
    const first = await get('/big.txt')
    expect(first.headers.etag).toMatch(/^W\/"100-\d+"$/)
    expect((await get('/big.txt', { 'if-none-match': String(first.headers.etag) })).status).toBe(304)
    const head = await get('/big.txt', {}, 'HEAD')
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, '100', 0])
    const part = await get('/big.txt', { range: 'bytes=90-' })
    expect([part.status, part.headers['content-range'], part.body.toString()]).toEqual([
      206,
      'bytes 90-99/100',
      'x'.repeat(10),
    ])
    expect((await get('/big.txt', { range: 'bytes=100-' })).status).toBe(416)
  })

  it('types scripts and feeds, and keeps dotfiles and paths out of the folder to itself', async () => {
    expect((await get('/assets/entries/app.abc123.js')).headers['content-type']).toBe('text/javascript')
    expect((await get('/rss.xml')).headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    for (const address of ['/.env', '/assets/%2e%2e/%2e%2e/one/server.json', '/%E0%A4%A'])
      expect((await get(address)).status, address).toBe(404)
  })

  it('closes the connection at once when a file was cut short since the build was read, instead of leaving the client waiting for bytes', async () => {
    truncateSync(path.join(client, 'big.txt'), 50)
    await expect(get('/big.txt')).rejects.toThrow(/^aborted$/)
  })

  it('answers a file deleted under the running server at once from another encoding, then with the not-found page', async () => {
    const accepts = { 'accept-encoding': 'gzip, br' }
    rmSync(path.join(client, 'blog', 'index.html.br'))
    const gzip = await get('/blog', accepts)
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([200, 'gzip'])
    rmSync(path.join(client, 'blog', 'index.html.gz'))
    const plain = await get('/blog', accepts)
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([
      200,
      undefined,
      'blog list one',
    ])
    rmSync(path.join(client, 'blog', 'index.html'))
    const missing = await get('/blog', accepts)
    expect(missing.status).toBe(404)
    expect(missing.headers['content-security-policy']).toBeDefined()
    expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })
})
