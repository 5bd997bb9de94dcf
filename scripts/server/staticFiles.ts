/**
 * The files of one build as the Node server sends them: the precompressed copy the build wrote
 * (`.br`, `.gz`) when the client takes it, a folder's `index.html` and `<page>.html` for an address
 * without one, a weak ETag answered 304, one byte range, HEAD.
 *
 * The folder is read once (a build never changes once published), and each file is opened before
 * anything of the answer is written: a file that has vanished since (deleted by hand) is dropped,
 * and the next candidate answers at once, another encoding of it or, when none is left, the caller's
 * not-found page. The answer's length and validators come from the opened file itself. sirv, which
 * served them before, writes the head first and leaves the file's read error unhandled: a vanished
 * file hung the request and threw an uncaught ENOENT.
 */
import { readdirSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
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

/** Every file under `dir` by its address ("/blog/index.html"), skipping dotfiles as a web root does. */
function addressesOf(dir: string): Set<string> {
  const files = new Set<string>()
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`)
      else if (entry.isFile()) files.add(`${prefix}/${entry.name}`)
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

export interface StaticFilesOptions {
  /** Headers of the file at `pathname` (the address asked for), set before the answer is written. */
  setHeaders?: (res: http.ServerResponse, pathname: string) => void
}

export function staticFiles(dir: string, { setHeaders }: StaticFilesOptions = {}): FileHandler {
  const files = addressesOf(dir)

  /** The candidates for a request, best first: each name in each encoding the client takes. */
  const candidates = (pathname: string, acceptEncoding: string) => {
    const names = namesFor(pathname)
    const encodings = ENCODINGS.filter((encoding) => encoding.accepted.test(acceptEncoding))
    return [...encodings, undefined].flatMap((encoding) =>
      names
        .map((name) => ({ name, file: name + (encoding?.suffix ?? ''), encoding: encoding?.name }))
        .filter(({ file }) => files.has(file)),
    )
  }

  /** The first candidate that can be opened; those that cannot have vanished and are forgotten. */
  const openFirst = async (list: ReturnType<typeof candidates>) => {
    for (const candidate of list) {
      try {
        return { ...candidate, handle: await open(path.join(dir, candidate.file), 'r') }
      } catch {
        files.delete(candidate.file)
      }
    }
    return undefined
  }

  const send = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    { name, encoding, handle }: { name: string; encoding: string | undefined; handle: FileHandle },
  ) => {
    try {
      const stats = await handle.stat()
      const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
      const type = lookup(name) ?? 'application/octet-stream'
      res.setHeader('Content-Type', type === 'text/html' ? 'text/html;charset=utf-8' : type)
      res.setHeader('Last-Modified', stats.mtime.toUTCString())
      res.setHeader('ETag', etag)
      res.setHeader('Vary', 'Accept-Encoding')
      if (encoding) res.setHeader('Content-Encoding', encoding)
      setHeaders?.(res, pathname)
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end()
        return
      }
      // A single range, checked before (requestGuards.ts): "bytes=start-" or "bytes=start-end".
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range?.trim() ?? '')
      let start = 0
      let end = stats.size - 1
      if (range) {
        start = Number(range[1])
        end = range[2] ? Math.min(Number(range[2]), stats.size - 1) : stats.size - 1
        if (start >= stats.size) {
          res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` }).end()
          return
        }
        res.statusCode = 206
        res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`)
        res.setHeader('Accept-Ranges', 'bytes')
      }
      res.setHeader('Content-Length', Math.max(0, end - start + 1))
      if (req.method === 'HEAD' || stats.size === 0) {
        res.end()
        return
      }
      await pipeline(handle.createReadStream({ start, end, autoClose: false }), res)
    } catch {
      // A read that failed halfway, or a client that went away: the answer cannot be completed.
      res.destroy()
    } finally {
      await handle.close().catch(() => {})
    }
  }

  return async (req, res, next) => {
    const pathname = decoded((req.url ?? '/').split('?')[0]!)
    const found =
      pathname === undefined
        ? undefined
        : await openFirst(candidates(pathname, String(req.headers['accept-encoding'] ?? '')))
    if (found) await send(req, res, pathname!, found)
    else await next()
  }
}
