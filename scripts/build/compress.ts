import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TEXT = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest)$/

/** Writes .br and .gz beside every text file worth compressing, for the server to send as they are. */
export function precompress(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      count += precompress(full)
    } else if (TEXT.test(entry.name) && statSync(full).size > 512) {
      const content = readFileSync(full)
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }))
      count++
    }
  }
  return count
}
