import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SITE_URL } from './ports'

export interface StalledDocument {
  /** The address of the page through this server. */
  url: string
  close(): Promise<void>
}

/**
 * Serves one page of the site the way a slow network delivers it: the HTML up to `stallBefore`,
 * then nothing for `stallMs`, then the rest. Every other request goes to the site as it is.
 */
export async function serveStalledDocument(
  pagePath: string,
  stallBefore: string,
  stallMs: number,
): Promise<StalledDocument> {
  const html = await (await fetch(new URL(pagePath, SITE_URL))).text()
  const split = html.indexOf(stallBefore)
  if (split < 0) throw new Error(`${pagePath} has no ${stallBefore}`)
  const server: Server = createServer((request, response) => {
    if (request.url === pagePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.write(html.slice(0, split))
      setTimeout(() => response.end(html.slice(split)), stallMs)
      return
    }
    void fetch(new URL(request.url ?? '/', SITE_URL)).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${pagePath}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections() // the browser keeps its connections open
      }),
  }
}
