import { describe, expect, it } from 'vitest'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { INLINE_IMAGE_MAX_BYTES } from '@/views/publicFiles.server'
import { FIRST_FRAME_LINK, MAIN_ID } from '../../renderer/firstFrame'
import { builtPaths, generated, htmlOf } from './support/builtSite'

describe("a page's first frame", () => {
  it('waits, on every page, for its <main>: one link in the <head> names it, and it is there', () => {
    const wrong = builtPaths.filter((page) => {
      const html = htmlOf(page)
      const [head = '', body = ''] = html.split('</head>')
      return head.split(FIRST_FRAME_LINK).length !== 2 || !body.includes(`<main id="${MAIN_ID}"`)
    })
    expect(builtPaths.length).toBeGreaterThan(30)
    expect(wrong).toEqual([])
  })
})

/** A `data:image/svg+xml` address read back as the SVG it was made from. */
const svgOf = (address: string) =>
  address.startsWith('data:image/svg+xml,')
    ? decodeURIComponent(address.slice('data:image/svg+xml,'.length))
    : address

describe('what the first screen of a page needs besides the page', () => {
  it('no icon file: each page carries the bytes of public/favicon.svg, so no request for it starts before the first paint', () => {
    const svg = readFileSync('public/favicon.svg', 'utf8').trim()
    const icons = builtPaths.map((page) => {
      const head = htmlOf(page).split('</head>')[0] ?? ''
      return JSON.stringify(
        [...head.matchAll(/<link rel="icon" href="([^"]*)"/g)].map(([, href]) => svgOf(href!)),
      )
    })
    expect(builtPaths.length).toBeGreaterThan(30)
    expect(new Set(icons)).toEqual(new Set([JSON.stringify([svg])]))
  })

  it('no article picture of 4 KB or less: the page carries it, and a larger one keeps its address', () => {
    const posts = generated<{ slug: string; featuredImage: string }[]>('blog')
    const pictures = posts.map(({ slug, featuredImage }) => {
      const file = path.join('public', featuredImage)
      const src = /<img src="([^"]*)"[^>]*fetchPriority="high"/.exec(htmlOf(`/blog/${slug}`))?.[1] ?? ''
      const expected =
        featuredImage.endsWith('.svg') && statSync(file).size <= INLINE_IMAGE_MAX_BYTES
          ? readFileSync(file, 'utf8').trim().replace(/\s+/g, ' ')
          : featuredImage
      return { slug, shown: svgOf(src), expected }
    })
    expect(pictures.filter(({ shown }) => shown.startsWith('<svg')).length).toBeGreaterThan(0)
    expect(pictures.filter(({ shown, expected }) => shown !== expected)).toEqual([])
  })
})
