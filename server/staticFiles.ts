/**
 * The files of one build as the Node server sends them: the precompressed copy the build wrote
 * (`.br`, `.gz`) when the client takes it, a folder's `index.html` and `<page>.html` for an address
 * without one, a weak ETag answered 304, one byte range, HEAD.
 *
 * The folder is read once, with each file's size and time (a build never changes once published),
 * and each file is opened before anything of the answer is written: a file that has vanished since
 * (deleted by hand) is forgotten, and the next candidate answers at once, another encoding of it
 * or, when none is left, the caller's not-found page. A file that was cut short since ends its answer
 * with a closed connection, never one left waiting for bytes. sirv, which served them before, writes
 * the head first and leaves the file's read error unhandled: a vanished file hung the request and
 * threw an uncaught ENOENT.
 */
import { createReadStream, readdirSync, statSync, type ReadStream } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { lookup } from 'mrmime'

/** Sends the file an address names, or calls `next` when there is none; resolves once it has answered. */
export type FileHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void | Promise<void>,
) => Promise<void>

/** Precompressed copies, in the order they are preferred, and how a client says it takes them. */
const ENCODINGS = [
  { suffix: '.br', name: 'br', accepted: /\bbr\b/i },
  { suffix: '.gz', name: 'gzip', accepted: /\bgzip\b/i },
] as const

interface IndexedFile {
  abs: string
  size: number
  headers: Record<string, string>
}

/** The headers a file is sent with, but for its encoding: its type, length and validators. */
function headersOf(name: string, size: number, mtime: Date): Record<string, string> {
  const type = lookup(name) ?? 'application/octet-stream'
  return {
    'Content-Type': type === 'text/html' ? 'text/html;charset=utf-8' : type,
    'Content-Length': String(size),
    'Last-Modified': mtime.toUTCString(),
    ETag: `W/"${size}-${mtime.getTime()}"`,
    Vary: 'Accept-Encoding',
  }
}

/** Every file under `dir` by its address ("/blog/index.html"), skipping dotfiles as a web root does. */
function indexOf(dir: string): Map<string, IndexedFile> {
  const files = new Map<string, IndexedFile>()
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue
      const abs = path.join(folder, entry.name)
      const address = `${prefix}/${entry.name}`
      if (entry.isDirectory()) walk(abs, address)
      else if (entry.isFile()) {
        const { size, mtime } = statSync(abs)
        const encoding = ENCODINGS.find(({ suffix }) => address.endsWith(suffix))
        const headers = headersOf(encoding ? address.slice(0, -encoding.suffix.length) : address, size, mtime)
        if (encoding) headers['Content-Encoding'] = encoding.name
        files.set(address, { abs, size, headers })
      }
    }
  }
  walk(dir, '')
  return files
}

/** The files an address may name: itself, `<address>.html`, `<address>/index.html`. */
function namesFor(pathname: string): string[] {
  const base = pathname === '/' ? '' : pathname
  return [...(base ? [base, `${base}.html`] : []), `${base}/index.html`]
}

function decoded(pathname: string): string | undefined {
  try {
    const text = decodeURI(pathname)
    // No way out of the folder, and no NUL for the file system.
    return text.split('/').includes('..') || text.includes('\0') ? undefined : text
  } catch {
    return undefined
  }
}

/** Opens `file` for the bytes start..end; resolves with the stream once the file is open, or undefined. */
function opened(file: string, start: number, end: number): Promise<ReadStream | undefined> {
  return new Promise((resolve) => {
    const stream = createReadStream(file, { start, end })
    const failed = () => resolve(undefined)
    stream.once('error', failed)
    stream.once('ready', () => {
      stream.off('error', failed)
      resolve(stream)
    })
  })
}

export interface StaticFilesOptions {
  /** Headers of the file at `pathname` (the address asked for), set before the answer is written. */
  setHeaders?: (res: http.ServerResponse, pathname: string) => void
}

export function staticFiles(dir: string, { setHeaders }: StaticFilesOptions = {}): FileHandler {
  const files = indexOf(dir)

  /** The candidates for a request, best first: each name in each encoding the client takes. */
  const candidates = (pathname: string, acceptEncoding: string) => {
    const names = namesFor(pathname)
    const suffixes = [
      ...ENCODINGS.filter((encoding) => encoding.accepted.test(acceptEncoding)).map(({ suffix }) => suffix),
      '',
    ]
    return suffixes.flatMap((suffix) => names.map((name) => name + suffix).filter((file) => files.has(file)))
  }

  /** Sends one file that is open: the head, then exactly its bytes (or a closed connection). */
  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: IndexedFile,
    range: { start: number; end: number } | undefined,
    stream: ReadStream,
  ) => {
    if (range) {
      res.statusCode = 206
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      res.setHeader('Accept-Ranges', 'bytes')
      res.setHeader('Content-Length', String(range.end - range.start + 1))
    }
    const expected = range ? range.end - range.start + 1 : file.size
    if (req.method === 'HEAD' || expected === 0) {
      stream.destroy()
      res.end()
      return
    }
    let sent = 0
    stream.on('data', (chunk: string | Buffer) => (sent += chunk.length))
    // The file was cut short or could not be read on: the length promised cannot be kept.
    stream.on('error', () => res.destroy())
    stream.on('end', () => {
      if (sent < expected) res.destroy()
    })
    res.once('close', () => stream.destroy())
    stream.pipe(res)
  }

  return async (req, res, next) => {
    const pathname = decoded((req.url ?? '/').split('?')[0]!)
    const list =
      pathname === undefined ? [] : candidates(pathname, String(req.headers['accept-encoding'] ?? ''))
    for (const name of list) {
      const file = files.get(name)!
      for (const [header, value] of Object.entries(file.headers)) res.setHeader(header, value)
      setHeaders?.(res, pathname!)
      if (req.headers['if-none-match'] === file.headers.ETag) {
        res.writeHead(304).end()
        return
      }
      // A single range, checked before (requestGuards.ts): "bytes=start-" or "bytes=start-end".
      const asked = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range?.trim() ?? '')
      const range = asked
        ? {
            start: Number(asked[1]),
            end: asked[2] ? Math.min(Number(asked[2]), file.size - 1) : file.size - 1,
          }
        : undefined
      if (range && range.start >= file.size) {
        res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': '0' }).end()
        return
      }
      const stream = await opened(file.abs, range?.start ?? 0, range?.end ?? Math.max(0, file.size - 1))
      if (stream) return send(req, res, file, range, stream)
      // Vanished since the build was read: forgotten, and the next candidate answers.
      files.delete(name)
      for (const header of Object.keys(file.headers)) res.removeHeader(header)
    }
    await next()
  }
}
