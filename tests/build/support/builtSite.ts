import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Site } from '@/schemas/site'
import type { SitePage } from '@/lib/pageMetadata'
import { prerenderedPaths } from '../../../scripts/site/pages'

/** The build output the build tests read (after `npm run build`). */
export const clientDir = path.resolve('dist/client')

// Every file of tests/build reads the build through this module: without one, it fails to load
// (rather than passing with nothing checked).
if (!existsSync(path.join(clientDir, 'index.html')) || !existsSync(path.resolve('generated/site.json'))) {
  throw new Error('tests/build reads the build: run `npm run build` first')
}

/** Every built page: the sitemap's and the not-found page. */
export const builtPaths = [...prerenderedPaths(clientDir), '/404']

export function htmlOf(urlPath: string): string {
  return readFileSync(path.join(clientDir, urlPath === '/' ? '' : urlPath, 'index.html'), 'utf8')
}

/** A file build:data wrote to generated/ (the content the build was made from). */
export function generated<T>(name: string): T {
  return JSON.parse(readFileSync(path.resolve('generated', `${name}.json`), 'utf8')) as T
}

export const site = (): Site => generated<Site>('site')
export const sitePages = (): SitePage[] => generated<SitePage[]>('sitePages')

/** Built pages are read through the one HTML reader of the tests. */
export { elementIds, metaContent, textOf } from '../../support/builtHtml'

/** A PNG's size from its IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return undefined
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return undefined
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The file behind an address of the site (absolute or root-relative), in dist/client. */
export function builtFile(site: Pick<Site, 'siteUrl'>, address: string): string | undefined {
  const url = new URL(address, `${site.siteUrl}/`)
  if (url.origin !== new URL(site.siteUrl).origin) return undefined
  return path.join(clientDir, decodeURIComponent(url.pathname))
}
