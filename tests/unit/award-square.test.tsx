import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AwardSquare } from '@/features/home/AwardBadgeList'

const award = {
  id: 'top-2025',
  embedSrc: 'https://reviews.example/badges/top-2025.svg',
  title: 'Top Company 2025',
  description: 'Listed among the top companies.',
}

describe("an award badge's square", () => {
  const render = (props: { award: typeof award | Omit<typeof award, 'embedSrc'>; imagesAllowed: boolean }) =>
    renderToStaticMarkup(<AwardSquare platform="Clutch" {...props} />)

  it('asks for the platform’s picture once the visitor allows it, behind the drawing until it loads', () => {
    const html = render({ award, imagesAllowed: true })
    expect(html).toContain(`src="${award.embedSrc}"`)
    expect(html).toContain('data-image-state="loading"')
    expect(html).toContain('data-static-badge="top-2025"')
  })

  it('draws the badge, asking nothing of the platform, before the visitor allows it', () => {
    const html = render({ award, imagesAllowed: false })
    expect(html).not.toContain('<img')
    expect(html).toContain('data-static-badge="top-2025"')
  })

  it('draws a badge without a picture even after Accept All: a widget to frame is never shown', () => {
    const { embedSrc: _none, ...withoutPicture } = award
    const html = render({ award: withoutPicture, imagesAllowed: true })
    expect(html).not.toContain('<img')
    expect(html).toContain('data-static-badge="top-2025"')
  })
})
