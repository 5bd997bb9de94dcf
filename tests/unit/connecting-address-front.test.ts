/**
 * The front `npm run serve:edge` puts before wrangler dev: every request passes through as sent, but
 * for CF-Connecting-IP, which becomes the address of the connection.
 */
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectingAddressFront } from '../../scripts/server/connectingAddressFront'

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

  it('answers 502 while wrangler is not there', async () => {
    const closed = net.createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as net.AddressInfo).port)),
    )
    await new Promise((resolve) => closed.close(resolve))
    const orphan = connectingAddressFront({ host: '127.0.0.1', port })
    const url = `http://127.0.0.1:${await listen(orphan)}`
    try {
      expect((await fetch(`${url}/healthz`)).status).toBe(502)
    } finally {
      await new Promise((resolve) => orphan.close(resolve))
    }
  })
})
