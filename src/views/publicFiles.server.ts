import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { svgDataUrl } from '@/lib/svgDataUrl'
import { svgSize } from '@/lib/svgSize'

const PUBLIC_DIR = path.resolve(process.cwd(), 'public')

/** The largest file put inside a page rather than linked: Vite's own limit for inlining an asset. */
export const INLINE_IMAGE_MAX_BYTES = 4096

/** A logo's drawing size, read from its file under public/ (build:data has checked it declares one). */
export function publicSvgSize(address: string) {
  try {
    return svgSize(readFileSync(path.join(PUBLIC_DIR, address), 'utf8'))
  } catch {
    return null
  }
}

/**
 * Where the picture that fills a page's first screen is shown from. A small SVG under public/ comes
 * inside the page as a `data:` address: it is then painted with the text instead of one round trip
 * later (the largest paint of an article was its picture, 150 ms after the first). Anything larger,
 * or not an SVG, keeps its address.
 */
export function firstScreenImageSrc(address: string, publicDir = PUBLIC_DIR): string {
  if (!address.endsWith('.svg')) return address
  const file = path.join(publicDir, address)
  if (statSync(file).size > INLINE_IMAGE_MAX_BYTES) return address
  return svgDataUrl(readFileSync(file, 'utf8'))
}
