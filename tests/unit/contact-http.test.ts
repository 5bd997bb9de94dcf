/**
 * POST /api/contact as HTTP, on both targets in-process: the Node server (startSite, node:http on
 * loopback, SQLite) and the edge Worker (worker.fetch over D1). What a hostile client can send: a
 * body past the cap in any framing, and a page of another scheme, host or port, also behind a proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_BODY_MAX_BYTES } from '@/features/contact/api'
import { silentLogger } from '../../server/log'
import { fixedSite } from '../../server/siteBuild'
import { startSite, type RunningSite } from '../../server/startSite'
import { EDGE_SITE, edgeWorker } from '../support/edgeWorker'
import { writeFixtureBuild } from '../support/fixtureBuild'
import { leadBody, testSettings } from '../support/relayStack'
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn'

const root = mkdtempSync(path.join(tmpdir(), 'contact-http-'))
const buildDir = writeFixtureBuild(path.join(root, 'build'))
let standIn: TelegramStandIn
const sites: RunningSite[] = []

beforeAll(async () => {
  standIn = await startTelegramStandIn()
})

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
  await standIn.close()
  rmSync(root, { recursive: true, force: true })
})

/** One target: its address, how it is asked, and how many leads its outbox holds. */
interface Target {
  site: string
  fetch(path: string, init: RequestInit): Promise<Response>
  storedLeads(): Promise<number>
}

async function nodeTarget(trustProxyHops = 0): Promise<Target> {
  const running = await startSite(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(path.join(root, 'var-')),
      relay: testSettings(standIn.url, { trustProxyHops }),
    },
    fixedSite(buildDir),
    silentLogger,
  )
  sites.push(running)
  return {
    site: running.url,
    fetch: (urlPath, init) => fetch(`${running.url}${urlPath}`, init),
    storedLeads: async () => (await running.outbox.store.list()).length,
  }
}

function edgeTarget(trustProxyHops = 0): Target {
  const worker = edgeWorker(standIn.url, { TRUST_PROXY: String(trustProxyHops) })
  return {
    site: EDGE_SITE,
    fetch: (urlPath, init) => worker.fetch(urlPath, init),
    storedLeads: async () => worker.leads().length,
  }
}

const TARGETS = [
  ['npm run serve', nodeTarget],
  ['the edge Worker', async (hops?: number) => edgeTarget(hops)],
] as const

/** A lead whose message runs to about `size` bytes, as a stream: sent chunked, with no Content-Length. */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  const [head, tail] = JSON.stringify(leadBody({ message: '-' })).split('"-"') as [string, string]
  const filler = new TextEncoder().encode('x'.repeat(16 * 1024))
  let sent = 0
  return new ReadableStream({
    start: (controller) => controller.enqueue(new TextEncoder().encode(`${head}"`)),
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(new TextEncoder().encode(`"${tail}`))
        return controller.close()
      }
      controller.enqueue(filler)
      sent += filler.byteLength
    },
  })
}

const TOO_LARGE = { status: 'error', message: `The body may be at most ${CONTACT_BODY_MAX_BYTES} bytes.` }

describe.each(TARGETS)('POST /api/contact on %s', (_, start) => {
  it('answers a body past 16 KB with 413 and the contract’s answer, chunked or not, and stores nothing', async () => {
    const target = await start()
    const post = (body: BodyInit) =>
      target.fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: target.site },
        body,
        duplex: 'half',
      } as RequestInit)
    for (const body of [chunkedBody(64 * 1024), chunkedBody(20 * 1024 * 1024)]) {
      const response = await post(body)
      expect([response.status, await response.json()]).toEqual([413, TOO_LARGE])
    }
    const sized = await post(JSON.stringify(leadBody({ message: 'x'.repeat(64 * 1024) })))
    expect([sized.status, await sized.json()]).toEqual([413, TOO_LARGE])
    expect(await target.storedLeads()).toBe(0)
    // The same connection and server still take a lead of the right size.
    expect((await post(JSON.stringify(leadBody()))).status).toBe(200)
  })

  it('refuses a page of another scheme, host or port (403), and takes its own origin', async () => {
    const target = await start()
    const site = new URL(target.site)
    const otherScheme = `${site.protocol === 'https:' ? 'http' : 'https'}://${site.host}`
    const otherPort = `${site.protocol}//${site.hostname}:${Number(site.port || 443) + 1}`
    const post = (origin: string) =>
      target.fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(leadBody()),
      })
    for (const origin of [otherScheme, otherPort, `${site.protocol}//elsewhere.example`])
      expect((await post(origin)).status, origin).toBe(403)
    expect(await target.storedLeads()).toBe(0)
    expect((await post(target.site)).status).toBe(200)
  })

  it('behind a trusted proxy, compares the scheme and host it forwarded (X-Forwarded-Proto, -Host)', async () => {
    const target = await start(1)
    const post = (origin: string, forwarded: Record<string, string>) =>
      target.fetch('/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'X-Forwarded-For': '203.0.113.7',
          ...forwarded,
        },
        body: JSON.stringify(leadBody()),
      })
    const proxied = (proto: string) => ({
      'X-Forwarded-Proto': proto,
      'X-Forwarded-Host': 'leads.bandera.example',
    })
    expect((await post('http://leads.bandera.example', proxied('https'))).status).toBe(403)
    expect((await post('https://leads.bandera.example', proxied('http'))).status).toBe(403)
    // A page elsewhere that names the proxied host, but did not come through the proxy.
    expect((await post('https://leads.bandera.example', {})).status).toBe(403)
    expect((await post('https://leads.bandera.example', proxied('https'))).status).toBe(200)
  })
})
