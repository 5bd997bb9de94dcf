/**
 * A request node:http cannot read (malformed, headers too large, too slow) is answered by the server
 * itself before any handler runs; by default without any of the site's headers. This answers it as
 * node:http does (the status, then the connection closes), with them.
 */
import type http from 'node:http'
import { STATUS_CODES } from 'node:http'

/** The status node:http gives each reason it could not read a request. */
function statusFor(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

export function answerClientErrors(server: http.Server, headers: Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A connection reset or already answered: nothing can be written.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusFor(error)
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...lines,
        'Content-Length: 0',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    )
  })
}
