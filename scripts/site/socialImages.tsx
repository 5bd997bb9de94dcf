/**
 * Build step: a 1200x630 PNG social image for every page (satori lays the card out as SVG, resvg
 * rasterises it) and the raster logo structured data asks for. Deterministic: the same inputs give
 * the same bytes, so finished images are cached by a hash of their inputs and a rebuild only renders
 * what changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import type { Site } from '@/schemas/site'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import type { SitePage } from '@/lib/pageMetadata'
import { LOGO_PNG, PAGE_KIND_LABELS, socialImagePath } from '@/views/socialImage'
import { pruneCache, sha256, touch, writeAtomically } from './buildCache'
import { SocialCardImage, type SocialCard } from './socialCard'

const require = createRequire(import.meta.url)

/** Inter (SIL Open Font License 1.1) from @fontsource/inter; satori reads .woff, not .woff2. */
export function loadFonts(): Font[] {
  return ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }))
}

function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng()
}

export async function renderSocialImage(card: SocialCard, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(<SocialCardImage card={card} />, {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts,
  })
  return svgToPng(svg, SOCIAL_IMAGE_WIDTH)
}

function socialCard(page: SitePage, site: Site, logoSvg: string): SocialCard {
  return {
    brand: site.brand,
    logo: `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`,
    kind: PAGE_KIND_LABELS[page.kind],
    headline: page.headline,
    detail: page.detail,
    host: new URL(site.siteUrl).host,
  }
}

/**
 * Everything besides the card that decides the pixels: the templates, the renderers' versions and
 * the sizes.
 */
export function rendererFingerprint(dir = import.meta.dirname): string {
  const versions = ['satori', '@resvg/resvg-js', '@fontsource/inter'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  )
  const sources = ['socialCard.tsx', 'socialImages.tsx'].map((file) =>
    readFileSync(path.join(dir, file), 'utf8'),
  )
  const sizes = JSON.stringify([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, LOGO_PNG.size])
  return [...versions, ...sources, sizes].join('\n')
}

export interface SocialImageOptions {
  /** Finished PNGs by hash of their inputs; kept between builds. */
  cacheDir: string
  logoSvg: string
}

/** Every image the build writes (/social/... for every page, and /logo.png), by its address. */
export interface SocialImages {
  files: Map<string, Buffer>
  /** How many were rendered anew; the others came from the cache. */
  rendered: number
}

/** The cache file of an image: a hash of its inputs, and of everything else that decides its pixels. */
export function socialImageCacheFile(cacheDir: string, fingerprint: string, key: string): string {
  return path.join(cacheDir, `${sha256(fingerprint, key)}.png`)
}

/**
 * Renders the social image of every page and the raster logo, each only when no earlier build
 * rendered the same inputs (they are kept in `cacheDir`). Needs no build folder: the build runs it
 * beside `vike build` and writes the files once the folder is there (writeSocialImages).
 */
export async function renderSocialImages(
  pages: readonly SitePage[],
  site: Site,
  { cacheDir, logoSvg }: SocialImageOptions,
): Promise<SocialImages> {
  mkdirSync(cacheDir, { recursive: true })
  const fingerprint = rendererFingerprint()
  let fonts: Font[] | undefined
  let rendered = 0

  const cached = async (key: string, render: () => Promise<Buffer> | Buffer): Promise<Buffer> => {
    const file = socialImageCacheFile(cacheDir, fingerprint, key)
    if (existsSync(file)) {
      touch(file)
      return readFileSync(file)
    }
    const png = await render()
    writeAtomically(file, png)
    rendered++
    return png
  }

  const files = new Map<string, Buffer>()
  for (const page of pages) {
    const card = socialCard(page, site, logoSvg)
    files.set(
      socialImagePath(page.path),
      await cached(JSON.stringify(card), () => renderSocialImage(card, (fonts ??= loadFonts()))),
    )
  }
  files.set(LOGO_PNG.path, await cached(`logo\n${logoSvg}`, () => svgToPng(logoSvg, LOGO_PNG.size)))
  pruneCache(cacheDir)
  return { files, rendered }
}

/** Writes the images into the build's client folder. */
export function writeSocialImages(clientDir: string, { files }: SocialImages): void {
  for (const [urlPath, png] of files) {
    const target = path.join(clientDir, urlPath)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, png)
  }
}
