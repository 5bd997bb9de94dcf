/**
 * The one request front (server/front/requestFront.ts): its decisions, and the same answers from
 * both hosts that use it, the Node server (server/createServer.ts) and the Worker (worker/index.ts),
 * for every address no file of the build has.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_API_PATH } from '@/features/contact/api'
import { HEALTH_PATH } from '../../relay/upkeep'
import { missingFile, routeRequest } from '../../server/front/requestFront'
import { memoryLogger } from '../../server/log'
import { edgeWorker } from '../support/edgeWorker'
import { serveBuild, writeFixtureBuild } from '../support/fixtureBuild'

const get = (target: string, range?: string) => routeRequest({ method: 'GET', target, range })

describe('the request front decides', () => {
  it('the relay’s two addresses, whatever the method, before any other rule', () => {
    expect(routeRequest({ method: 'PUT', target: CONTACT_API_PATH })).toEqual({ to: 'contact' })
    expect(get(`${HEALTH_PATH}?probe=1`)).toEqual({ to: 'health' })
  })

  it('files for GET and HEAD, with the query kept apart', () => {
    expect(get('/blog?page=2')).toEqual({ to: 'file', pathname: '/blog', query: '?page=2' })
    expect(routeRequest({ method: 'HEAD', target: '/' })).toEqual({ to: 'file', pathname: '/', query: '' })
  })

  it('a host without the relay treats its addresses as any other', () => {
    expect(
      routeRequest({ method: 'POST', target: CONTACT_API_PATH }, { contact: false, health: false }),
    ).toMatchObject({
      to: 'answer',
      answer: { status: 405 },
    })
  })

  it('answers it makes itself: 400, canonical 301 with the query, 405, 416, the host’s files as not found', () => {
    expect(get('http://elsewhere.example/')).toMatchObject({ answer: { status: 400 } })
    expect(get('//blog/?q=1')).toMatchObject({
      answer: { status: 301, headers: { Location: '/blog?q=1', 'Cache-Control': 'no-cache' } },
    })
    expect(routeRequest({ method: 'DELETE', target: '/' })).toMatchObject({
      answer: { status: 405, headers: { Allow: 'GET, HEAD' } },
    })
    expect(get('/big.txt', 'bytes=9-1')).toMatchObject({ answer: { status: 416 } })
    expect(get('/big.txt', 'bytes=1-9')).toMatchObject({ to: 'file' })
    for (const file of ['/_headers', '/_redirects', '/.assetsignore'])
      expect(get(file)).toEqual({ to: 'not-found' })
  })

  it('for an address no file has: a moved page (301, query kept), a list (302), or the not-found page', () => {
    const movedTo = (pathname: string) => (pathname === '/old' ? '/new' : undefined)
    expect(missingFile({ pathname: '/old', query: '?a=1' }, movedTo)).toMatchObject({
      answer: { status: 301, headers: { Location: '/new?a=1' } },
    })
    expect(missingFile({ pathname: '/case-studies/unknown', query: '' }, movedTo)).toMatchObject({
      answer: { status: 302, headers: { Location: '/case-studies' } },
    })
    expect(missingFile({ pathname: '/blog/unknown', query: '' })).toMatchObject({
      answer: { status: 302, headers: { Location: '/blog' } },
    })
    expect(missingFile({ pathname: '/nowhere', query: '' })).toEqual({ to: 'not-found' })
  })
})

describe('both hosts answer through it alike', () => {
  let dir: string
  let node: { url: string; close(): void }
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'request-front-'))
    writeFixtureBuild(dir)
    node = await serveBuild(dir, memoryLogger())
  })
  afterAll(() => {
    node.close()
    rmSync(dir, { recursive: true, force: true })
  })

  // Addresses no asset has, as the Worker sees them (assets answer the others before it runs).
  it.each([
    ['GET', '/nowhere', {}],
    ['HEAD', '/nowhere', {}],
    ['GET', '/case-studies/unknown', {}],
    ['GET', '/blog/unknown?utm_source=x', {}],
    ['GET', '/nowhere/?q=1', {}],
    ['GET', '//nowhere', {}],
    ['POST', '/nowhere', {}],
    ['OPTIONS', '/blog/unknown', {}],
    ['GET', '/nowhere', { Range: 'bytes=5-1' }],
    ['GET', '/_redirects', {}],
  ])('%s %s %j', async (method, address, headers: Record<string, string>) => {
    const answer = (response: Response) => ({
      status: response.status,
      location: response.headers.get('location'),
      allow: response.headers.get('allow'),
      cache: response.headers.get('cache-control'),
    })
    const fromNode = answer(await fetch(`${node.url}${address}`, { method, headers, redirect: 'manual' }))
    const edge = edgeWorker('http://127.0.0.1:9')
    const fromWorker = answer(await edge.fetch(address, { method, headers }))
    expect(fromWorker).toEqual(fromNode)
    expect(fromNode.status).not.toBe(200)
  })
})
