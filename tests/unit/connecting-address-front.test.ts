/**
 * The front `npm run serve:edge` puts before the Worker on workerd: every request passes through as sent, but
 * for CF-Connecting-IP, which becomes the address of the connection.
 */
import http from 'node:http'
import net from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectingAddressFront } from '../../server/edge/connectingAddressFront'
import { ANSWER_HEADERS } from '../../server/front/securityHeaders'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

let upstream: http.Server
let front: http.Server
let frontUrl = ''
const seen: Seen[] = []

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  )

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      response.setHeader('Set-Cookie', ['a=1', 'b=2'])
      response.writeHead(201, { 'Content-Type': 'text/plain', 'X-Answer': 'yes' }).end(`got ${body.length}`)
    })
  })
  front = connectingAddressFront({ host: '127.0.0.1', port: await listen(upstream) })
  frontUrl = `http://127.0.0.1:${await listen(front)}`
})

afterAll(async () => {
  await new Promise((resolve) => front.close(resolve))
  await new Promise((resolve) => upstream.close(resolve))
})

describe('the serve:edge front', () => {
  it("sets CF-Connecting-IP to the connection's address, whatever the client sent", async () => {
    await fetch(`${frontUrl}/api/contact?x=1`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': '198.51.100.1', Origin: frontUrl, 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
    const request = seen.at(-1)!
    expect(request).toMatchObject({ method: 'POST', url: '/api/contact?x=1', body: '{"a":1}' })
    expect(request.headers['cf-connecting-ip']).toBe('127.0.0.1')
    expect(request.headers.origin).toBe(frontUrl)
    // The host the visitor addressed, for the Worker's same-origin check.
    expect(request.headers.host).toBe(new URL(frontUrl).host)
  })

  it('passes a chunked body through, and the answer with its status and every header', async () => {
    const chunks = ['{"message":"', 'x'.repeat(40_000), '"}']
    const response = await fetch(`${frontUrl}/api/contact`, {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift()
          if (chunk === undefined) controller.close()
          else controller.enqueue(new TextEncoder().encode(chunk))
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(seen.at(-1)!.headers['transfer-encoding']).toBe('chunked')
    expect(seen.at(-1)!.body).toHaveLength(40_014)
    expect([response.status, response.headers.get('x-answer'), await response.text()]).toEqual([
      201,
      'yes',
      'got 40014',
    ])
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  it('sends a request without a body again on a fresh connection when the kept-alive one was closed; one with a body on a connection of its own', async () => {
    // workerd's way after an answer that left a body unread: the next request on that connection
    // finds it closed. This upstream closes every connection at its second request, unanswered.
    const connections: string[][] = []
    const closing = net.createServer((socket) => {
      const requests: string[] = []
      connections.push(requests)
      let buffered = ''
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        buffered += chunk
        let end: number
        while ((end = buffered.indexOf('\r\n\r\n')) >= 0) {
          const head = buffered.slice(0, end)
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0)
          if (buffered.length < end + 4 + length) return
          buffered = buffered.slice(end + 4 + length)
          requests.push(head.split('\r\n')[0]!)
          if (requests.length === 2) return void socket.destroy()
          socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok')
        }
      })
    })
    const port = await new Promise<number>((resolve) =>
      closing.listen(0, '127.0.0.1', () => resolve((closing.address() as net.AddressInfo).port)),
    )
    const retrying = connectingAddressFront({ host: '127.0.0.1', port })
    const url = `http://127.0.0.1:${await listen(retrying)}`
    try {
      expect((await fetch(`${url}/one`)).status).toBe(200)
      expect((await fetch(`${url}/two`)).status).toBe(200)
      expect(connections).toEqual([['GET /one HTTP/1.1', 'GET /two HTTP/1.1'], ['GET /two HTTP/1.1']])
      connections.length = 0
      for (const body of ['{"a":1}', '{"a":2}'])
        expect((await fetch(`${url}/api/contact`, { method: 'POST', body })).status).toBe(200)
      expect(connections).toEqual([['POST /api/contact HTTP/1.1'], ['POST /api/contact HTTP/1.1']])
    } finally {
      await new Promise((resolve) => retrying.close(resolve))
      closing.close()
    }
  })

  it('answers 502 while the Worker is not there, with the headers it is given for its own answers', async () => {
    const closed = net.createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as net.AddressInfo).port)),
    )
    await new Promise((resolve) => closed.close(resolve))
    const orphan = connectingAddressFront({ host: '127.0.0.1', port }, ANSWER_HEADERS)
    const url = `http://127.0.0.1:${await listen(orphan)}`
    try {
      const response = await fetch(`${url}/healthz`)
      expect(response.status).toBe(502)
      for (const [name, value] of Object.entries(ANSWER_HEADERS))
        expect(response.headers.get(name)).toBe(value)
    } finally {
      await new Promise((resolve) => orphan.close(resolve))
    }
  })

  it("turns the Worker's health report into 503 while the disk has no room, its counts kept; other answers pass as they are", async () => {
    const report = { status: 'ok', telegram: 'configured', leads: { pending: 3, delivered: 7 } }
    const worker = http.createServer((request, response) => {
      const body = request.url!.startsWith('/healthz') ? JSON.stringify(report) : 'page'
      // As workerd may answer: compressed when the client accepts it.
      const gzip =
        request.url!.startsWith('/healthz') && /gzip/.test(request.headers['accept-encoding'] ?? '')
      response.writeHead(200, {
        'Content-Type': gzip ? 'application/json' : 'text/plain',
        'Cache-Control': 'no-store',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      })
      response.end(gzip ? gzipSync(body) : body)
    })
    let problem: string | undefined
    let asked = 0
    const checking = connectingAddressFront(
      { host: '127.0.0.1', port: await listen(worker) },
      {},
      async () => {
        asked++
        return problem
      },
    )
    const url = `http://127.0.0.1:${await listen(checking)}`
    try {
      const healthy = await fetch(`${url}/healthz`)
      expect([healthy.status, await healthy.json()]).toEqual([200, report])
      problem = 'The disk holding DATA_DIR=/var/x has 4096 bytes free'
      for (const path of ['/healthz', '/healthz?probe=1']) {
        const full = await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'gzip, br' } })
        expect(full.status).toBe(503)
        expect(full.headers.get('cache-control')).toBe('no-store')
        expect(await full.json()).toEqual({ ...report, status: 'unavailable', error: problem })
      }
      const head = await fetch(`${url}/healthz`, { method: 'HEAD' })
      expect([head.status, await head.text()]).toEqual([503, ''])
      // Only the health check asks, and nothing else changes while the disk is full.
      const before = asked
      const page = await fetch(`${url}/blog`)
      expect([page.status, await page.text(), asked]).toEqual([200, 'page', before])
      problem = undefined
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
    } finally {
      await new Promise((resolve) => checking.close(resolve))
      worker.close()
    }
  })
})
