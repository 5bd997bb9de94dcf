import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { CACHE_DIR, pruneCache, sha256, touch, writeAtomically } from './buildCache'

const TEXT = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest)$/
/** Smaller files go as they are: compression would save less than it costs. */
const MIN_BYTES = 512

const BROTLI_QUALITY = 11
const GZIP_LEVEL = 9

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The two encodings the server sends as they are. Both run on libuv's thread pool. */
const ENCODE = {
  br: (content: Buffer) =>
    brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gz: (content: Buffer) => gzipAsync(content, { level: GZIP_LEVEL }),
}

export type Encoding = keyof typeof ENCODE
export const ENCODINGS = Object.keys(ENCODE) as Encoding[]

/** A fresh compressed copy of `content`, as the build makes it. */
export function compress(content: Buffer, encoding: Encoding): Promise<Buffer> {
  return ENCODE[encoding](content)
}

/**
 * Everything besides the content that decides the compressed bytes: the settings and the versions
 * of the libraries Node compresses with.
 */
export function compressionFingerprint(versions: NodeJS.ProcessVersions = process.versions): string {
  return sha256(
    JSON.stringify({ BROTLI_QUALITY, GZIP_LEVEL }),
    `brotli ${versions.brotli ?? ''}`,
    `zlib ${versions.zlib ?? ''}`,
  )
}

/** Where the compressed copy of a content is kept: by the hash of the content and the fingerprint. */
export function compressedCacheFile(
  cacheDir: string,
  content: Buffer,
  encoding: Encoding,
  fingerprint: string,
): string {
  const key = sha256(fingerprint, content)
  return path.join(cacheDir, key.slice(0, 2), `${key}.${encoding}`)
}

export interface CompressionCache {
  dir: string
  fingerprint: string
}

/** `content` compressed: from the cache when the same content was compressed before, else made and kept. */
export async function cachedCompress(
  content: Buffer,
  encoding: Encoding,
  cache: CompressionCache,
): Promise<{ bytes: Buffer; cached: boolean }> {
  const file = compressedCacheFile(cache.dir, content, encoding, cache.fingerprint)
  if (existsSync(file)) {
    touch(file)
    return { bytes: readFileSync(file), cached: true }
  }
  const bytes = await compress(content, encoding)
  writeAtomically(file, bytes)
  return { bytes, cached: false }
}

/** The files precompress() compresses, largest first (the longest jobs start first). */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ size }) => size > MIN_BYTES)
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))
    .map(({ file }) => file)
}

export interface Precompressed {
  files: number
  /** Copies this build compressed; the others came from the cache. */
  compressed: number
}

async function compressAll(
  dir: string,
  cacheDir: string,
  write: (file: string, encoding: Encoding, bytes: Buffer) => void,
): Promise<Precompressed> {
  const cache = { dir: cacheDir, fingerprint: compressionFingerprint() }
  const files = compressibleFiles(dir)
  let made = 0
  await Promise.all(
    files.flatMap((file) => {
      const content = readFileSync(file)
      return ENCODINGS.map(async (encoding) => {
        const { bytes, cached } = await cachedCompress(content, encoding, cache)
        write(file, encoding, bytes)
        if (!cached) made++
      })
    }),
  )
  return { files: files.length, compressed: made }
}

export const COMPRESSED_CACHE_DIR = path.join(CACHE_DIR, 'compressed')

/**
 * Writes .br and .gz beside every text file worth compressing, for the server to send as they are.
 * A content an earlier build compressed comes from the cache (.cache/compressed/); the rest is
 * compressed on libuv's thread pool, so every core works at once.
 */
export async function precompress(dir: string, cacheDir = COMPRESSED_CACHE_DIR): Promise<Precompressed> {
  const result = await compressAll(dir, cacheDir, (file, encoding, bytes) =>
    writeFileSync(`${file}.${encoding}`, bytes),
  )
  if (existsSync(cacheDir)) for (const shard of readdirSync(cacheDir)) pruneCache(path.join(cacheDir, shard))
  return result
}

/**
 * Writes the .br and .gz copies of those `files` worth compressing that have none yet, without the
 * cache: for files compressed once and kept with their copies (the content editor's bundle).
 */
export async function compressBeside(files: string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => statSync(file).size > MIN_BYTES)
      .flatMap((file) =>
        ENCODINGS.filter((encoding) => !existsSync(`${file}.${encoding}`)).map(async (encoding) =>
          writeFileSync(`${file}.${encoding}`, await compress(readFileSync(file), encoding)),
        ),
      ),
  )
}
