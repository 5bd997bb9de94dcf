/**
 * Build step: a 1200x630 PNG social image for every page (satori lays the card out as SVG, resvg
 * rasterises it) and the raster logo structured data asks for. Deterministic: the same inputs give
 * the same bytes, so finished images are cached by a hash of their inputs and a rebuild only renders
 * what changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import type { Site } from '@/content/site'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import type { SitePage } from '@/lib/sitePages'
import { LOGO_PNG, PAGE_KIND_LABELS, socialImagePath } from '@/lib/socialImage'
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

/** Everything besides the card that decides the pixels: the templates and the renderers' versions. */
function rendererFingerprint(): string {
  const versions = ['satori', '@resvg/resvg-js', '@fontsource/inter'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  )
  const sources = ['socialCard.tsx', 'socialImages.tsx'].map((file) =>
    readFileSync(path.join(import.meta.dirname, file), 'utf8'),
  )
  return [...versions, ...sources].join('\n')
}

export interface SocialImageOptions {
  clientDir: string
  /** Finished PNGs by hash of their inputs; kept between builds. */
  cacheDir: string
  logoSvg: string
}

/** Writes /social/... for every page and /logo.png; returns how many images were rendered anew. */
export async function writeSocialImages(
  pages: readonly SitePage[],
  site: Site,
  { clientDir, cacheDir, logoSvg }: SocialImageOptions,
): Promise<{ images: number; rendered: number }> {
  mkdirSync(cacheDir, { recursive: true })
  const fingerprint = rendererFingerprint()
  let fonts: Font[] | undefined
  let rendered = 0

  const cached = async (key: string, render: () => Promise<Buffer> | Buffer): Promise<Buffer> => {
    const file = path.join(
      cacheDir,
      `${createHash('sha256').update(fingerprint).update(key).digest('hex')}.png`,
    )
    if (existsSync(file)) return readFileSync(file)
    const png = await render()
    writeFileSync(file, png)
    rendered++
    return png
  }

  const write = (urlPath: string, png: Buffer) => {
    const target = path.join(clientDir, urlPath)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, png)
  }

  for (const page of pages) {
    const card = socialCard(page, site, logoSvg)
    const png = await cached(JSON.stringify(card), () => renderSocialImage(card, (fonts ??= loadFonts())))
    write(socialImagePath(page.path), png)
  }
  write(LOGO_PNG.path, await cached(`logo\n${logoSvg}`, () => svgToPng(logoSvg, LOGO_PNG.size)))
  return { images: pages.length + 1, rendered }
}
