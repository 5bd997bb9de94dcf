import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstScreenImageSrc, INLINE_IMAGE_MAX_BYTES } from '@/views/publicFiles.server'
import { svgDataUrl } from '@/lib/svgDataUrl'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">
  <title>50% &amp; #1? It's \`{[|]}\`</title><rect width="8" height="8" fill="#5b3fd9"/>
</svg>
`

describe('an SVG as a data: address', () => {
  it('reads back as the drawing, on one line', () => {
    const address = svgDataUrl(svg)
    expect(address.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/\s+/g, ' '),
    )
  })

  it('escapes what a URL or an HTML attribute cannot carry (spaces, quotes, <, >, #, %, ?, &)', () => {
    const payload = svgDataUrl(svg).slice('data:image/svg+xml,'.length)
    expect(payload).not.toMatch(/[\s<>#"'?&]|%(?![0-9A-F]{2})/)
    expect(payload).toContain('xmlns=%22http://www.w3.org/2000/svg%22%20viewBox')
  })
})

describe("the address of a page's first-screen picture", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text)
    return `/${name}`
  }

  it('is the drawing itself for an SVG of at most 4 KB, and the address for a larger one or another format', () => {
    const small = file('small.svg', svg)
    const limit = file(
      'limit.svg',
      svg.replace('</svg>', `<!--${'x'.repeat(INLINE_IMAGE_MAX_BYTES - svg.length - 7)}--></svg>`),
    )
    const large = file(
      'large.svg',
      svg.replace('</svg>', `<!--${'x'.repeat(INLINE_IMAGE_MAX_BYTES)}--></svg>`),
    )
    const photo = file('photo.png', 'not read')
    expect(firstScreenImageSrc(small, dir)).toBe(svgDataUrl(svg))
    expect(firstScreenImageSrc(limit, dir).startsWith('data:image/svg+xml,')).toBe(true)
    expect([firstScreenImageSrc(large, dir), firstScreenImageSrc(photo, dir)]).toEqual([large, photo])
  })
})
