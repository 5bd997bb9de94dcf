import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import { xHandle } from '@/views/seo'
import { LOGO_PNG } from '@/views/socialImage'
import { builtFile, builtPaths, htmlOf, metaContent, pngSize, site, sitePages } from './support/builtSite'

/** Every built page links its own 1200x630 PNG preview, described and sized, from its head. */
describe('social images', () => {
  it.each(builtPaths)('%s has its own PNG og:image with size, alt text and the Twitter tags', (urlPath) => {
    const html = htmlOf(urlPath)
    const image = metaContent(html, 'og:image')
    expect(image, 'og:image').toMatch(new RegExp(`^${site().siteUrl}/social/.+\\.png$`))
    expect(metaContent(html, 'og:image:type')).toBe('image/png')
    expect(metaContent(html, 'og:image:width')).toBe(String(SOCIAL_IMAGE_WIDTH))
    expect(metaContent(html, 'og:image:height')).toBe(String(SOCIAL_IMAGE_HEIGHT))
    const alt = metaContent(html, 'og:image:alt') ?? ''
    expect(alt.length).toBeGreaterThan(10)
    expect(metaContent(html, 'twitter:image')).toBe(image)
    expect(metaContent(html, 'twitter:image:alt')).toBe(alt)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'twitter:site')).toBe(xHandle(site()))

    const file = builtFile(site(), image!)!
    expect(existsSync(file), `${file} exists`).toBe(true)
    expect(pngSize(readFileSync(file))).toEqual({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT })
  })

  it('gives no two pages the same image', () => {
    const images = builtPaths.map((urlPath) => metaContent(htmlOf(urlPath), 'og:image'))
    expect(new Set(images).size).toBe(builtPaths.length)
  })

  it('describes each image by its page: the alt text names the page’s heading', () => {
    for (const page of sitePages()) {
      const urlPath = page.path
      const alt = metaContent(htmlOf(urlPath), 'og:image:alt')
      expect(alt, urlPath).toContain(page.headline)
      expect(alt, urlPath).toContain(site().brand)
    }
  })

  it('ships a raster logo of at least 112 px for structured data', () => {
    const size = pngSize(readFileSync(builtFile(site(), LOGO_PNG.path)!))
    expect(size).toEqual({ width: LOGO_PNG.size, height: LOGO_PNG.size })
    expect(LOGO_PNG.size).toBeGreaterThanOrEqual(112)
  })
})
